/**
 * What only the files do (the LiveRecord contract is tested on both backends in
 * ./live-record.test.ts): the pointer replaced whole, pointers written before the version, a
 * switch whose log line was not written.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { commitSwitch, liveFile, logFile, readLive, readLog, writeLive } from './live';
import { emptyLive, switchLive, type LogEntry } from '../../core/live-record';

const now = new Date('2026-11-25T06:30:00.000Z');

let store: string;
beforeEach(() => {
  store = mkdtempSync(path.join(tmpdir(), 'release-live-'));
});
afterEach(() => rmSync(store, { recursive: true, force: true }));

const entry = (to: string, from: string | null): LogEntry => ({
  at: new Date().toISOString(),
  who: 'test',
  command: 'promote',
  app: 'mfe-legal',
  from,
  to,
  gates: {},
  timings: {},
});

test('the pointer is replaced whole, leaving no temporary file', () => {
  const live = { ...switchLive(emptyLive, 'shell', 'A', now), version: 3 };
  writeLive(store, live);
  expect(readLive(store)).toEqual(live);
  expect(readdirSync(store)).toEqual([liveFile]);
});

test('a pointer written before the version is at version 0, and its next switch writes 1', () => {
  const before = switchLive(emptyLive, 'mfe-legal', 'A', now);
  writeFileSync(path.join(store, liveFile), JSON.stringify(before));
  const live = readLive(store);
  expect(live).toEqual({ ...before, version: 0 });
  commitSwitch(store, live, switchLive(live, 'mfe-legal', 'B', now), entry('B', 'A'));
  expect(JSON.parse(readFileSync(path.join(store, liveFile), 'utf8'))).toMatchObject({ version: 1 });
});

test('a switch whose log line was not written is read from the pointer, and written before the next one', () => {
  const first = entry('A', null);
  const live = commitSwitch(store, emptyLive, switchLive(emptyLive, 'mfe-legal', 'A', now), first);
  // A command stopped after the pointer's rename, before its line: the log has only the first.
  const second = entry('B', 'A');
  writeLive(store, { ...switchLive(live, 'mfe-legal', 'B', now), version: 2, lastSwitch: second });
  expect(readLog(store)).toEqual([first, second]);

  const third = entry('A', 'B');
  const stopped = readLive(store);
  commitSwitch(store, stopped, switchLive(stopped, 'mfe-legal', 'A', now), third);
  const lines = readFileSync(path.join(store, logFile), 'utf8').trim().split('\n');
  expect(lines.map((line) => JSON.parse(line))).toEqual([first, second, third]);
  expect(readLog(store)).toEqual([first, second, third]);
});
