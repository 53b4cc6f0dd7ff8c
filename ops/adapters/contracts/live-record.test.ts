/**
 * The `LiveRecord` contract against both adapters, files and PostgreSQL (a database per test). "Two machines"
 * are two records on one folder or database; a killed command is a child process holding the lock.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { startPgCluster, type PgCluster } from 'api/testing/pg-cluster';
import { repoRoot } from '../../lib/workspace';
import { createFileLiveRecord } from '../folder/file-live-record';
import { liveFile } from '../folder/live';
import {
  emptyLive,
  SwitchConflict,
  switchEntry,
  switchLive,
  withCanary,
  type Live,
  type LiveRecord,
  type LogEntry,
  type WatchCheck,
} from '../../core/live-record';
import { openPgLiveRecord } from '../postgres/pg-live-record';

jest.setTimeout(60_000);

const legal = 'mfe-legal';
const now = new Date('2026-11-25T06:30:00.000Z');

let cluster: PgCluster | undefined;
beforeAll(async () => {
  cluster = await startPgCluster();
});
afterAll(() => cluster?.stop());

const folders: string[] = [];
const records: LiveRecord[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  }
  await Promise.all(records.splice(0).map((record) => record.close()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

interface Backend {
  name: string;
  /** Where a new, empty record is kept: a folder, or a database's URL. */
  fresh(): Promise<string>;
  open(location: string): Promise<LiveRecord>;
  /** Spoils the pointer, as a person or a disk might; the refusal it gets. */
  corrupt(location: string): Promise<RegExp>;
}

const files: Backend = {
  name: 'files',
  fresh: async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'live-record-'));
    folders.push(folder);
    return folder;
  },
  open: async (folder) => createFileLiveRecord(folder),
  corrupt: async (folder) => {
    writeFileSync(path.join(folder, liveFile), '{"apps":');
    return new RegExp(`^${path.join(folder, liveFile)} is not JSON \\(.*\\): put back a good copy`);
  },
};

const database: Backend = {
  name: 'PostgreSQL',
  fresh: () => cluster!.createDatabase(),
  open: openPgLiveRecord,
  corrupt: async (url) => {
    const sql = postgres(url, { max: 1 });
    try {
      await sql`UPDATE release_pointer SET apps = '{"mfe-legal": {"live": 1}}'`;
    } finally {
      await sql.end();
    }
    return new RegExp(`^the release pointer in ${url} is invalid \\(apps\\.mfe-legal\\.live: .*\\): set it to`);
  },
};

const entryFor = (live: Pick<Live, 'apps'>, to: string, who = 'test'): LogEntry =>
  switchEntry(live, legal, to, {
    who,
    command: 'promote',
    gates: { compatibility: 'passed', smoke: 'passed' },
    timings: { gatesMs: 12, prerenderMs: 3 },
  });

/** A command: under the lock, the pointer read, `to` made live for mfe-legal, the switch logged. */
const promote = (record: LiveRecord, to: string): Promise<Live> =>
  record.withLock(
    async () => {
      const live = await record.readLive();
      return record.commitSwitch(live, switchLive(live, legal, to, new Date()), entryFor(live, to));
    },
    { report: () => {} },
  );

