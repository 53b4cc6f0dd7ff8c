/**
 * `health [app] [--window 1h]`: how each app's releases behave for real visitors, from the field
 * reports: per app and release, page views and the distinct clients that sent them, errors and
 * the clients that saw one, error rate and the p75 of LCP, INP and CLS over the window, the live
 * release first and its canary next to it.
 */
import { noFigures, readFieldHealth, type ReleaseHealth } from '../adapters/field-reports/field-reports';
import type { LiveApp } from '../core/live-record';
import { compareReleaseIds, releaseAppOf, releaseApps } from '../core/release-store';
import type { Releases } from './open-releases';
import { formatTable } from './output';

type Env = Readonly<Record<string, string | undefined>>;

export interface HealthOptions {
  app?: string;
  /** As the operator wrote it (`1h`), for the lines printed. */
  window: string;
  windowMs: number;
}

const count = (value: number) => value.toLocaleString('en-US');
const orDash = <T>(value: T | null, format: (value: T) => string) => (value === null ? '-' : format(value));

function role(entry: LiveApp | undefined, release: string): string {
  if (entry?.live === release) return 'live';
  if (entry?.canary?.release === release) return `canary ${entry.canary.share}%`;
  if (entry?.previous === release) return 'previous';
  return '-';
}

/** The apps in the order `status` lists them, then any other app that reported. */
function appOrder(apps: Iterable<string>): string[] {
  const known = releaseApps.map((app) => app.pkg) as string[];
  const others = [...apps].filter((app) => !known.includes(app)).sort();
  return [...known, ...others];
}

/** The live release first, its canary next, then the others, newest id first. */
function releaseRank(entry: LiveApp | undefined, release: string): number {
  if (entry?.live === release) return 0;
  if (entry?.canary?.release === release) return 1;
  return 2;
}

export async function healthCommand(
  { record }: Pick<Releases, 'record'>,
  env: Env,
  { app, window, windowMs }: HealthOptions,
  now = new Date(),
): Promise<string[]> {
  if (app !== undefined) releaseAppOf(app);
  const since = new Date(now.getTime() - windowMs);
  const { rows, location } = await readFieldHealth(env, { app, since, until: now });
  const source = `reports received ${since.toISOString()} to ${now.toISOString()}, in ${location}`;
  if (rows.length === 0) return [`no reports in the last ${window}${app ? ` for ${app}` : ''}`, source];

  const live = (await record.readLive()).apps;
  // The live release and the canary are shown even without reports: a canary nobody reports on is news.
  const figures = new Map(rows.map((row) => [`${row.app} ${row.release}`, row]));
  for (const [pkg, entry] of Object.entries(live)) {
    if (app !== undefined && pkg !== app) continue;
    for (const release of [entry.live, entry.canary?.release]) {
      if (release !== undefined && !figures.has(`${pkg} ${release}`)) {
        figures.set(`${pkg} ${release}`, noFigures(pkg, release));
      }
    }
  }
  const byApp = new Map<string, ReleaseHealth[]>();
  for (const row of figures.values()) byApp.set(row.app, [...(byApp.get(row.app) ?? []), row]);
  const table = appOrder(byApp.keys()).flatMap((pkg) =>
    (byApp.get(pkg) ?? [])
      .sort(
        (a, b) =>
          releaseRank(live[pkg], a.release) - releaseRank(live[pkg], b.release) ||
          compareReleaseIds(b.release, a.release),
      )
      .map((row, index) => [
        index === 0 ? pkg : '',
        row.release,
        role(live[pkg], row.release),
        count(row.views),
        count(row.viewClients),
        count(row.errors),
        count(row.errorClients),
        Object.entries(row.errorsBySource)
          .filter(([, errors]) => errors > 0)
          .map(([from, errors]) => `${from} ${count(errors)}`)
          .join(', ') || '-',
        orDash(row.errorRate, (rate) => `${(rate * 100).toFixed(1)} %`),
        orDash(row.p75.LCP, (ms) => `${(ms / 1000).toFixed(2)} s`),
        orDash(row.p75.INP, (ms) => `${Math.round(ms)} ms`),
        orDash(row.p75.CLS, (cls) => cls.toFixed(2)),
      ]),
  );
  return [
    `field health over the last ${window}`,
    ...formatTable([
      [
        'app',
        'release',
        'role',
        'views',
        'clients',
        'errors',
        'clients erring',
        'by source',
        'error rate',
        'p75 LCP',
        'p75 INP',
        'p75 CLS',
      ],
      ...table,
    ]),
    source,
  ];
}
