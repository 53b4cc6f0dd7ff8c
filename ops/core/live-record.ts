/**
 * The pointer (which release of each app is live), the log of every switch and the lock
 * (`LiveRecord`), and the live set's model. A switch is a compare-and-swap on the pointer's
 * version with its log entry: of two commands that read one pointer, the second is refused.
 */
import * as z from 'zod';

/** A candidate served to a share of visitors (`promote --canary N`) while `live` serves the rest. */
export const canarySchema = z.object({
  release: z.string(),
  /** Percent of visitors, 1–99: those whose cohort number (0–99) is below it. */
  share: z.number().int().min(1).max(99),
  /** When the canary started (ISO time); widening it keeps this. */
  since: z.iso.datetime(),
});

export const liveAppSchema = z.object({
  live: z.string(),
  previous: z.string().nullable(),
  /** When `live` became live (ISO time). */
  since: z.iso.datetime(),
  canary: canarySchema.optional(),
});

/** Which release of each app is live, by package name: `Live.apps`. */
export const liveAppsSchema = z.record(z.string(), liveAppSchema);

export const logEntrySchema = z.object({
  at: z.string(),
  who: z.string(),
  /** `canary`: a candidate given to a share of visitors, or its share changed (`gates.share`). */
  command: z.enum(['promote', 'rollback', 'start', 'canary']),
  app: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  gates: z.record(z.string(), z.string()),
  /** Milliseconds: the gates, the pointer switch, the re-prerender. */
  timings: z.record(z.string(), z.number()),
  /** Why, when a command decided on its own (the canary watcher's rollback, with its figures). */
  reason: z.string().optional(),
});

export type LogEntry = z.infer<typeof logEntrySchema>;
export type LiveApp = z.infer<typeof liveAppSchema>;
export type Canary = z.infer<typeof canarySchema>;

export interface Live {
  apps: Record<string, LiveApp>;
  /** Counts the switches: the compare-and-swap compares it (0 before the first). */
  version: number;
  /**
   * The site published for this live set (a bucket store's site id, ./release-store.ts): the one
   * the web servers must serve. Absent on a folder store, whose server reads the pointer itself.
   */
  site?: string;
}

/** The pointer before anything went live. */
export const emptyLive: Live = { apps: {}, version: 0 };

/** What a switch did, in words: `promoted mfe-legal to 20261125T063000Z-2`. */
function switchDone({ command, app, to }: LogEntry): string {
  switch (command) {
    case 'promote':
      return `promoted ${app} to ${to}`;
    case 'rollback':
      return `rolled ${app} back to ${to}`;
    case 'start':
      return `made ${app} ${to} live`;
    case 'canary':
      return `gave ${app} ${to} as a canary`;
  }
}

/** A compare-and-swap that lost: another command switched since this one read the pointer. */
export class SwitchConflict extends Error {
  constructor(
    /** The switch that committed in between (the newest in the log). */
    readonly winner: LogEntry | undefined,
    /** The pointer as it is now. */
    readonly now: Live,
  ) {
    const who = winner ? `${winner.who} ${switchDone(winner)} at ${winner.at}` : 'another command switched';
    const live = Object.entries(now.apps)
      .map(([app, entry]) => `${app} ${entry.live}`)
      .join(', ');
    super(`the live set changed while this command ran (${who}); live now: ${live || 'nothing'}; nothing was switched`);
    this.name = 'SwitchConflict';
  }
}

/** How long a command waits for another's lock by default: longer than a promote takes. */
export const lockWaitMs = 10 * 60_000;

export interface LockOptions {
  /** How long to wait for another command's lock before refusing (`lockWaitMs`); 0 refuses at once. */
  waitMs?: number;
  /**
   * Hears that the lock is held and this command waits, once, with who holds it; and, on files,
   * that a lock left by a command that no longer runs was taken over. console.warn by default.
   */
  report?: (message: string) => void;
}

/** Time for the lock's waiting: milliseconds now, and a pause (ops/lib/clock.ts; a fake in tests). */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

/** A backend's attempt at its lock: taken, or who holds it (`pid 1234`, `user@host pid 1234`). */
export type LockAttempt = { taken: true } | { taken: false; holder: string };

/**
 * The waiting of the backends' `withLock`: tries `attempt` every `pollMs` until it takes the lock,
 * reporting once who holds it, and refuses in one line naming the holder and `location` when
 * `waitMs` has passed (at once with 0).
 */
