import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openSqliteStore } from 'api/sqlite-store';
import { error, view } from 'api/testing/field-report-repository-suite';
import { canaryVerdict, defaultThresholds } from '../core/canary-verdict';
import { liveFile } from '../adapters/folder/live';
import type { Canary } from '../core/live-record';
import { samplesOf, startWatcher, watchCanary, type WatchSources } from './watch';

const options = { thresholds: { ...defaultThresholds, minViews: 10 }, windowMs: 10 * 60_000, everyMs: 1000 };
const started = new Date('2026-11-25T12:00:00Z');

/** A canary of mfe-legal whose reports arrive check by check: `samples[i]` is what check i reads. */
function sources(
  samples: Array<{ canary: [number, number]; live: [number, number] }>,
  canary: Canary | undefined = { release: 'candidate', share: 50, since: started.toISOString() },
) {
  let check = 0;
  let current: Canary | undefined = canary;
  const lines: string[] = [];
  const ended: Array<{ release: string; reason: string }> = [];
  const since: Date[] = [];
  const checks: Array<{ release: string; said: string }> = [];
  const fake: WatchSources = {
    current: async () => ({ live: 'live-release', ...(current && { canary: current }) }),
    samples: async (releases, from) => {
      since.push(from);
      const figures = samples[Math.min(check, samples.length - 1)]!;
      return releases.map((release) => {
        const [views, errors] = release === 'candidate' ? figures.canary : figures.live;
        return { release, views, errors };
      });
    },
    endCanary: async (release, reason) => {
      ended.push({ release, reason });
      current = undefined;
    },
    checked: async (release, said) => {
      checks.push({ release, said });
    },
    report: (line) => lines.push(line),
    wait: async () => {
      check += 1;
      // The operator completes the canary after the fifth check.
      if (check === 5) current = undefined;
    },
    now: () => new Date(started.getTime() + (check + 1) * 60 * 60_000),
  };
  return { fake, lines, ended, since, checks };
}

describe('watchCanary', () => {
  it('rolls a failing canary back once the sample is enough, with the figures as the reason', async () => {
    const { fake, lines, ended } = sources([
      { canary: [4, 4], live: [4, 0] },
      { canary: [40, 38], live: [41, 0] },
    ]);
    const end = await watchCanary('mfe-legal', fake, options);
    expect(end.kind).toBe('rolled-back');
    expect(ended).toHaveLength(1);
    expect(ended[0]!.release).toBe('candidate');
    expect(ended[0]!.reason).toMatch(
      /38 of 40 clients saw an error .* live live-release: 0 of 41 clients saw an error/,
    );
    expect(lines[0]).toContain('wait');
    expect(lines.at(-1)).toContain('rolled the canary candidate back');
  });

  it('leaves a healthy canary alone until it is completed, saying each new figure once', async () => {
    const { fake, lines, ended, checks } = sources([
      { canary: [40, 0], live: [40, 0] },
      { canary: [40, 0], live: [40, 0] },
      { canary: [80, 1], live: [80, 1] },
    ]);
    const end = await watchCanary('mfe-legal', fake, options);
    expect(end.kind).toBe('no-canary');
    expect(ended).toEqual([]);
    expect(lines.filter((line) => line.includes('healthy'))).toHaveLength(2);
    // Every check is recorded, said or not: `status` reads it to call the canary watched.
    expect(checks).toHaveLength(5);
    expect(checks.at(-1)).toEqual({
      release: 'candidate',
      said: expect.stringMatching(/^mfe-legal canary candidate at 50 %: healthy/),
    });
    expect(lines.at(-1)).toContain('no canary now');
  });

  it('keeps watching through a failed check after the first, and says so once; a first check that fails ends it', async () => {
    const { fake, lines, ended } = sources([
      { canary: [40, 0], live: [40, 0] },
      { canary: [40, 0], live: [40, 0] },
      { canary: [40, 0], live: [40, 0] },
      { canary: [40, 38], live: [41, 0] },
    ]);
    const read = fake.samples;
    let calls = 0;
    // The database is restarting during the second and third checks.
    fake.samples = async (releases, from) => {
      calls += 1;
      if (calls === 2 || calls === 3) throw new Error('connect ECONNREFUSED 127.0.0.1:5432\nat TCPConnectWrap');
      return read(releases, from);
    };
    expect((await watchCanary('mfe-legal', fake, options)).kind).toBe('rolled-back');
    expect(ended).toHaveLength(1);
    expect(lines.filter((line) => line.includes('could not check'))).toEqual([
      expect.stringMatching(
        /could not check the canary of mfe-legal: connect ECONNREFUSED 127\.0\.0\.1:5432; trying again every 1 s$/,
      ),
    ]);

    const first = sources([{ canary: [0, 0], live: [0, 0] }]);
    first.fake.current = async () => {
      throw new Error('No database at /nowhere/api.db');
    };
    await expect(watchCanary('mfe-legal', first.fake, options)).rejects.toThrow('No database at /nowhere/api.db');
  });

  it('reads the reports of the window, never from before the canary started', async () => {
    const { fake, since } = sources([{ canary: [0, 0], live: [0, 0] }]);
    await watchCanary('mfe-legal', fake, { ...options, windowMs: 90 * 60_000 });
    // First check at 13:00, 90 minutes back would be 11:30: the canary started at 12:00.
    expect(since[0]).toEqual(started);
    // Fifth check at 17:00: 15:30.
    expect(since.at(-1)).toEqual(new Date('2026-11-25T15:30:00Z'));
  });
});

