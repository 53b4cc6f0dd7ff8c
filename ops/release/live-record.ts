/**
 * The record of what is live: the pointer (which release of each app is live), the log of every
 * switch, and the lock that serialises the commands that change them. Two backends, one
 * interface, one test suite (live-record.test.ts):
 *   - files beside a folder store (`live.json`, `log.jsonl`, `.lock`): the embedded default;
 *     ./file-live-record.ts
 *   - PostgreSQL when `RELEASE_DATABASE_URL` names one: a row with a version, a table, an
 *     advisory lock held by the command's database session; ./pg-live-record.ts
 *
 * A switch is a compare-and-swap on the pointer's version, with its log entry, in one step: of
 * two commands that read the same pointer, one commits and the other is refused with a
 * `SwitchConflict` naming the switch that won and what is live now.
 */
import * as z from 'zod';

export const liveAppSchema = z.object({
  live: z.string(),
  previous: z.string().nullable(),
  /** When `live` became live (ISO time). */
  since: z.iso.datetime(),
});

export const logEntrySchema = z.object({
  at: z.string(),
  who: z.string(),
  command: z.enum(['promote', 'rollback', 'start']),
  app: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  gates: z.record(z.string(), z.string()),
  /** Milliseconds: the gates, the pointer switch, the re-prerender. */
  timings: z.record(z.string(), z.number()),
});

export type LogEntry = z.infer<typeof logEntrySchema>;
export type LiveApp = z.infer<typeof liveAppSchema>;

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

/** A compare-and-swap that lost: another command switched since this one read the pointer. */
export class SwitchConflict extends Error {
  constructor(
    /** The switch that committed in between (the newest in the log). */
    readonly winner: LogEntry | undefined,
    /** The pointer as it is now. */
    readonly now: Live,
  ) {
    const who = winner
      ? `${winner.who} ${winner.command}d ${winner.app} to ${winner.to} at ${winner.at}`
      : 'another command switched';
    const live = Object.entries(now.apps)
      .map(([app, entry]) => `${app} ${entry.live}`)
      .join(', ');
    super(`the live set changed while this command ran (${who}); live now: ${live || 'nothing'}; nothing was switched`);
    this.name = 'SwitchConflict';
  }
}

export interface LockOptions {
  /** How long to wait for another command's lock before refusing; 0 refuses at once. */
  waitMs?: number;
  /** Hears that the lock is held and this command waits, once, with who holds it. */
  report?: (message: string) => void;
}

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
  /** Ends the backend's connections. */
  close(): Promise<void>;
}

/** The log entry of a switch of `app` in `live` to the release `to`, made now. */
export function switchEntry(
  live: Live,
  app: string,
  to: string,
  details: Pick<LogEntry, 'who' | 'command' | 'gates' | 'timings'>,
): LogEntry {
  return { at: new Date().toISOString(), app, from: live.apps[app]?.live ?? null, to, ...details };
}

/** The live set after `to` goes live for `pkg`: what was live becomes the previous release. */
export function switchLive(live: Live, pkg: string, to: string, now: Date): Omit<Live, 'version'> {
  const current = live.apps[pkg];
  const previous = current && current.live !== to ? current.live : (current?.previous ?? null);
  return { apps: { ...live.apps, [pkg]: { live: to, previous, since: now.toISOString() } } };
}
