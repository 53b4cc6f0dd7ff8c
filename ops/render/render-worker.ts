/**
 * The prerender's render process (ops/prerender.ts spawns a fresh one per run: a Node host keeps
 * the remote code it loaded until it exits, so a process that rendered one live set never renders
 * another). Reads `{ shellServerEntry, config, routes }` as JSON on stdin, `require`s the live
 * shell's server build, renders each route with the remotes' server builds the config names, and
 * writes the pages as JSON on stdout. Any route that fails fails the run (exit status 1).
 */
import { createRequire } from 'node:module';
import { text } from 'node:stream/consumers';
import type { AppConfig } from 'shared/app-config';

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
}

interface ShellServerBuild {
  renderRoute(location: string, config: AppConfig): Promise<Omit<RenderedPage, 'path'>>;
}

const request = JSON.parse(await text(process.stdin)) as RenderRequest;
const shell = createRequire(import.meta.url)(request.shellServerEntry) as ShellServerBuild;
const pages: RenderedPage[] = [];
// One at a time: after a remote's first page, a page takes a few milliseconds.
for (const route of request.routes) pages.push({ path: route, ...(await shell.renderRoute(route, request.config)) });
process.stdout.write(JSON.stringify(pages));
