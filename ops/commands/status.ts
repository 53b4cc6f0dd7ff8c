/**
 * `status`: per app, the live release and its canary side by side (the canary's share of visitors,
 * whether a watcher checks it, each since when), the previous release, whether its pages are
 * those of the live set and whether it fits the live shell; then the uploads that never finished,
 * and where the store and the pointer are. A release that cannot be read is shown with what is
 * wrong with it, and the other apps are still shown.
 */
import { shellApp } from 'shared/remotes';
import { firstLine } from '../lib/command';
import { mismatches } from '../core/compatibility';
import type { WatchCheck } from '../core/live-record';
import type { ReleaseJson } from '../core/release-json';
import { pagesCurrent, releaseApps } from '../core/release-store';
import type { Releases } from './open-releases';
import { formatTable } from './output';

/** Checks a watcher may be late by (a slow read of the reports) before its canary is called unwatched. */
const lateChecks = 2;

/**
 * Whether the canary `release` of `pkg` is watched: `yes` while its watcher's checks come on time
 * (`2 s ago`), else `no` with when it last checked, if it ever did.
 */
function watchedText(checks: readonly WatchCheck[], pkg: string, release: string, now: number): string {
  const last = checks.find((check) => check.app === pkg && check.release === release);
  if (!last) return 'no';
  const ago = now - Date.parse(last.at);
  const agoText =
    ago < 120_000 ? `${Math.max(0, Math.round(ago / 1000))} s ago` : `${Math.round(ago / 60_000)} min ago`;
  return ago <= (lateChecks + 1) * last.everyMs + 10_000 ? `yes, ${agoText}` : `no, last ${agoText}`;
}

/** A canary's pages: how many, or that its visitors get the app page. */
function canaryPagesText(pages: readonly string[] | undefined): string {
  return pages ? `canary's ${pages.length}` : "canary's none: the app page";
}

export async function statusCommand({ store, site, record }: Releases): Promise<string[]> {
  const live = await record.readLive();
  // A release, or what is wrong with it.
  const releases = new Map<string, ReleaseJson | string>(
    await Promise.all(
      Object.entries(live.apps).map(async ([pkg, entry]) => {
        try {
          return [pkg, await store.readRelease(pkg, entry.live)] as const;
        } catch (error) {
          return [pkg, firstLine(error)] as const;
        }
      }),
    ),
  );
  const renderedFrom = await site.readRenderedFrom();
  const canaryPages = new Map(
    await Promise.all(
      Object.entries(live.apps).flatMap(([pkg, entry]) =>
        entry.canary ? [site.readCanaryPages(pkg, entry.canary.release).then((pages) => [pkg, pages] as const)] : [],
      ),
    ),
  );
  const watchChecks = await record.readWatchChecks();
  const now = Date.now();
  const shell = releases.get(shellApp.pkg);
  const fitsShell = (release: ReleaseJson): string => {
    if (release.app === shellApp.pkg || shell === undefined) return 'yes';
    if (typeof shell === 'string') return 'unknown: the live shell is unreadable';
    const problems = mismatches(shell, release);
    return problems.length > 0 ? `no: ${problems.join('; ')}` : 'yes';
  };
  const rows = releaseApps.map((app) => {
    const entry = live.apps[app.pkg];
    const release = releases.get(app.pkg);
    const fits = !release ? '-' : typeof release === 'string' ? `unreadable: ${release}` : fitsShell(release);
    const canary = entry?.canary;
    const pages = [
      ...(!entry ? ['-'] : [pagesCurrent(renderedFrom, live, app.pkg) ? 'current' : 'stale']),
      ...(canary ? [canaryPagesText(canaryPages.get(app.pkg))] : []),
    ].join('; ');
    return [
      app.pkg,
      entry?.live ?? '-',
      entry?.since ?? '-',
      canary?.release ?? '-',
      canary ? `${canary.share} %` : '-',
      canary ? watchedText(watchChecks, app.pkg, canary.release, now) : '-',
      canary?.since ?? '-',
      entry?.previous ?? '-',
      pages,
      fits,
    ];
  });
  const incomplete = (
    await Promise.all(
      releaseApps.map(async (app) => (await store.incompleteReleaseIds(app.pkg)).map((id) => `${app.pkg} ${id}`)),
    )
  ).flat();
  return [
    ...formatTable([
      ['app', 'live', 'since', 'canary', 'share', 'watched', 'canary since', 'previous', 'pages', 'compatible'],
      ...rows,
    ]),
    ...incomplete.map((release) => `${release}: its upload did not finish; it cannot be promoted (prune removes it)`),
    `releases in ${store.location}; pointer version ${live.version} in ${record.location}`,
  ];
}
