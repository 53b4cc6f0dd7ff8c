import {
  acquireLock,
  sameSwitch,
  SwitchConflict,
  switchEntry,
  switchLive,
  withCanary,
  type Clock,
  type Live,
  type LockAttempt,
  type LogEntry,
} from './live-record';

const at = new Date('2026-11-25T06:30:00Z');
const live: Live = {
  apps: { 'mfe-legal': { live: 'L1', previous: 'L0', since: '2026-11-24T06:00:00.000Z' } },
  version: 3,
};

/** A clock whose time moves only when the lock's waiting sleeps. */
function fakeClock(): Clock & { slept: number[] } {
  let now = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  };
}

/** An attempt at a lock held by `holder` for the first `busy` tries. */
function heldFor(busy: number, holder = 'pid 42'): () => Promise<LockAttempt> {
  let tries = 0;
  return async () => (++tries > busy ? { taken: true } : { taken: false, holder });
}

describe('switchLive', () => {
  it('makes the release live, what was live the previous one, since now', () => {
    expect(switchLive(live, 'mfe-legal', 'L2', at)).toEqual({
      apps: { 'mfe-legal': { live: 'L2', previous: 'L1', since: at.toISOString() } },
    });
  });

  it('keeps the previous release when the live one goes live again, and starts an app without one', () => {
    expect(switchLive(live, 'mfe-legal', 'L1', at).apps['mfe-legal']?.previous).toBe('L0');
    expect(switchLive(live, 'mfe-blog', 'B1', at).apps['mfe-blog']).toEqual({
      live: 'B1',
      previous: null,
      since: at.toISOString(),
    });
  });
});

describe('withCanary', () => {
  const canary = { release: 'L2', share: 10, since: at.toISOString() };

  it('gives a canary beside the live release, keeping it and its since, and ends it', () => {
    const started = withCanary(live, 'mfe-legal', canary);
    expect(started.apps['mfe-legal']).toEqual({ ...live.apps['mfe-legal'], canary });
    expect(withCanary(started, 'mfe-legal', undefined).apps['mfe-legal']).toEqual(live.apps['mfe-legal']);
  });

  it('refuses an app with nothing live', () => {
    expect(() => withCanary(live, 'mfe-blog', canary)).toThrow(
      'nothing of mfe-blog is live: a canary needs a live release to share visitors with',
    );
  });
});

describe('switchEntry', () => {
  it('logs the switch from what is live, at the time given', () => {
    const details = { who: 'ana@host', command: 'promote', gates: { whole: 'pass' }, timings: {} } as const;
    expect(switchEntry(live, 'mfe-legal', 'L2', details, at)).toEqual({
      at: at.toISOString(),
      app: 'mfe-legal',
      from: 'L1',
      to: 'L2',
      ...details,
    });
    expect(switchEntry(live, 'mfe-blog', 'B1', details, at).from).toBeNull();
  });

  it('counts two entries of one switch as the same', () => {
    const entry = switchEntry(live, 'mfe-legal', 'L2', { who: 'a', command: 'promote', gates: {}, timings: {} }, at);
    expect(sameSwitch(entry, { ...entry, who: 'b', timings: { switchMs: 1 } })).toBe(true);
    expect(sameSwitch(entry, { ...entry, to: 'L3' })).toBe(false);
    expect(sameSwitch(undefined, entry)).toBe(false);
  });
});

test('a switch that lost names the one that won and what is live now', () => {
  const details = { who: 'ana@host', command: 'rollback', gates: {}, timings: {} } as const;
  const winner: LogEntry = switchEntry(live, 'mfe-legal', 'L2', details, at);
  expect(new SwitchConflict(winner, live).message).toBe(
    `the live set changed while this command ran (ana@host rolled mfe-legal back to L2 at ${at.toISOString()}); ` +
      'live now: mfe-legal L1; nothing was switched',
  );
  expect(new SwitchConflict(undefined, { apps: {}, version: 0 }).message).toBe(
    'the live set changed while this command ran (another command switched); live now: nothing; nothing was switched',
  );
});

describe('acquireLock', () => {
  it('takes a free lock at once, without waiting or a word', async () => {
    const clock = fakeClock();
    const reports: string[] = [];
    await acquireLock(heldFor(0), '/store', 50, clock, { report: (line) => reports.push(line) });
    expect(clock.slept).toEqual([]);
    expect(reports).toEqual([]);
  });

  it('waits for a held lock, polling, and says once who holds it', async () => {
    const clock = fakeClock();
    const reports: string[] = [];
    await acquireLock(heldFor(3), '/store', 50, clock, { waitMs: 1000, report: (line) => reports.push(line) });
    expect(clock.slept).toEqual([50, 50, 50]);
    expect(reports).toEqual(['waiting for the release lock held by pid 42 (/store) …']);
  });

  it('refuses, naming the holder and where, once the wait is over; at once with no wait', async () => {
    const clock = fakeClock();
    await expect(
      acquireLock(heldFor(Infinity), '/store', 40, clock, { waitMs: 100, report: () => undefined }),
    ).rejects.toThrow(
      'another release command (pid 42) is changing /store after waiting 0.1 s; try again when it ends',
    );
    expect(clock.slept).toEqual([40, 40, 20]);
    await expect(acquireLock(heldFor(Infinity), '/store', 40, fakeClock(), { waitMs: 0 })).rejects.toThrow(
      'another release command (pid 42) is changing /store; try again when it ends',
    );
  });
});
