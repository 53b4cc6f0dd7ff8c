/**
 * The prerender's render process (ops/prerender.ts spawns a fresh one per run: a Node host keeps
 * the remote code it loaded until it exits, so a process that rendered one live set never renders
 * another). Reads `{ shellServerEntry, config, routes }` as JSON on stdin, `require`s the live
 * shell's server build, renders each route with the remotes' server builds the config names, and
 * writes the pages as JSON on stdout. Any route that fails fails the run (exit status 1, and its
 * reason on stdout).
 */
import { createRequire } from 'node:module';
import { text } from 'node:stream/consumers';
import type { AppConfig } from 'shared/app-config';
import type { PageData } from 'shared/page-data';

export interface RenderRequest {
  /** The file of the live shell's server build (`<release>/server/main.js`). */
  shellServerEntry: string;
  /** The run-time configuration, its remotes naming their server entries. */
  config: AppConfig;
  routes: readonly string[];
}

export interface RenderedPage {
  path: string;
  html: string;
  title?: string;
  description?: string;
  /** What the page was rendered from (the blog's posts), when its loaders loaded anything. */
  data?: PageData;
}

interface ShellServerBuild {
  renderRoute(location: string, config: AppConfig): Promise<Omit<RenderedPage, 'path'>>;
}

/** One line: a failed render's reasons, never a stack trace. */
function reason(error: unknown): string {
  if (error instanceof AggregateError) return error.errors.map(reason).join('; ');
  return error instanceof Error ? error.message : String(error);
}

/** The answer on stdout: the pages, or why not (a line the prerender refuses with). */
export type RenderAnswer = { pages: RenderedPage[] } | { error: string };

async function render(request: RenderRequest): Promise<RenderAnswer> {
  let shell: ShellServerBuild;
  try {
    shell = createRequire(import.meta.url)(request.shellServerEntry) as ShellServerBuild;
  } catch (error) {
    return { error: `the live shell's server build did not load (${reason(error).split('\n')[0]})` };
  }
  const pages: RenderedPage[] = [];
  // One at a time: after a remote's first page, a page takes a few milliseconds.
  for (const route of request.routes) {
    try {
      pages.push({ path: route, ...(await shell.renderRoute(route, request.config)) });
    } catch (error) {
      return { error: `Prerendering ${route} failed: ${reason(error)}` };
    }
  }
  return { pages };
}

const answer = await render(JSON.parse(await text(process.stdin)) as RenderRequest);
process.stdout.write(JSON.stringify(answer));
process.exitCode = 'error' in answer ? 1 : 0;