describe('the samples the verdict weighs, from the api store: clients, not reports', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'watch-samples-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const since = () => new Date(Date.now() - 10 * 60_000);
  const address = (index: number) => `10.0.${Math.floor(index / 256)}.${index % 256}`;

  /** `count` clients from `first` on, each viewing `release` once; `erring` of them also see an error. */
  async function visitors(file: string, release: string, first: number, count: number, erring = 0) {
    const store = await openSqliteStore(file);
    try {
      for (let index = 0; index < count; index += 1) {
        const reports = [
          view({ 'mfe-legal': release }),
          ...(index < erring ? [error('mfe-legal', release, 'boundary')] : []),
        ];
        await store.fieldReports.add(reports, new Date(Date.now() - 60_000), address(first + index));
      }
    } finally {
      await store.close();
    }
  }

  /** One client sending `batches` batches of 20 copies of `report`. */
  async function flood(file: string, report: ReturnType<typeof view>, batches: number) {
    const store = await openSqliteStore(file);
    try {
      const batch = Array.from({ length: 20 }, () => report);
      for (let index = 0; index < batches; index += 1) await store.fieldReports.add(batch, new Date(), '203.0.113.66');
    } finally {
      await store.close();
    }
  }

  it("one client's flood of error reports about a healthy canary rolls nothing back", async () => {
    const file = path.join(dir, 'api.db');
    await visitors(file, 'L', 0, 300);
    await visitors(file, 'C', 300, 300);
    await flood(file, error('mfe-legal', 'C', 'boundary'), 50);
    const [canary, live] = await samplesOf({ DATABASE_PATH: file }, 'mfe-legal', ['C', 'L'], since());
    expect([canary, live]).toEqual([
      { release: 'C', views: 300, errors: 1 },
      { release: 'L', views: 300, errors: 0 },
    ]);
    expect(canaryVerdict(canary!, live!, defaultThresholds).kind).toBe('healthy');
  });

  it('a canary that fails its clients is rolled back under one client’s flood of clean views', async () => {
    const file = path.join(dir, 'api.db');
    await visitors(file, 'L', 0, 30);
    await visitors(file, 'C', 30, 30, 30);
    await flood(file, view({ 'mfe-legal': 'C' }), 50);
    const [canary, live] = await samplesOf({ DATABASE_PATH: file }, 'mfe-legal', ['C', 'L'], since());
    expect([canary, live]).toEqual([
      { release: 'C', views: 31, errors: 30 },
      { release: 'L', views: 30, errors: 0 },
    ]);
    expect(canaryVerdict(canary!, live!, { ...defaultThresholds, minViews: 20 }).kind).toBe('rollback');
  });
});

describe('startWatcher', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'watcher-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('says why nothing watches a canary whose field reports cannot be read, and how to start a watcher', async () => {
    const lines = await startWatcher('mfe-legal', { DATABASE_PATH: path.join(dir, 'none.db') });
    expect(lines).toEqual([
      expect.stringMatching(
        /^not watched: No database at .*none\.db.*; start the watcher where the api's store is reachable: npm run release -- watch mfe-legal$/,
      ),
    ]);
  });

  it('starts `release watch` in the background, its output in the log file it names', async () => {
    const databasePath = path.join(dir, 'api.db');
    await (await openSqliteStore(databasePath)).close();
    const store = path.join(dir, 'store');
    mkdirSync(store);
    const since = new Date().toISOString();
    writeFileSync(
      path.join(store, liveFile),
      JSON.stringify({ apps: { 'mfe-legal': { live: '20261125T100000Z-1', previous: null, since } }, version: 1 }),
    );
    const [line] = await startWatcher('mfe-legal', { DATABASE_PATH: databasePath, RELEASE_STORE: store });
    const [, pid, logFile] = /^watching the canary: pid (\d+), log (\S+) /.exec(line ?? '') ?? [];
    expect(Number(pid)).toBeGreaterThan(0);
    // No canary to watch here: the watcher says so and ends by itself.
    const deadline = Date.now() + 30_000;
    while (!readFileSync(logFile!, 'utf8').includes('the watch ends') && Date.now() < deadline) await sleep(200);
    expect(readFileSync(logFile!, 'utf8')).toContain(
      'mfe-legal has no canary now (completed or ended): the watch ends',
    );
    rmSync(logFile!);
  }, 40_000);
});
