/**
 * How the site is served, for both servers (ops/adapters/serve, ops/adapters/nginx), each in its
 * own terms; contracts/same-answers.test.ts compares their answers path by path. A route of the
 * served releases' table answers its prerendered page, else the app page; an unknown post the app page with 404 (blog-posts.ts);
 * any other path the 404 page. Pages carry content-security-policy.ts's headers.
 */
import type { AppConfig } from 'shared/app-config';
import { serverFolder } from 'shared/build/server-build';
import { shellStartFiles } from 'shared/build/start-files';
import type { RoutedPage } from 'shared/pages';
import { shellApp } from 'shared/remotes';
import { releaseJsonFile } from './release-json';
import { renderedFromFile, writtenList } from './release-store';
import { canaryPagesList } from './canary-pages';
import { pageSecurityHeaders } from './content-security-policy';
import { notFoundPage, prerenderedPagePath } from './prerendered-pages';

export const cacheControl = {
  /** Content-hashed files: a new content is a new name. */
  immutable: 'public, max-age=31536000, immutable',
  /** Files whose names stay the same across deploys, and every page. */
  revalidate: 'no-cache',
  /** A page or configuration swapped for one browser (a preview, a canary): no shared cache keeps it. */
  private: 'private, no-cache',
} as const;

/** `text` matched literally inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What a release or the prerender keeps for the release commands and the render, beside what is served. */
const internalFiles = [releaseJsonFile, shellStartFiles, writtenList, renderedFromFile, canaryPagesList];
/** A page's file, which goes out at its route's path with the page's headers. */
const pageFiles = [prerenderedPagePath('/'), notFoundPage, shellApp.appPage];

/**
 * Paths no origin answers from a file, though one is there (404): the internal files and their
 * copies, the server builds (the render reads them from the store), and a page by its file name
 * (`/index.html`, `/trial/index.html`, `/404.html`, the app page), which would go out without the
 * page's headers. Matched against the decoded path.
 */
export const unservedPath = new RegExp(
  `(^|/)(${[...pageFiles, ...internalFiles].map(escapeRegExp).join('|')})(\\.(br|gz))?$|/${serverFolder}/`,
);

/** The longest request URL answered (nginx's request line fits its 8 KB header buffer): 414 beyond. */
export const longestUrl = 8000;

/** Names the builds give content-hashed files (`main.0123abcd.js`). */
export const hashedFile = /\.[0-9a-f]{8}\.(js|css|woff2|svg|png|jpe?g|webp|avif)$/;

/** The `Cache-Control` of a file, by its name. */
export function cacheControlFor(fileName: string): string {
  return hashedFile.test(fileName) ? cacheControl.immutable : cacheControl.revalidate;
}

/** Headers on every response of an app's origin: remotes are read across origins by the shell. */
export function originHeaders(isShell: boolean): Record<string, string> {
  return { 'X-Content-Type-Options': 'nosniff', ...(isShell ? {} : { 'Access-Control-Allow-Origin': '*' }) };
}

/** Headers of a page (prerendered, the app page or the 404 page). */
export function pageHeaders(config: AppConfig, inlineScripts: readonly string[]): Record<string, string> {
  return { ...pageSecurityHeaders(config, inlineScripts), 'Cache-Control': cacheControl.revalidate };
}

/** `/blog/:slug` → `^/blog/[^/]+/?$`, `/` → `^/$`: a route's paths, as a regular expression. */
export function routePattern(routePath: string): string {
  const segments = routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  return segments.length === 0 ? '^/$' : `^/${segments.join('/')}/?$`;
}

/** The paths that answer a page, one pattern per route of `table` (the served releases', ./route-table.ts). */
export function routePatterns(table: readonly Pick<RoutedPage, 'path'>[]): string[] {
  return table.map((route) => routePattern(route.path));
}

/** Whether a path is a page of `table` (rather than the 404 page). */
export function isPageRoute(table: readonly Pick<RoutedPage, 'path'>[], pathname: string): boolean {
  return routePatterns(table).some((pattern) => new RegExp(pattern).test(pathname));
}
