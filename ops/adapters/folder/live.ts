/**
 * The pointer and the log beside a folder store. `live.json` is replaced whole by a rename, so a
 * server reading it on each request sees the old pointer or the new one. A switch writes its log
 * entry inside the pointer, then appends it to `log.jsonl`: a command stopped between the two
 * leaves the line in the pointer, which the log is read with and the next switch appends first.
 */
import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import {
  liveAppsSchema,
  logEntrySchema,
  SwitchConflict,
  sameSwitch,
  type Live as RecordLive,
  type LogEntry,
} from '../../core/live-record';

/** A pointer to write: `switchLive` leaves the version to the commit, and one without is at 0. */
type LiveToWrite = Omit<RecordLive, 'version'> & { version?: number };

const pointerSchema = z.object({
  apps: liveAppsSchema,
  // Pointers written before the compare-and-swap have none: no switch was counted.
  version: z.number().int().nonnegative().default(0),
  site: z.string().optional(),
  /** The switch that made this pointer, written with it (pointers written before have none). */
  lastSwitch: logEntrySchema.optional(),
});

type Pointer = z.infer<typeof pointerSchema>;

export const liveFile = 'live.json';
export const logFile = 'log.jsonl';

function readPointer(store: string): Pointer {
  const file = path.join(store, liveFile);
  if (!existsSync(file)) return { apps: {}, version: 0 };
  const fix = 'put back a good copy, or remove it and promote what `npm run release -- log` says was live';
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not JSON (${(error as Error).message}): ${fix}`, { cause: error });
  }
  const result = pointerSchema.safeParse(json);
  if (!result.success) {
    const [issue] = result.error.issues;
    throw new Error(`${file} is invalid (${issue?.path.join('.') || 'root'}: ${issue?.message}): ${fix}`);
  }
  return result.data;
}

const recordLive = ({ apps, version, site }: Pointer): RecordLive => ({ apps, version, ...(site && { site }) });

/** The pointer; a corrupt one is refused in one line naming the file and what to do. */
export function readLive(store: string): RecordLive {
  return recordLive(readPointer(store));
}

/** Replaces the pointer whole; one without a version is at 0. */
export function writeLive(store: string, live: LiveToWrite & { lastSwitch?: LogEntry }): void {
  const file = path.join(store, liveFile);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ ...live, version: live.version ?? 0 }, null, 2)}\n`);
  renameSync(temporary, file);
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

/** The pointer's switch when log.jsonl has not got its line yet (a command stopped in between). */
function unloggedSwitch(pointer: Pointer, log: readonly LogEntry[]): LogEntry | undefined {
  const last = pointer.lastSwitch;
  return last && !sameSwitch(log.at(-1), last) ? last : undefined;
}

function logWith(pointer: Pointer, log: LogEntry[]): LogEntry[] {
  const unlogged = unloggedSwitch(pointer, log);
  return unlogged ? [...log, unlogged] : log;
}

/** Every switch, oldest first, the pointer's own included. */
export function readLog(store: string): LogEntry[] {
  return logWith(readPointer(store), readLogFile(store));
}

/**
 * Switches the pointer from `current` to `next` and logs `entry`, as one step (see the top of
 * this file); refused with a `SwitchConflict` when the pointer's version is no longer
 * `current`'s. The caller holds the store's lock (./lock.ts), which makes the compare and the
 * rename one step. Returns the pointer committed.
 */
export function commitSwitch(
  store: string,
  current: Pick<RecordLive, 'version'>,
  next: Omit<RecordLive, 'version'>,
  entry: LogEntry,
): RecordLive {
  const pointer = readPointer(store);
  const log = readLogFile(store);
  if (pointer.version !== current.version) {
    throw new SwitchConflict(logWith(pointer, log).at(-1), recordLive(pointer));
  }
  const unlogged = unloggedSwitch(pointer, log);
  if (unlogged) appendLog(store, unlogged);
  const committed = recordLive({ apps: next.apps, version: pointer.version + 1, site: next.site });
  writeLive(store, { ...committed, lastSwitch: entry });
  appendLog(store, entry);
  return committed;
}
