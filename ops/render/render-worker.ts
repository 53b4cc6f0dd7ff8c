/**
 * The prerender's render process (ops/prerender.ts spawns a fresh one per run: a Node host keeps
 * the remote code it loaded until it exits, so a process that rendered one live set never renders
 * another). Reads `{ shellServerEntry, config, liveRemotes, routes }` as JSON on stdin,
 * `require`s the live shell's server build, renders each route with the remotes' server builds
 * the config names, and writes the pages as JSON on stdout, each with the remote modules its
 * render loaded. Any route that fails fails the run (exit status 1, and its reason on stdout).
 */
import { createRequire } from 'node:module';
import { text } from 'node:stream/consumers';
import { registerGlobalPlugins } from '@module-federation/runtime-core';
import type { AppConfig } from 'shared/app-config';
import type { ServerRender } from 'shared/build/server-build';
import type { RemoteName } from 'shared/remotes';

export interface RenderRequest {
  /** The file of the live shell's server build (`<release>/server/main.js`). */
  shellServerEntry: string;
  /** The run-time configuration, its remotes naming their server entries. */
  config: AppConfig;
  /** The remotes with a live release (the config names the others' default URLs). */
  liveRemotes: readonly RemoteName[];
  routes: readonly string[];
}

/** A route as the shell's server build rendered it, and where. */
export interface RenderedRoute extends ServerRender {
  path: string;
  /**
   * The remote modules in it (`mfe_forms/ContactForm`): those its boundaries hold, and those loaded
   * while it rendered.
   */
  loads: string[];
}

interface ShellServerBuild {
  renderRoute(location: string, config: AppConfig): Promise<ServerRender>;
}

/** Every federation instance of the process, the remotes' own included, reports the modules it loads. */
const loaded: string[] = [];
registerGlobalPlugins([
  {
    name: 'prerender-loads',
    onLoad: ({ id }) => {
      loaded.push(id);
    },
  },
]);

/** One line: a failed render's reasons, never a stack trace. */
function reason(error: unknown): string {
  if (error instanceof AggregateError) return error.errors.map(reason).join('; ');
  return error instanceof Error ? error.message : String(error);
}

/** The answer on stdout: the pages, or why not (a line the prerender refuses with). */
export type RenderAnswer = { pages: RenderedRoute[] } | { error: string };

/**
 * The live remotes whose server entry does not answer. The Node loader evaluates whatever the URL
 * returns, so an entry that is missing fails the render as a syntax error of the 404 page.
 */
async function unreachableEntries({ config, liveRemotes }: RenderRequest): Promise<string[]> {
  const problems = await Promise.all(
    liveRemotes.map(async (remote) => {
      const url = config.remotes[remote];
      try {
        const response = await fetch(url);
        await response.body?.cancel();
        return response.ok ? [] : [`${remote}'s server entry ${url} answered ${response.status}`];
      } catch (error) {
        return [`${remote}'s server entry ${url} could not be fetched (${reason(error)})`];
      }
    }),
  );
  return problems.flat();
}

async function render(request: RenderRequest): Promise<RenderAnswer> {
  let shell: ShellServerBuild;
  try {
    shell = createRequire(import.meta.url)(request.shellServerEntry) as ShellServerBuild;
  } catch (error) {
    return { error: `the live shell's server build did not load (${reason(error).split('\n')[0]})` };
  }
  const pages: RenderedRoute[] = [];
  // One at a time: after a remote's first page, a page takes a few milliseconds.
  for (const route of request.routes) {
    try {
      const page = await shell.renderRoute(route, request.config);
      // A module is loaded once per process: the boundaries name one a later page holds too.
      pages.push({ path: route, ...page, loads: [...new Set([...loaded.splice(0), ...(page.modules ?? [])])] });
    } catch (error) {
      const unreachable = await unreachableEntries(request);
      return {
        error: `Prerendering ${route} failed: ${unreachable.length > 0 ? unreachable.join('; ') : reason(error)}`,
      };
    }
  }
  return { pages };
}

const answer = await render(JSON.parse(await text(process.stdin)) as RenderRequest);
process.stdout.write(JSON.stringify(answer));
process.exitCode = 'error' in answer ? 1 : 0;