export async function acquireLock(
  attempt: () => Promise<LockAttempt>,
  location: string,
  pollMs: number,
  clock: Clock,
  { waitMs = lockWaitMs, report = console.warn }: LockOptions = {},
): Promise<void> {
  const started = clock.now();
  let waiting = false;
  for (;;) {
    const result = await attempt();
    if (result.taken) return;
    const waited = clock.now() - started;
    if (waited >= waitMs) {
      const after = waitMs > 0 ? ` after waiting ${(waited / 1000).toFixed(1)} s` : '';
      throw new Error(
        `another release command (${result.holder}) is changing ${location}${after}; try again when it ends`,
      );
    }
    if (!waiting) report(`waiting for the release lock held by ${result.holder} (${location}) …`);
    waiting = true;
    await clock.sleep(Math.min(pollMs, waitMs - waited));
  }
}

/**
 * A canary watcher's latest check (`release watch`): `status` calls a canary watched while its
 * watcher keeps checking on time.
 */
export const watchCheckSchema = z.object({
  app: z.string(),
  /** The canary release it judged. */
  release: z.string(),
  /** Who runs it: `user@host pid N`. */
  watcher: z.string(),
  /** How often it checks. */
  everyMs: z.number().int().positive(),
  /** When it last checked (ISO time). */
  at: z.iso.datetime(),
  /** What that check said: its verdict, or why it could not check. */
  said: z.string(),
});
export type WatchCheck = z.infer<typeof watchCheckSchema>;

export interface LiveRecord {
  /** Where it is kept, for messages: a folder, or the database URL without its password. */
  readonly location: string;
  /** The pointer; a corrupt one is refused in one line naming where and what to do. */
  readLive(): Promise<Live>;
  /** Every switch, oldest first. */
  readLog(): Promise<LogEntry[]>;
  /**
   * Switches the pointer from `current` (as read holding the lock) to `next` and logs `entry`,
   * as one step; refused with a `SwitchConflict` when the pointer is no longer at
   * `current.version`. Returns the pointer committed (its version one up).
   */
  commitSwitch(current: Live, next: Omit<Live, 'version'>, entry: LogEntry): Promise<Live>;
  /**
   * Runs `work` holding the one lock of the release commands. A lock whose holder died (a
   * command killed, on any machine) is free again without anyone removing it by hand.
   */
  withLock<T>(work: () => Promise<T>, options?: LockOptions): Promise<T>;
  /** Keeps a watcher's latest check, in place of its app's one before. */
  recordWatchCheck(check: WatchCheck): Promise<void>;
  /** The latest watcher check of each app that had one. */
  readWatchChecks(): Promise<WatchCheck[]>;
  /** Ends the backend's connections. */
  close(): Promise<void>;
}

/** Whether two log entries are the one switch (a log copied or written twice holds it once). */
export const sameSwitch = (a: LogEntry | undefined, b: LogEntry): boolean =>
  a?.at === b.at && a.app === b.app && a.to === b.to;

/** The log entry of a switch of `app` in `live` to the release `to`, made `now`. */
export function switchEntry(
  live: Pick<Live, 'apps'>,
  app: string,
  to: string,
  details: Pick<LogEntry, 'who' | 'command' | 'gates' | 'timings'>,
  now = new Date(),
): LogEntry {
  return { at: now.toISOString(), app, from: live.apps[app]?.live ?? null, to, ...details };
}

/** The live set after `to` goes live for `pkg`: what was live becomes the previous release. */
export function switchLive(live: Pick<Live, 'apps'>, pkg: string, to: string, now: Date): Omit<Live, 'version'> {
  const current = live.apps[pkg];
  const previous = current && current.live !== to ? current.live : (current?.previous ?? null);
  return { apps: { ...live.apps, [pkg]: { live: to, previous, since: now.toISOString() } } };
}

/**
 * The live set with `canary` given to `pkg` beside its live release, or its canary ended
 * (`undefined`); the live release and its `since` are kept.
 */
export function withCanary(live: Pick<Live, 'apps'>, pkg: string, canary: Canary | undefined): Omit<Live, 'version'> {
  const current = live.apps[pkg];
  if (!current) throw new Error(`nothing of ${pkg} is live: a canary needs a live release to share visitors with`);
  const { canary: _ended, ...kept } = current;
  return { apps: { ...live.apps, [pkg]: canary ? { ...kept, canary } : kept } };
}
