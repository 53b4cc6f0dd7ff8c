/**
 * `release health` over the api's store on both databases (a SQLite file, a throwaway PostgreSQL
 * cluster) holding the same reports: the same figures, table and summary rows from each, with the
 * live release and its canary from a live record of the test's own.
 */
import path from 'node:path';
import { openSqliteStore } from 'api/sqlite-store';
import { clientA, fieldHealthFigures, knownWindow, view } from 'api/testing/field-report-repository-suite';
import { startKnownHourStores, type KnownHourStores } from '../testing/known-hour-stores';
import { runRelease } from '../testing/release-command';
import { createFileLiveRecord } from '../adapters/folder/file-live-record';
import { releaseHealth } from '../adapters/field-reports/field-reports';
import { healthCommand } from './health';
import { emptyLive, type LiveRecord } from '../core/live-record';

jest.setTimeout(60_000);

let known: KnownHourStores;
let dir: string;
let record: LiveRecord;
let stores: KnownHourStores['env'];

beforeAll(async () => {
  known = await startKnownHourStores();
  ({ dir, env: stores } = known);
  record = createFileLiveRecord(path.join(dir, 'releases'));
  const since = '2026-11-25T09:00:00.000Z';
  await record.commitSwitch(
    emptyLive,
    {
      apps: {
        shell: { live: 'S', previous: null, since },
        'mfe-legal': { live: 'L', previous: null, since, canary: { release: 'C', share: 10, since } },
        'mfe-marketing': { live: 'M2', previous: 'M', since },
      },
    },
    { at: since, who: 'test', command: 'promote', app: 'shell', from: null, to: 'S', gates: {}, timings: {} },
  );
}, 30_000);

afterAll(() => known?.stop());

const hour = { window: '1h', windowMs: 3_600_000 };

describe.each(['SQLite', 'PostgreSQL'] as const)('from %s', (name) => {
  test('the table: per app, the live release, its canary next to it, then the others; units on every figure', async () => {
    const lines = await healthCommand({ record }, stores[name], hour, knownWindow.until);
    expect(lines.slice(0, -1)).toEqual([
      'field health over the last 1h',
      'app            release  role        views  clients  errors  clients erring  by source                error rate  p75 LCP  p75 INP  p75 CLS',
      'shell          S        live        6      2        0       0               -                        0.0 %       -        -        -',
      'mfe-marketing  M2       live        0      0        0       0               -                        -           -        -        -',
      '               M        previous    0      0        1       1               load 1                   -           -        -        -',
      'mfe-legal      L        live        4      2        1       1               load 1                   25.0 %      2.50 s   200 ms   0.10',
      '               C        canary 10%  2      2        2       1               boundary 1, unhandled 1  100.0 %     4.10 s   -        -',
    ]);
    const location =
      name === 'SQLite' ? `SQLite ${stores.SQLite.DATABASE_PATH}` : `PostgreSQL ${stores.PostgreSQL.DATABASE_URL}`;
    expect(lines.at(-1)).toBe(`reports received 2026-11-25T10:00:00.000Z to 2026-11-25T11:00:00.000Z, in ${location}`);
  });

  test('one app', async () => {
    const lines = await healthCommand({ record }, stores[name], { ...hour, app: 'mfe-legal' }, knownWindow.until);
    expect(lines.slice(2, -1).map((line) => line.split(/\s{2,}/).slice(0, 4))).toEqual([
      ['mfe-legal', 'L', 'live', '4'],
      ['', 'C', 'canary 10%', '2'],
    ]);
  });

  test('an empty window says so', async () => {
    const later = new Date(knownWindow.until.getTime() + 2 * 3_600_000);
    expect((await healthCommand({ record }, stores[name], hour, later))[0]).toBe('no reports in the last 1h');
    expect((await healthCommand({ record }, stores[name], { ...hour, app: 'mfe-blog' }, knownWindow.until))[0]).toBe(
      'no reports in the last 1h for mfe-blog',
    );
  });

  test("releaseHealth, the watcher's figures, are the repository's summary", async () => {
    expect(await releaseHealth(stores[name], knownWindow)).toEqual(fieldHealthFigures);
    expect(await releaseHealth(stores[name], { ...knownWindow, app: 'mfe-marketing' })).toEqual(
      fieldHealthFigures.filter((row) => row.app === 'mfe-marketing'),
    );
  });
});

test("releases neither live nor canary follow, the newest first (by the id's time, then its counter)", async () => {
  const file = path.join(dir, 'ids.db');
  const store = await openSqliteStore(file);
  try {
    const ids = ['20261125T100000Z-9', '20261125T100000Z-10', '20261124T235959Z-11'];
    await store.fieldReports.add(
      ids.map((id) => view({ 'mfe-blog': id })),
      knownWindow.since,
      clientA,
    );
  } finally {
    await store.close();
  }
  const lines = await healthCommand(
    { record },
    { DATABASE_PATH: file },
    { ...hour, app: 'mfe-blog' },
    knownWindow.until,
  );
  expect(lines.slice(2, -1).map((line) => line.split(/\s{2,}/).slice(0, 2))).toEqual([
    ['mfe-blog', '20261125T100000Z-10'],
    ['', '20261125T100000Z-9'],
    ['', '20261124T235959Z-11'],
  ]);
});

test('npm run release -- health reads the api store its variables name, and refuses one that is not there', async () => {
  const file = path.join(dir, 'now.db');
  const store = await openSqliteStore(file);
  try {
    await store.fieldReports.add([view({ 'mfe-legal': 'L' })], new Date(Date.now() - 60_000), clientA);
  } finally {
    await store.close();
  }
  const env = { RELEASE_STORE: path.join(dir, 'releases'), RELEASE_DATABASE_URL: '', DATABASE_URL: '' };
  const ran = await runRelease(['health', 'mfe-legal', '--window', '15m'], { ...env, DATABASE_PATH: file });
  expect(ran).toMatchObject({ code: 0, stderr: '' });
  expect(ran.stdout).toContain('\nmfe-legal  L        live');

  const missing = await runRelease(['health'], { ...env, DATABASE_PATH: path.join(dir, 'no.db') });
  expect(missing).toMatchObject({ code: 1, stdout: '' });
  expect(missing.stderr.trim()).toBe(
    `No database at ${path.join(dir, 'no.db')}: check DATABASE_PATH (the api creates it on its first start)`,
  );
});
