/**
 * The console's page as data (./view-model.ts), read through the commands' own reads: the live set
 * `release status` shows, the field reports `release health` and the watcher read (per time
 * bucket), the compatibility gate `promote` passes, the log `release log` prints.
 */
import { CLSThresholds, INPThresholds, LCPThresholds } from 'web-vitals';
import { remoteApps, remotePackage } from 'shared/remotes';
import { readFieldHealthOf, type ReleaseHealth } from '../adapters/field-reports/field-reports';
import { typeScriptAssignability } from '../adapters/contract-types/assignability';
import type { Releases } from '../commands/open-releases';
import { readLiveSet } from '../commands/status';
import { errorRateLimit } from '../core/canary-verdict';
import { compatibilityGate } from '../core/gates';
import { releasesLiveBefore } from '../core/switch-steps';
import type { Live, LogEntry } from '../core/live-record';
import type { ReleaseJson } from '../core/release-json';
import { compareReleaseIds, releaseApps } from '../core/release-store';
import { firstLine } from '../lib/command';
import {
  healthWindows,
  type ConsoleQuery,
  type ConsoleView,
  type ContractView,
  type GatesView,
  type HealthPoint,
  type HealthView,
  type HealthWindow,
  type LiveSet,
} from './view-model';

type Env = Readonly<Record<string, string | undefined>>;

const minute = 60_000;
const hour = 60 * minute;

/** Each window's buckets: as many as a chart shows legibly, on round boundaries. */
const buckets: Record<HealthWindow, { count: number; ms: number }> = {
  '15m': { count: 15, ms: minute },
  '1h': { count: 12, ms: 5 * minute },
  '24h': { count: 24, ms: hour },
  '7d': { count: 28, ms: 6 * hour },
};

const knownApp = (app: string | undefined): app is string => releaseApps.some(({ pkg }) => pkg === app);

/** The share of clients that saw an error: the watcher's measure (../core/canary-verdict.ts). */
const clientErrorRate = (row: ReleaseHealth): number | null =>
  row.viewClients > 0 ? row.errorClients / row.viewClients : null;

function point(at: Date, row: ReleaseHealth | undefined): HealthPoint {
  return {
    at: at.toISOString(),
    views: row?.views ?? 0,
    clients: row?.viewClients ?? 0,
    errorRate: row ? clientErrorRate(row) : null,
    lcp: row?.p75.LCP ?? null,
    inp: row?.p75.INP ?? null,
    cls: row?.p75.CLS ?? null,
  };
}

/**
 * The health of `app`'s live release and its canary over `window`, bucket by bucket, with the lines
 * the charts draw; when the reports cannot be read, `source` says why and there are no series.
 */
export async function readHealth(
  env: Env,
  live: Pick<Live, 'apps'>,
  app: string,
  window: HealthWindow,
  now: Date,
): Promise<HealthView> {
  const { count, ms } = buckets[window];
  // The end of the bucket holding `now`, on a boundary too: the windows are half-open.
  const until = new Date((Math.floor(now.getTime() / ms) + 1) * ms);
  const since = new Date(until.getTime() - count * ms);
  const starts = Array.from({ length: count }, (_, index) => new Date(since.getTime() + index * ms));
  const vitals = { lcp: LCPThresholds[0], inp: INPThresholds[0], cls: CLSThresholds[0] };
  const view = { app, window, since: since.toISOString(), until: until.toISOString() };
  let read: { rows: ReleaseHealth[][]; location: string };
  try {
    read = await readFieldHealthOf(env, [
      { app, since, until },
      ...starts.map((start) => ({ app, since: start, until: new Date(start.getTime() + ms) })),
    ]);
  } catch (error) {
    return {
      ...view,
      series: [],
      errorsBySource: [],
      thresholds: { errorRate: null, ...vitals },
      source: `the field reports could not be read: ${firstLine(error)}`,
    };
  }
  const [whole = [], ...perBucket] = read.rows;
  const entry = live.apps[app];
  const roles = [
    ...(entry ? [{ release: entry.live, role: 'live' as const }] : []),
    ...(entry?.canary ? [{ release: entry.canary.release, role: 'canary' as const }] : []),
  ];
  const liveRow = entry && whole.find((row) => row.release === entry.live);
  const rank = (release: string) => {
    const index = roles.findIndex((role) => role.release === release);
    return index === -1 ? roles.length : index;
  };
  return {
    ...view,
    series: roles.map(({ release, role }) => ({
      release,
      role,
      points: starts.map((start, index) =>
        point(
          start,
          perBucket[index]?.find((row) => row.release === release),
        ),
      ),
    })),
    errorsBySource: [...whole]
      .sort((a, b) => rank(a.release) - rank(b.release) || compareReleaseIds(b.release, a.release))
      .flatMap((row) =>
        Object.entries(row.errorsBySource)
          .filter(([, errors]) => errors > 0)
          .map(([source, errors]) => ({ release: row.release, source, errors })),
      ),
    thresholds: {
      // The watcher's margin over the live release (its default); not when it rolls back, which
      // also takes enough canary clients and a significance test over its own window.
      errorRate:
        liveRow && liveRow.viewClients > 0
          ? errorRateLimit({ release: liveRow.release, views: liveRow.viewClients, errors: liveRow.errorClients })
          : null,
      ...vitals,
    },
    source: `reports received ${view.since} to ${view.until}, in ${read.location}`,
  };
}

