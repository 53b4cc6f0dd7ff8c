/** Which app a page belongs to, and which published page files an app's render replaces. */
import path from 'node:path';
import { paths as sitePaths } from 'shared/paths';
import { remotePackage, shellApp } from 'shared/remotes';
import { matchPath } from 'shared/router';
import { remoteRoutes } from 'shared/routes';
import { notFoundPage, prerenderedPagePath } from '../../core/prerendered-pages';
import { releaseAppOf, type RenderedFrom } from '../../core/release-store';
import { copiedFileName } from '../../lib/precompressed';
import type { PageModule } from './page-files';

/** Any path no route owns renders the 404 page. */
export const NOT_FOUND_PROBE = '/404';

/** A page file of the site, `/` separated as the stores name them. */
export function pageFile(pagePath: string): string {
  return pagePath === NOT_FOUND_PROBE ? notFoundPage : prerenderedPagePath(pagePath).split(path.sep).join('/');
}

/** The route's own remote module, from the route table. */
export function routeModule(pagePath: string): PageModule | undefined {
  const route = remoteRoutes.find((candidate) => matchPath(candidate.path, pagePath));
  return route && { remote: route.remote, module: route.module };
}

/** The app a page belongs to: its route's remote, the shell's for a path no route owns. */
export function pageOwner(pagePath: string): string {
  const module = routeModule(pagePath);
  return (module && remotePackage(module.remote)) ?? shellApp.pkg;
}

/**
 * Whether a published page file (or its compressed copy) is one of `app`'s: every page is the
 * shell's; a remote's are its routes' and the `placing` pages that hold its markup, and the
 * blog's every page under /blog (a deleted post's page goes with the next run).
 */
export function pagesOwnedBy(app: string, placing: readonly string[] = []): (file: string) => boolean {
  if (app === shellApp.pkg) return () => true;
  const remote = releaseAppOf(app).name;
  const own = new Set(
    remoteRoutes
      .filter((route) => route.remote === remote && !route.path.includes(':'))
      .map((route) => route.path)
      .concat(placing)
      .map(pageFile),
  );
  const blogFolder = `${pageFile(sitePaths.blog).split('/')[0]}/`;
  return (file) => {
    const page = copiedFileName(file);
    return own.has(page) || (remote === 'mfe_blog' && page.startsWith(blogFolder));
  };
}

/** The pages of other apps that placed `app`'s modules when they were last rendered. */
export function placingPages(renderedFrom: RenderedFrom, app: string): string[] {
  return Object.entries(renderedFrom).flatMap(([owner, entry]) =>
    owner === app
      ? []
      : Object.entries(entry.places ?? {})
          .filter(([, placed]) => placed.includes(app))
          .map(([pagePath]) => pagePath),
  );
}
