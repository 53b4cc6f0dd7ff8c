/**
 * `status`: per app, the live release and its canary side by side (the canary's share of visitors,
 * whether a watcher checks it, each since when), the previous release, whether its pages are
 * those of the live set and whether it fits the live shell; then the uploads that never finished,
 * and where the store and the pointer are. A release that cannot be read is shown with what is
 * wrong with it, and the other apps are still shown. `readLiveSet` reads it, for this table and
 * for the operator's console (ops/console/), which shows the same rows.
 */
import { shellApp } from 'shared/remotes';
import { firstLine } from '../lib/command';
import { mismatches } from '../core/compatibility';
import type { Live, WatchCheck } from '../core/live-record';
import type { ReleaseJson } from '../core/release-json';
import { pagesCurrent, releaseApps } from '../core/release-store';
import type { Releases } from './open-releases';
import { formatTable } from './output';

/** One app of the live set, as `status` shows it. */
export interface LiveSetRow {
  app: string;
  /** The live release, absent before anything of the app went live. */
  live?: {
    release: string;
    since: string;
    /** The commit it was built from; absent when its release.json cannot be read. */
    commit?: string;
  };
  /** What is wrong with the live release's release.json, when it cannot be read. */
  unreadable?: string;
  previous: string | null;
  canary?: {
    release: string;
    /** Percent of visitors. */
    share: number;
    since: string;
    /** `yes, 2 s ago`, `no, last 5 min ago`, `no`. */
    watched: string;
    /** The watcher's last check of this canary: when, and what it said (its verdict and figures). */
    lastCheck?: { at: string; said: string };
  };
  /** `current` or `stale`, and the canary's pages (`-` before anything of the app went live). */
  pages: string;
  /** Whether it fits the live shell: `yes`, `no: …`, `unreadable: …` (`-` before anything went live). */
  compatible: string;
}

/** A page of the site as published: which releases it was rendered from. */
export interface RenderedPage {
  /** The app whose pages these are. */
  app: string;
  release: string;
  shell: string;
  /** The pages of it that place another app's modules, by path: those apps. */
  places: Record<string, string[]>;
}

export interface LiveSet {
  rows: LiveSetRow[];
  rendered: RenderedPage[];
  /** Releases whose upload never finished: `mfe-blog 2026…`. */
  incomplete: string[];
  /** Where the releases and the pointer are, as `status` ends. */
  store: string;
  record: string;
  pointerVersion: number;
}

/** Checks a watcher may be late by (a slow read of the reports) before its canary is called unwatched. */
const lateChecks = 2;

/**
 * Whether the canary `release` of `pkg` is watched: `yes` while its watcher's checks come on time
 * (`2 s ago`), else `no` with when it last checked, if it ever did.
 */
function watchedText(last: WatchCheck | undefined, now: number): string {
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

/**
 * The live set as `status` shows it, read once from the store, the site and the record; of
 * `live` when the caller has read the pointer already (a page showing one live set throughout).
 */
export async function readLiveSet({ store, site, record }: Releases, now?: number, pointer?: Live): Promise<LiveSet> {
  const live = pointer ?? (await record.readLive());
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
  const at = now ?? Date.now();
  const shell = releases.get(shellApp.pkg);
  const fitsShell = (release: ReleaseJson): string => {
    if (release.app === shellApp.pkg || shell === undefined) return 'yes';
    if (typeof shell === 'string') return 'unknown: the live shell is unreadable';
    const problems = mismatches(shell, release);
    return problems.length > 0 ? `no: ${problems.join('; ')}` : 'yes';
  };
  const rows = releaseApps.map((app): LiveSetRow => {
    const entry = live.apps[app.pkg];
    const release = releases.get(app.pkg);
    const canary = entry?.canary;
    const lastCheck = canary && watchChecks.find((check) => check.app === app.pkg && check.release === canary.release);
    return {
      app: app.pkg,
      ...(entry && {
        live: {
          release: entry.live,
          since: entry.since,
          ...(typeof release === 'object' && { commit: release.commit }),
        },
      }),
      ...(typeof release === 'string' && { unreadable: release }),
      previous: entry?.previous ?? null,
      ...(canary && {
        canary: {
          ...canary,
          watched: watchedText(lastCheck, at),
          ...(lastCheck && { lastCheck: { at: lastCheck.at, said: lastCheck.said } }),
        },
      }),
      pages: [
        ...(!entry ? ['-'] : [pagesCurrent(renderedFrom, live, app.pkg) ? 'current' : 'stale']),
        ...(canary ? [canaryPagesText(canaryPages.get(app.pkg))] : []),
      ].join('; '),
      compatible: !release ? '-' : typeof release === 'string' ? `unreadable: ${release}` : fitsShell(release),
    };
  });
  const incomplete = (
    await Promise.all(
      releaseApps.map(async (app) => (await store.incompleteReleaseIds(app.pkg)).map((id) => `${app.pkg} ${id}`)),
    )
  ).flat();
  return {
    rows,
    rendered: Object.entries(renderedFrom).map(([app, { release, shell, places = {} }]) => ({
      app,
      release,
      shell,
      places,
    })),
    incomplete,
    store: store.location,
    record: record.location,
    pointerVersion: live.version,
  };
}

export async function statusCommand(releases: Releases): Promise<string[]> {
  const { rows, incomplete, store, record, pointerVersion } = await readLiveSet(releases);
  return [
    ...formatTable([
      ['app', 'live', 'since', 'canary', 'share', 'watched', 'canary since', 'previous', 'pages', 'compatible'],
      ...rows.map(({ app, live, canary, previous, pages, compatible }) => [
        app,
        live?.release ?? '-',
        live?.since ?? '-',
        canary?.release ?? '-',
        canary ? `${canary.share} %` : '-',
        canary?.watched ?? '-',
        canary?.since ?? '-',
        previous ?? '-',
        pages,
        compatible,
      ]),
    ]),
    ...incomplete.map((release) => `${release}: its upload did not finish; it cannot be promoted (prune removes it)`),
    `releases in ${store}; pointer version ${pointerVersion} in ${record}`,
  ];
}
