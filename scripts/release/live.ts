/**
 * Which release of each app is live, and the log of how it got there. `live.json` is small and
 * replaced whole (written beside it, then renamed over it), so a server reading it on each
 * request sees the old pointer or the new one, never half of one.
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

const liveSchema = z.object({ apps: z.record(z.string(), liveAppSchema) });

export type LiveApp = z.infer<typeof liveAppSchema>;
export type Live = z.infer<typeof liveSchema>;

export const liveFile = 'live.json';
export const logFile = 'log.jsonl';

export function readLive(store: string): Live {
  const file = path.join(store, liveFile);
  if (!existsSync(file)) return { apps: {} };
  const result = liveSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) throw new Error(`${file} is invalid: ${result.error.issues[0]?.message}`);
  return result.data;
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

export interface LogEntry {
  at: string;
  who: string;
  command: 'promote' | 'rollback' | 'start';
  app: string;
  from: string | null;
  to: string;
  gates: Record<string, string>;
  /** Milliseconds: the gates, the pointer switch, the re-prerender. */
  timings: Record<string, number>;
}

export function appendLog(store: string, entry: LogEntry): void {
  appendFileSync(path.join(store, logFile), `${JSON.stringify(entry)}\n`);
}

export function readLog(store: string): LogEntry[] {
  const file = path.join(store, logFile);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LogEntry);
}
