/**
 * The console's data, read from real stores: the live set from the function `release status`
 * formats, the releases of each app, the gates and the contract graph on a folder store of small
 * builds (../testing/command-store.ts); the health buckets from field reports in a real SQLite
 * file and a throwaway PostgreSQL cluster.
 */
import path from 'node:path';
import { shellApp } from 'shared/remotes';
import { knownWindow } from 'api/testing/field-report-repository-suite';
import { readFieldHealth } from '../adapters/field-reports/field-reports';
import { createFolderStore } from '../adapters/folder/folder-store';
import { withReleases } from '../commands/open-releases';
import { statusCommand } from '../commands/status';
import { switchEntry, type LogEntry } from '../core/live-record';
import { legal, setUpCommandStore } from '../testing/command-store';
import { startKnownHourStores, type KnownHourStores } from '../testing/known-hour-stores';
import { addReleaseDroppingALinkedPage } from '../testing/dropped-page';
import { addTestRelease } from '../testing/test-store';
import { readConsoleView, readHealth, rollbackTargets } from './read-console';

jest.setTimeout(120_000);

describe('on a folder store', () => {
  const t = setUpCommandStore();
  // No api store here: the page says why it has no health, and shows the rest.
  const env = () => ({ ...t.env, DATABASE_PATH: path.join(t.folder, 'no-such.db') });

  test("its live set is the one `release status` prints, read by the same function; each app's releases newest first", async () => {
    const now = new Date();
    await withReleases(env(), async (releases) => {
      const view = await readConsoleView(releases, env(), {}, now);
      const status = await statusCommand(releases);
      const rows = status.slice(1, 1 + view.liveSet.rows.length).map((line) => line.split(/\s{2,}/).slice(0, 3));
      expect(rows).toEqual(view.liveSet.rows.map((row) => [row.app, row.live?.release ?? '-', row.live?.since ?? '-']));
      expect(view.liveSet.rows.find((row) => row.app === legal)).toMatchObject({
        live: { release: t.ids.first, commit: 'test' },
        previous: null,
        compatible: 'yes',
      });
      expect(view.releases[legal]).toEqual([t.ids.second, t.ids.first]);
      expect(view.releases[shellApp.pkg]).toEqual([t.ids.shell]);
      expect(view.health.series).toEqual([]);
      expect(view.health.source).toMatch(/^the field reports could not be read: /);
      // Nothing is canaried: the first remote's health is shown.
      expect(view.health.app).toBe('mfe-marketing');
    });
  });

  test('it may roll back only to a release that was live before: none while the first is live, the first once another is promoted', async () => {
    await withReleases(env(), async (releases) => {
      expect((await readConsoleView(releases, env(), {})).rollbackTargets[legal]).toEqual([]);
      t.switchInTest(legal, t.ids.second, 'promote');
      expect((await readConsoleView(releases, env(), {})).rollbackTargets[legal]).toEqual([t.ids.first]);
    });
  });

  test('a page reads the pointer once: its live set, health, contract and gates describe one live set', async () => {
    await withReleases(env(), async (releases) => {
      let reads = 0;
      const { record } = releases;
      const counted = {
        ...releases,
        record: new Proxy(record, {
          get: (target, name) => {
            const value: unknown = Reflect.get(target, name);
            if (name === 'readLive') reads += 1;
            return typeof value === 'function' ? value.bind(target) : value;
          },
        }),
      };
      await readConsoleView(counted, env(), { gates: `${legal}@${t.ids.second}` });
      expect(reads).toBe(1);
    });
  });

  test('the log newest first, filtered to one app', async () => {
    await withReleases(env(), async (releases) => {
      const all = await readConsoleView(releases, env(), {});
      expect(all.log.map((entry) => entry.app)).toEqual([legal, shellApp.pkg]);
      const one = await readConsoleView(releases, env(), { log: shellApp.pkg });
      expect(one.log.map((entry) => entry.to)).toEqual([t.ids.shell]);
      expect(one.logApp).toBe(shellApp.pkg);
    });
  });

  test("the gates of a compatible release pass; one dropping a page the shell links to is refused with the gate's sentence", async () => {
    const { candidate, refusal } = await addReleaseDroppingALinkedPage(t);
    await withReleases(env(), async (releases) => {
      const passing = await readConsoleView(releases, env(), { gates: `${legal}@${t.ids.second}` });
      expect(passing.gates).toMatchObject({ app: legal, release: t.ids.second, passes: true });
      expect(passing.gates?.sentence).toContain('the smoke gate');
      const refused = await readConsoleView(releases, env(), { gates: `${legal}@${candidate}` });
      expect(refused.gates).toEqual({ app: legal, release: candidate, passes: false, sentence: refusal });
    });
  });

  test("the contract graph: which app's release loads which module of which other, at the releases served", async () => {
    const store = createFolderStore(t.store);
    const forms = await addTestRelease(store, 'mfe-forms', new Date('2026-11-25T06:30:00Z'), {
      exposes: ['GovernmentForm'],
      contract: { exposes: { GovernmentForm: { props: {} } }, loads: [] },
    });
    const marketing = await addTestRelease(store, 'mfe-marketing', new Date('2026-11-25T06:31:00Z'), {
      contract: {
        exposes: {},
        loads: [
          {
            remote: 'mfe_forms',
            module: 'GovernmentForm',
            passes: { headingLevel: { type: '3', optional: false } },
          },
        ],
      },
    });
    t.switchInTest('mfe-forms', forms.id, 'promote');
    t.switchInTest('mfe-marketing', marketing.id, 'promote');
    await withReleases(env(), async (releases) => {
      const { contract } = await readConsoleView(releases, env(), {});
      expect(contract.nodes).toContainEqual({ app: 'mfe-forms', release: forms.id, role: 'live' });
      expect(contract.edges).toEqual([
        {
          consumer: { app: 'mfe-marketing', release: marketing.id },
          provider: { app: 'mfe-forms', release: forms.id },
          module: 'GovernmentForm',
          passes: ['headingLevel'],
        },
      ]);
    });
  });
});

