/**
 * Which release of each app is live, and the log of how it got there. `live.json` is small and
 * replaced whole (written beside it, then renamed over it), so a server reading it on each
 * request sees the old pointer or the new one, never half of one.
 *
 * A switch and its log line are one step (`commitSwitch`): the pointer is written with the
 * switch's log entry inside it, in the one rename, and then the line is appended to `log.jsonl`.
 * A command stopped between the two leaves the line in the pointer: the log is read with it, and
 * the next switch appends it first. (A store in a database writes both in one transaction.)
 */
import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';

const liveAppSchema = z.object({
  live: z.string(),
  previous: z.string().nullable(),
  /** When `live` became live (ISO time). */
  since: z.iso.datetime(),
});

const logEntrySchema = z.object({
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

const liveSchema = z.object({
  apps: z.record(z.string(), liveAppSchema),
  /** The switch that made this pointer, written with it (pointers written before have none). */
  lastSwitch: logEntrySchema.optional(),
});

export type LiveApp = z.infer<typeof liveAppSchema>;
export type Live = z.infer<typeof liveSchema>;

/** The log entry of a switch of `app` in `live` to the release `to`, made now. */
export function switchEntry(
  live: Live,
  app: string,
  to: string,
  details: Pick<LogEntry, 'who' | 'command' | 'gates' | 'timings'>,
): LogEntry {
  return { at: new Date().toISOString(), app, from: live.apps[app]?.live ?? null, to, ...details };
}

export const liveFile = 'live.json';
export const logFile = 'log.jsonl';

/** The pointer; a corrupt one is refused in one line naming the file and what to do. */
export function readLive(store: string): Live {
  const file = path.join(store, liveFile);
  if (!existsSync(file)) return { apps: {} };
  const fix = 'put back a good copy, or remove it and promote what `npm run release -- log` says was live';
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not JSON (${(error as Error).message}): ${fix}`, { cause: error });
  }
  const result = liveSchema.safeParse(json);
  if (!result.success) {
    const [issue] = result.error.issues;
    throw new Error(`${file} is invalid (${issue?.path.join('.') || 'root'}: ${issue?.message}): ${fix}`);
  }
  return result.data;
}

/**
 * A reader of the pointer for a server that reads it on each request: when the file turns
 * corrupt, it goes on answering the last pointer it read whole and reports the problem once
 * (live.json is only ever replaced whole, so corruption is a person's or a disk's doing, and
 * serving the last good live set beats answering every page with an error). Without one read
 * whole since it started, it throws.
 */
export function lastGoodLive(store: string, report: (message: string) => void = console.error): () => Live {
  let good: Live | undefined;
  let reported = '';
  return () => {
    try {
      good = readLive(store);
      reported = '';
    } catch (error) {
      if (!good) throw error;
      const message = (error as Error).message;
      if (message !== reported) report(`${message}; serving the live set read before`);
      reported = message;
    }
    return good;
  };
}

export function writeLive(store: string, live: Live): void {
  const file = path.join(store, liveFile);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(live, null, 2)}\n`);
  renameSync(temporary, file);
}

/** The pointer after `to` goes live for `pkg`: what was live becomes the previous release. */
export function switchLive(live: Live, pkg: string, to: string, now: Date): Live {
  const current = live.apps[pkg];
  const previous = current && current.live !== to ? current.live : (current?.previous ?? null);
  return { apps: { ...live.apps, [pkg]: { live: to, previous, since: now.toISOString() } } };
}

function appendLog(store: string, entry: LogEntry): void {
  appendFileSync(path.join(store, logFile), `${JSON.stringify(entry)}\n`);
}

function readLogFile(store: string): LogEntry[] {
  const file = path.join(store, logFile);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LogEntry);
}

const sameEntry = (a: LogEntry | undefined, b: LogEntry) => a?.at === b.at && a.app === b.app && a.to === b.to;

/** The pointer's switch when log.jsonl has not got its line yet (a command stopped in between). */
function unloggedSwitch(live: Live, log: readonly LogEntry[]): LogEntry | undefined {
  const last = live.lastSwitch;
  return last && !sameEntry(log.at(-1), last) ? last : undefined;
}

/** Every switch, oldest first, the pointer's own included. */
export function readLog(store: string): LogEntry[] {
  const log = readLogFile(store);
  const unlogged = unloggedSwitch(readLive(store), log);
  return unlogged ? [...log, unlogged] : log;
}

/**
 * Switches the pointer to `next` and logs `entry`, as one step (see the top of this file).
 * `current` is the pointer it replaces, as the caller read it holding the store's lock.
 */
export function commitSwitch(store: string, current: Live, next: Live, entry: LogEntry): void {
  const unlogged = unloggedSwitch(current, readLogFile(store));
  if (unlogged) appendLog(store, unlogged);
  writeLive(store, { apps: next.apps, lastSwitch: entry });
  appendLog(store, entry);
}
