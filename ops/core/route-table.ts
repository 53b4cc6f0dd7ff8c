/**
 * The site's route table, composed from the releases served (the live set's, or the ones swapped in
 * for a canary's visitor or a previewer): each remote's pages as its release.json records them.
 * Nothing else lists the site's routes (issue 43: a remote owns its pages).
 */
import type { RoutedPage } from 'shared/pages';
import { matchPath } from 'shared/router';
import type { Live } from './live-record';
import { remoteNameOf, type ReleaseJson } from './release-json';

/** The pages of `releases`, each with its remote; a release recording none (the shell's, an older one) adds none. */
export function routeTable(releases: readonly Pick<ReleaseJson, 'app' | 'pages'>[]): RoutedPage[] {
  return releases.flatMap((release) => {
    const remote = remoteNameOf(release.app);
    return remote ? (release.pages ?? []).map((page) => ({ ...page, remote })) : [];
  });
}

/** The route of `table` whose path matches `pathname` (`/blog/:slug` matches a post's). */
export function routeOf<T extends Pick<RoutedPage, 'path'>>(table: readonly T[], pathname: string): T | undefined {
  return table.find((route) => matchPath(route.path, pathname));
}

/** The release.json of each app `live` serves, read from wherever the caller reads releases. */
export function servedReleases<T>(live: Pick<Live, 'apps'>, read: (pkg: string, id: string) => T): T[] {
  return Object.entries(live.apps).map(([pkg, entry]) => read(pkg, entry.live));
}