/** The releases visitors are served (each app's live one and its canary), read; unreadable ones are left out. */
async function readServed(
  { store }: Releases,
  live: Pick<Live, 'apps'>,
): Promise<{ release: ReleaseJson; role: 'live' | 'canary' }[]> {
  const served = Object.entries(live.apps).flatMap(([app, entry]) => [
    { app, id: entry.live, role: 'live' as const },
    ...(entry.canary ? [{ app, id: entry.canary.release, role: 'canary' as const }] : []),
  ]);
  const read = await Promise.all(
    served.map(({ app, id, role }) =>
      store.readRelease(app, id).then(
        (release) => ({ release, role }),
        () => undefined,
      ),
    ),
  );
  return read.filter((entry) => entry !== undefined);
}

/** The composition as each served release records its contract: which module of which app it loads. */
function contractGraph(served: readonly { release: ReleaseJson; role: 'live' | 'canary' }[]): ContractView {
  return {
    nodes: served.map(({ release, role }) => ({ app: release.app, release: release.id, role })),
    edges: served.flatMap(({ release: consumer }) =>
      (consumer.contract?.loads ?? []).flatMap((load) =>
        served
          .filter(({ release: provider }) => provider.app === remotePackage(load.remote))
          .map(({ release: provider }) => ({
            consumer: { app: consumer.app, release: consumer.id },
            provider: { app: provider.app, release: provider.id },
            module: load.module,
            passes: Object.keys(load.passes),
          })),
      ),
    ),
  };
}

/** Whether the gates that need no browser would pass `<app>@<release>` now: the gate's own sentence when not. */
async function checkGates({ store }: Releases, live: Pick<Live, 'apps'>, asked: string): Promise<GatesView> {
  const at = asked.lastIndexOf('@');
  const [app, release] = at === -1 ? [asked, ''] : [asked.slice(0, at), asked.slice(at + 1)];
  try {
    await compatibilityGate(store, live, await store.readRelease(app, release), typeScriptAssignability);
    return {
      app,
      release,
      passes: true,
      sentence:
        `${app} ${release} is whole and passes the compatibility gate, its contract with the releases served ` +
        'included; the smoke gate loads its pages in a browser when it is promoted',
    };
  } catch (error) {
    return { app, release, passes: false, sentence: firstLine(error) };
  }
}

/** The app whose health is shown unless another is asked for: the first with a canary, else the first remote. */
function defaultHealthApp(liveSet: LiveSet): string {
  return liveSet.rows.find((row) => row.canary)?.app ?? remoteApps[0].pkg;
}

/**
 * The releases of `app` it may roll back to (core/switch-steps.ts, releasesLiveBefore) that are not
 * live now and are still stored, newest first as `stored` lists them.
 */
export function rollbackTargets(
  log: readonly LogEntry[],
  app: string,
  entry: Pick<Live['apps'][string], 'live' | 'previous'> | undefined,
  stored: readonly string[],
): string[] {
  const wasLive = releasesLiveBefore(log, app, entry);
  return stored.filter((release) => wasLive.has(release) && release !== entry?.live);
}

export async function readConsoleView(
  releases: Releases,
  env: Env,
  query: ConsoleQuery,
  now = new Date(),
): Promise<ConsoleView> {
  const live = await releases.record.readLive();
  const window = healthWindows.find((known) => known === query.window) ?? '1h';
  const logApp = knownApp(query.log) ? query.log : undefined;
  const [liveSet, ids, served, gates, log] = await Promise.all([
    readLiveSet(releases, now.getTime(), live),
    Promise.all(
      releaseApps.map(async ({ pkg }) => [pkg, (await releases.store.listReleaseIds(pkg)).reverse()] as const),
    ),
    readServed(releases, live),
    query.gates ? checkGates(releases, live, query.gates) : undefined,
    releases.record.readLog(),
  ]);
  const app = knownApp(query.app) ? query.app : defaultHealthApp(liveSet);
  return {
    liveSet,
    releases: Object.fromEntries(ids),
    rollbackTargets: Object.fromEntries(
      ids.map(([pkg, stored]) => [pkg, rollbackTargets(log, pkg, live.apps[pkg], stored)]),
    ),
    health: await readHealth(env, live, app, window, now),
    contract: contractGraph(served),
    ...(gates && { gates }),
    log: log.filter((entry) => logApp === undefined || entry.app === logApp).reverse(),
    ...(logApp && { logApp }),
  };
}