test('rollback targets: switched to for every visitor before, or the previous one; not a canary, not live, not pruned; newest first', () => {
  const entry = (command: LogEntry['command'], app: string, from: string | null, to: string): LogEntry => ({
    ...switchEntry({ apps: {} }, app, to, { who: 'test', command, gates: {}, timings: {} }),
    from,
  });
  const log = [
    entry('start', legal, null, 'A'),
    entry('promote', legal, 'A', 'B'),
    // C was a canary only, ended by a rollback to B.
    entry('canary', legal, 'B', 'C'),
    entry('rollback', legal, 'C', 'B'),
    entry('promote', legal, 'B', 'D'),
    entry('promote', 'mfe-forms', null, 'F'),
  ];
  const stored = ['E', 'D', 'C', 'B', 'A', 'P'];
  expect(rollbackTargets(log, legal, { live: 'D', previous: 'P' }, stored)).toEqual(['B', 'A', 'P']);
  // A pruned, E never switched to.
  expect(rollbackTargets(log, legal, { live: 'D', previous: 'B' }, ['E', 'D', 'C', 'B'])).toEqual(['B']);
  expect(rollbackTargets([], legal, undefined, stored)).toEqual([]);
});

describe('health from the field reports', () => {
  let known: KnownHourStores;
  // mfe-legal's live release L and its canary C, as the known hour reports them.
  const live = {
    apps: {
      'mfe-legal': {
        live: 'L',
        previous: null,
        since: '2026-11-25T09:00:00.000Z',
        canary: { release: 'C', share: 10, since: '2026-11-25T09:00:00.000Z' },
      },
    },
  };

  beforeAll(async () => {
    known = await startKnownHourStores();
  }, 60_000);
  afterAll(() => known?.stop());

  test.each(['SQLite', 'PostgreSQL'] as const)(
    'from %s: live and canary are two series of 5-minute buckets over the hour, summing to its figures',
    async (name) => {
      const env = known.env[name];
      // The hour's last instant: its bucket ends the window.
      const health = await readHealth(env, live, legal, '1h', new Date(knownWindow.until.getTime() - 1));
      expect({ since: health.since, until: health.until }).toEqual({
        since: knownWindow.since.toISOString(),
        until: knownWindow.until.toISOString(),
      });
      expect(health.series.map(({ release, role, points }) => [release, role, points.length])).toEqual([
        ['L', 'live', 12],
        ['C', 'canary', 12],
      ]);
      const { rows } = await readFieldHealth(env, { ...knownWindow, app: legal });
      for (const series of health.series) {
        const whole = rows.find((row) => row.release === series.release)!;
        expect(series.points.reduce((sum, point) => sum + point.views, 0)).toBe(whole.views);
      }
      const [liveSeries, canarySeries] = health.series;
      // 10:00 (client A) and 10:30 (client B, who saw L's load error).
      expect(liveSeries!.points[0]).toEqual({
        at: '2026-11-25T10:00:00.000Z',
        views: 3,
        clients: 1,
        errorRate: 0,
        lcp: null,
        inp: null,
        cls: null,
      });
      expect(liveSeries!.points[6]).toEqual({
        at: '2026-11-25T10:30:00.000Z',
        views: 1,
        clients: 1,
        errorRate: 1,
        lcp: 2500,
        inp: 200,
        cls: 0.1,
      });
      expect(liveSeries!.points[1]).toMatchObject({ views: 0, clients: 0, errorRate: null, lcp: null });
      expect(canarySeries!.points[6]).toMatchObject({ views: 1, clients: 1, errorRate: 1, lcp: 4100.5 });
      expect(health.errorsBySource).toEqual([
        { release: 'L', source: 'load', errors: 1 },
        { release: 'C', source: 'boundary', errors: 1 },
        { release: 'C', source: 'unhandled', errors: 1 },
      ]);
      // The watcher's line: 1 of L's 2 clients saw an error, plus its 2-point margin.
      expect(health.thresholds).toEqual({ errorRate: 0.52, lcp: 2500, inp: 200, cls: 0.1 });
      expect(health.source).toContain(name);
    },
  );

  test.each(['2026-11-25T10:31:20Z', '2026-11-25T12:00:00Z'])(
    'each window has its buckets on round boundaries, the last one holding now (%s; the second on every boundary)',
    async (at) => {
      const now = new Date(at);
      const expected = { '15m': [15, 60_000], '1h': [12, 300_000], '24h': [24, 3_600_000], '7d': [28, 21_600_000] };
      for (const [window, [count, ms]] of Object.entries(expected)) {
        const health = await readHealth(known.env.SQLite, live, legal, window as keyof typeof expected, now);
        const points = health.series[0]?.points ?? [];
        expect(points.length).toBe(count);
        expect(Date.parse(points[1]!.at) - Date.parse(points[0]!.at)).toBe(ms);
        const until = Date.parse(health.until);
        expect(until % ms!).toBe(0);
        // The last bucket starts at or before now and ends after it.
        expect(Date.parse(points.at(-1)!.at)).toBeLessThanOrEqual(now.getTime());
        expect(until - now.getTime()).toBeGreaterThan(0);
        expect(until - now.getTime()).toBeLessThanOrEqual(ms!);
        expect(Date.parse(health.since)).toBe(until - count! * ms!);
      }
    },
  );
});
