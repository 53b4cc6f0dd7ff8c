/**
 * The render process, a fresh one per render (./render-process.ts): Node keeps the remote code it
 * loaded until it exits. Reads a `RenderRequest` on stdin, renders each route with the live
 * shell's server build and writes the pages on stdout with the modules each loaded; a route that
 * fails fails the run (exit status 1, its reason on stdout).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { registerGlobalPlugins } from '@module-federation/runtime-core';
import type { AppConfig } from 'shared/app-config';
import { serverRemoteEntry, type ServerRender } from 'shared/build/server-build';
import type { RemoteName } from 'shared/remotes';

export interface RenderRequest {
  /** The file of the live shell's server build (`<release>/server/main.js`). */
  shellServerEntry: string;
  /** The run-time configuration, its remotes naming their server entries. */
  config: AppConfig;
  /** The remotes with a live release (the config names the others' default URLs). */
  liveRemotes: readonly RemoteName[];
  /**
   * The folder in the store of each remote's server build the config names (`<release>/server`):
   * its files are read from there at their URLs, which no server answers.
   */
  serverFolders: Partial<Record<RemoteName, string>>;
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
 * The federation runtime fetches a remote's server entry and its chunks by URL, the one the pages
 * name the remote's files by: those URLs are read from the store, which no origin serves them
 * from (ops/core/serving-rules.ts, unservedPath), so a promotion renders on a store no
 * server serves yet.
 */
function readServerBuildsFromStore({ config, serverFolders }: RenderRequest): void {
  const builds = Object.entries(serverFolders).map(([remote, folder]) => ({
    base: new URL('.', config.remotes[remote as RemoteName]),
    folder: path.resolve(folder),
  }));
  const network = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const build = builds.find(({ base }) => url.href.startsWith(base.href));
    if (!build) return network(input, init);
    const file = path.join(build.folder, decodeURIComponent(url.pathname.slice(build.base.pathname.length)));
    const bytes = file.startsWith(`${build.folder}${path.sep}`)
      ? await readFile(file).catch(() => undefined)
      : undefined;
    return bytes ? new Response(bytes) : new Response(null, { status: 404, statusText: 'Not in the store' });
  };
}

/**
 * The live remotes whose server entry cannot be had. The Node loader evaluates whatever the URL
 * returns, so an entry that is missing fails the render as a syntax error of the 404 page.
 */
async function unreachableEntries({ config, liveRemotes, serverFolders }: RenderRequest): Promise<string[]> {
  const problems = await Promise.all(
    liveRemotes.map(async (remote) => {
      const url = config.remotes[remote];
      const folder = serverFolders[remote];
      if (folder) {
        const entry = path.join(folder, path.basename(serverRemoteEntry));
        return existsSync(entry) ? [] : [`${remote}'s server entry ${entry} is missing from the store`];
      }
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

const request = JSON.parse(await text(process.stdin)) as RenderRequest;
readServerBuildsFromStore(request);
const answer = await render(request);
process.stdout.write(JSON.stringify(answer));
process.exitCode = 'error' in answer ? 1 : 0;