/** A release command killed with SIGKILL once it holds the lock: a child process of its own. */
async function holdLockInChild(location: string): Promise<ChildProcess> {
  // One process (no tsx wrapper in front), so its pid is the lock's holder; a group of its own,
  // so afterEach can stop it with anything it started.
  const child = spawn(process.execPath, ['--import', 'tsx', 'ops/testing/hold-release-lock.ts', location], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('holding')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the lock holder ended (${code}) before it held the lock`)));
  });
  return child;
}

/** A promise and its resolve, for a test to say when a step may go on. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

test('a canary sits beside the live release, which it leaves as it was; a promotion clears it', () => {
  const live = switchLive(switchLive(emptyLive, legal, 'A', now), legal, 'B', now);
  const canary = { release: 'C', share: 10, since: now.toISOString() };
  const started = withCanary(live, legal, canary);
  expect(started.apps[legal]).toEqual({ ...live.apps[legal], canary });
  expect(withCanary(started, legal, undefined).apps[legal]).toEqual(live.apps[legal]);
  expect(switchLive(started, legal, 'C', now).apps[legal]).toEqual({
    live: 'C',
    previous: 'B',
    since: now.toISOString(),
  });
  expect(() => withCanary(emptyLive, legal, canary)).toThrow(`nothing of ${legal} is live`);
});

test('a conflict says in words what the switch that won did', () => {
  const live = switchLive(emptyLive, legal, 'A', now);
  const said = (command: LogEntry['command']) =>
    new SwitchConflict({ ...entryFor(emptyLive, 'B', 'op'), command }, { ...live, version: 1 }).message.split(' (')[1];
  expect(['promote', 'rollback', 'start', 'canary'].map((command) => said(command as LogEntry['command']))).toEqual([
    expect.stringMatching(/^op promoted mfe-legal to B at /),
    expect.stringMatching(/^op rolled mfe-legal back to B at /),
    expect.stringMatching(/^op made mfe-legal B live at /),
    expect.stringMatching(/^op gave mfe-legal B as a canary at /),
  ]);
});

test('what was live becomes the previous release; rolling back swaps them', () => {
  const first = switchLive(emptyLive, legal, 'A', now);
  expect(first.apps[legal]).toEqual({ live: 'A', previous: null, since: now.toISOString() });
  const second = switchLive(first, legal, 'B', now);
  expect(second.apps[legal]).toMatchObject({ live: 'B', previous: 'A' });
  expect(switchLive(second, legal, 'A', now).apps[legal]).toMatchObject({ live: 'A', previous: 'B' });
});

const sortedByApp = (checks: WatchCheck[]) => [...checks].sort((a, b) => a.app.localeCompare(b.app));

describe.each([files, database])('the record in $name', (backend) => {
  const open = async (location: string): Promise<LiveRecord> => {
    const record = await backend.open(location);
    records.push(record);
    return record;
  };

  test('a new record has nothing live, at version 0, and an empty log', async () => {
    const record = await open(await backend.fresh());
    expect(await record.readLive()).toEqual(emptyLive);
    expect(await record.readLog()).toEqual([]);
  });

  test('a commit is read back one version up, with its log entry; the next builds on it', async () => {
    const location = await backend.fresh();
    const record = await open(location);
    const first = entryFor(emptyLive, 'A');
    const committed = await record.commitSwitch(emptyLive, switchLive(emptyLive, legal, 'A', now), first);
    expect(committed).toEqual({ ...switchLive(emptyLive, legal, 'A', now), version: 1 });
    expect(await record.readLive()).toEqual(committed);

    const second = entryFor(committed, 'B');
    expect(second.from).toBe('A');
    const next = await record.commitSwitch(committed, switchLive(committed, legal, 'B', now), second);
    expect(next).toMatchObject({ version: 2, apps: { [legal]: { live: 'B', previous: 'A' } } });
    // Another machine reads the same.
    const other = await open(location);
    expect(await other.readLive()).toEqual(next);
    const log = await other.readLog();
    expect(log).toEqual([first, second]);
    // In the order they ran, as `log` shows them.
    expect(log.map((entry) => [Object.keys(entry.gates), Object.keys(entry.timings)])).toEqual(
      [first, second].map((entry) => [Object.keys(entry.gates), Object.keys(entry.timings)]),
    );
  });

  test('the site published for a live set is kept with it', async () => {
    const location = await backend.fresh();
    const record = await open(location);
    const next = { ...switchLive(emptyLive, legal, 'A', now), site: '20261125T063000Z-1' };
    const committed = await record.commitSwitch(emptyLive, next, entryFor(emptyLive, 'A'));
    expect(committed).toEqual({ ...next, version: 1 });
    expect(await (await open(location)).readLive()).toEqual(committed);
  });

  test('a canary and a log entry with its reason are read back as written', async () => {
    const location = await backend.fresh();
    const record = await open(location);
    const first = await record.commitSwitch(
      emptyLive,
      switchLive(emptyLive, legal, 'A', now),
      entryFor(emptyLive, 'A'),
    );
    const canary = { release: 'B', share: 10, since: now.toISOString() };
    const started: LogEntry = {
      ...entryFor(first, 'B'),
      command: 'canary',
      gates: { compatibility: 'passed', smoke: 'passed', share: '10%' },
    };
    const withIt = await record.commitSwitch(first, withCanary(first, legal, canary), started);
    const ended: LogEntry = {
      ...switchEntry(withIt, legal, 'A', { who: 'watcher', command: 'rollback', gates: {}, timings: {} }),
      from: 'B',
      reason: 'error rate 4.1 % over 212 views, live 0.3 % over 1890',
    };
    expect((await (await open(location)).readLive()).apps[legal]).toEqual({ ...first.apps[legal], canary });
    await record.commitSwitch(withIt, withCanary(withIt, legal, undefined), ended);
    const other = await open(location);
    expect((await other.readLive()).apps[legal]).toEqual(first.apps[legal]);
    expect((await other.readLog()).slice(1)).toEqual([started, ended]);
  });

  test("each app's latest watcher check is kept, in place of the one before, without a switch", async () => {
    const location = await backend.fresh();
    const record = await open(location);
    expect(await record.readWatchChecks()).toEqual([]);
    const check = (app: string, at: string, said: string) => ({
      app,
      release: 'B',
      watcher: 'ops@box pid 42',
      everyMs: 30_000,
      at,
      said,
    });
    await record.recordWatchCheck(check(legal, '2026-11-25T12:00:00.000Z', 'waiting'));
    await record.recordWatchCheck(check('mfe-forms', '2026-11-25T12:00:10.000Z', 'healthy'));
    await record.recordWatchCheck(check(legal, '2026-11-25T12:00:30.000Z', 'healthy'));
    const other = await open(location);
    expect(sortedByApp(await other.readWatchChecks())).toEqual([
      check('mfe-forms', '2026-11-25T12:00:10.000Z', 'healthy'),
      check(legal, '2026-11-25T12:00:30.000Z', 'healthy'),
    ]);
    expect(await other.readLive()).toEqual(emptyLive);
  });

  test('of two commits from the same read, one wins; the other is told who won and what is live now', async () => {
    const record = await open(await backend.fresh());
    const read = await record.readLive();
    const results = await Promise.allSettled(
      ['B', 'C'].map((to) =>
        record.commitSwitch(read, switchLive(read, legal, to, now), entryFor(read, to, `op-${to}`)),
      ),
    );
    const won = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const lost = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);

    const conflict = lost[0];
    expect(conflict).toBeInstanceOf(SwitchConflict);
    const live = await record.readLive();
    expect(live).toEqual(won[0]);
    const log = await record.readLog();
    expect(log).toHaveLength(1);
    const winner = log[0]!;
    expect(winner.to).toBe(live.apps[legal]?.live);
    expect((conflict as SwitchConflict).winner).toEqual(winner);
    expect((conflict as SwitchConflict).now).toEqual(live);
    expect((conflict as Error).message).toBe(
      `the live set changed while this command ran (op-${winner.to} promoted ${legal} to ${winner.to} at ${winner.at}); ` +
        `live now: ${legal} ${winner.to}; nothing was switched`,
    );
  });

  test('two machines committing at once, each from a fresh read under the lock: every commit lands, in one order', async () => {
    const location = await backend.fresh();
    const machines = [await open(location), await open(location)];
    const perMachine = 10;
    const committed: { version: number; to: string }[] = [];
    await Promise.all(
      machines.map(async (record, machine) => {
        let last = 0;
        for (let count = 0; count < perMachine; count += 1) {
          const to = `m${machine}-${count}`;
          const { version } = await promote(record, to);
          expect(version).toBeGreaterThan(last);
          last = version;
          committed.push({ version, to });
        }
      }),
    );
    const total = perMachine * machines.length;
    const inOrder = committed.sort((a, b) => a.version - b.version);
    expect(inOrder.map(({ version }) => version)).toEqual(Array.from({ length: total }, (_, index) => index + 1));
    const log = await machines[0]!.readLog();
    expect(log.map((entry) => entry.to)).toEqual(inOrder.map(({ to }) => to));
    expect(await machines[1]!.readLive()).toMatchObject({
      version: total,
      apps: { [legal]: { live: inOrder.at(-1)!.to } },
    });
  });

  test('a second command waits for the lock, hearing once who holds it, and runs when it is free', async () => {
    const location = await backend.fresh();
    const [first, second] = [await open(location), await open(location)];
    const holding = signal();
    const done = signal();
    const order: string[] = [];
    const firstRun = first.withLock(async () => {
      holding.resolve();
      await done.promise;
      order.push('first');
    });
    await holding.promise;

    const heard = signal();
    const reports: string[] = [];
    const secondRun = second.withLock(
      async () => {
        order.push('second');
      },
      {
        report: (message) => {
          reports.push(message);
          heard.resolve();
        },
      },
    );
    await heard.promise;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(order).toEqual([]);
    done.resolve();
    await Promise.all([firstRun, secondRun]);
    expect(order).toEqual(['first', 'second']);
    expect(reports).toEqual([
      expect.stringMatching(
        new RegExp(`^waiting for the release lock held by (\\S+@\\S+ )?pid ${process.pid} \\(.+\\) …$`),
      ),
    ]);
  });

  test('waitMs 0 refuses at once, and a longer wait refuses after it, in one line naming the holder', async () => {
    const location = await backend.fresh();
    const [first, second] = [await open(location), await open(location)];
    const work = jest.fn(async () => 'ran');
    const reports: string[] = [];
    const report = (message: string) => reports.push(message);
    const refusal = (after: string) =>
      new RegExp(
        `^another release command \\((\\S+@\\S+ )?pid ${process.pid}\\) is changing .+${after}; try again when it ends$`,
      );
    await first.withLock(async () => {
      let started = performance.now();
      await expect(second.withLock(work, { waitMs: 0, report })).rejects.toThrow(refusal(''));
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(reports).toEqual([]);

      started = performance.now();
      await expect(second.withLock(work, { waitMs: 300, report })).rejects.toThrow(refusal(' after waiting 0\\.3 s'));
      expect(performance.now() - started).toBeGreaterThanOrEqual(300);
      expect(reports).toHaveLength(1);
    });
    expect(work).not.toHaveBeenCalled();
    await expect(second.withLock(work, { waitMs: 0 })).resolves.toBe('ran');
  });

  test('a command killed with SIGKILL while it holds the lock frees it for the next one, with no one removing it', async () => {
    const location = await backend.fresh();
    const record = await open(location);
    const holder = await holdLockInChild(location);
    await expect(record.withLock(async () => 'ran', { waitMs: 0 })).rejects.toThrow(`pid ${holder.pid})`);

    const exited = new Promise((resolve) => holder.once('exit', resolve));
    process.kill(holder.pid!, 'SIGKILL');
    await exited;
    const reports: string[] = [];
    const started = performance.now();
    await expect(
      record.withLock(async () => 'ran', { waitMs: 10_000, report: (message) => reports.push(message) }),
    ).resolves.toBe('ran');
    expect(performance.now() - started).toBeLessThan(5_000);
    // The files say whose lock they took over; the database freed it when the session closed.
    if (backend === files)
      expect(reports).toEqual([`Removed a stale lock left by pid ${holder.pid}, which no longer runs`]);
    await expect(promote(record, 'A')).resolves.toMatchObject({ version: 1 });
  });

  test('a corrupt pointer is refused in one line naming where it is', async () => {
    const location = await backend.fresh();
    const record = await open(location);
    await promote(record, 'A');
    const refusal = await backend.corrupt(location);
    const read = record.readLive();
    await expect(read).rejects.toThrow(refusal);
    await expect(read).rejects.toThrow(/^[^\n]+$/);
  });
});

describe('the record in PostgreSQL', () => {
  test('several records opening a new database at the same moment migrate it once', async () => {
    const url = await cluster!.createDatabase();
    const opened = await Promise.all(Array.from({ length: 6 }, () => openPgLiveRecord(url)));
    records.push(...opened);
    const sql = postgres(url, { max: 1 });
    try {
      expect(await sql`SELECT version FROM release_schema_migrations`).toEqual([{ version: 3 }]);
      expect(await sql`SELECT count(*)::int AS rows FROM release_pointer`).toEqual([{ rows: 1 }]);
    } finally {
      await sql.end();
    }
    for (const record of opened) expect(await record.readLive()).toEqual(emptyLive);
  });

  test('a switch whose lock session the server ended is refused in one line, even with the database answering', async () => {
    const url = await cluster!.createDatabase();
    const record = await openPgLiveRecord(url);
    records.push(record);
    await promote(record, 'A');
    const before = { live: await record.readLive(), log: await record.readLog() };
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const switching = record.withLock(async () => {
        const live = await record.readLive();
        // As a restart or an operator's pg_terminate_backend does, while the command renders.
        const [session] = await admin<{ pid: number }[]>`
          SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid = ${0x72656c63}::bigint::oid`;
        await admin`SELECT pg_terminate_backend(${session!.pid}, 5000)`;
        return record.commitSwitch(live, switchLive(live, legal, 'B', now), entryFor(live, 'B'));
      });
      await expect(switching).rejects.toThrow(
        /^the release database at \S+ ended this command's session, and the release lock with it \(a restart\?\): nothing was switched; run the command again$/,
      );
    } finally {
      await admin.end();
    }
    expect({ live: await record.readLive(), log: await record.readLog() }).toEqual(before);
    // The lock is free for the next command.
    await expect(promote(record, 'B')).resolves.toMatchObject({ version: 2 });
  });

  test('a database that does not answer is refused in one line within a few seconds, without the password', async () => {
    // Accepts connections and never says a word.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const started = performance.now();
      await expect(openPgLiveRecord(`postgres://app:secret@127.0.0.1:${port}/releases`)).rejects.toThrow(
        new RegExp(
          `^cannot use the release database at postgres://app@127\\.0\\.0\\.1:${port}/releases: it did not answer within 3 s$`,
        ),
      );
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  test('a user the database does not know is refused in one line', async () => {
    const url = (await cluster!.createDatabase()).replace('//app@', '//nobody:secret@');
    await expect(openPgLiveRecord(url)).rejects.toThrow(
      `cannot use the release database at ${url.replace(':secret', '')}: role "nobody" does not exist`,
    );
  });
});
