/** Which app a page belongs to, and which published page files an app's render replaces. */
import path from 'node:path';
import type { RoutedPage } from 'shared/pages';
import { paths as sitePaths } from 'shared/paths';
import { remotePackage, shellApp } from 'shared/remotes';
import { notFoundPage, prerenderedPagePath } from '../../core/prerendered-pages';
import { releaseAppOf } from '../../core/release-store';
import { routeOf } from '../../core/route-table';
import { copiedFileName } from '../../lib/precompressed';
import type { PageModule } from './page-files';

/** Any path no route owns renders the 404 page. */
export const NOT_FOUND_PROBE = '/404';

/** A page file of the site, `/` separated as the stores name them. */
export function pageFile(pagePath: string): string {
  return pagePath === NOT_FOUND_PROBE ? notFoundPage : prerenderedPagePath(pagePath).split(path.sep).join('/');
}

/** The route's own remote module, from the route table. */
export function routeModule(table: readonly RoutedPage[], pagePath: string): PageModule | undefined {
  const route = routeOf(table, pagePath);
  return route && { remote: route.remote, module: route.module };
}

/** The app a page belongs to: its route's remote, the shell's for a path no route owns. */
export function pageOwner(table: readonly RoutedPage[], pagePath: string): string {
  const module = routeModule(table, pagePath);
  return (module && remotePackage(module.remote)) ?? shellApp.pkg;
}

/** The static routes (no `:param`) of `app` in `table`. */
export function staticPaths(table: readonly RoutedPage[], app?: string): string[] {
  const remote = app === undefined ? undefined : releaseAppOf(app).name;
  return table
    .filter((route) => (remote === undefined || route.remote === remote) && !route.path.includes(':'))
    .map((route) => route.path);
}

/**
 * Whether a published page file (or its compressed copy) is one of `app`'s: every page is the
 * shell's; a remote's are its `own` pages (those it serves now, and those its pages published
 * were rendered with, so a page its release dropped goes), the `placing` pages that hold its
 * markup, and the blog's every page under /blog (a deleted post's page goes with the next run).
 */
export function pagesOwnedBy(
  app: string,
  own: readonly string[] = [],
  placing: readonly string[] = [],
): (file: string) => boolean {
  if (app === shellApp.pkg) return () => true;
  const remote = releaseAppOf(app).name;
  const files = new Set([...own, ...placing].map(pageFile));
  const blogFolder = `${pageFile(sitePaths.blog).split('/')[0]}/`;
  return (file) => {
    const page = copiedFileName(file);
    return files.has(page) || (remote === 'mfe_blog' && page.startsWith(blogFolder));
  };
}
