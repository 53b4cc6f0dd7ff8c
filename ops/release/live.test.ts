import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { commitSwitch, logFile, readLive, readLog, switchLive, writeLive, type LogEntry } from './live';

const now = new Date('2026-11-25T06:30:00.000Z');

test('what was live becomes the previous release; rolling back swaps them', () => {
  const first = switchLive({ apps: {} }, 'mfe-legal', 'A', now);
  expect(first.apps['mfe-legal']).toEqual({ live: 'A', previous: null, since: now.toISOString() });
  const second = switchLive(first, 'mfe-legal', 'B', now);
  expect(second.apps['mfe-legal']).toMatchObject({ live: 'B', previous: 'A' });
  expect(switchLive(second, 'mfe-legal', 'A', now).apps['mfe-legal']).toMatchObject({ live: 'A', previous: 'B' });
});

test('the pointer is replaced whole, leaving no temporary file', () => {
  const store = mkdtempSync(path.join(tmpdir(), 'release-live-'));
  try {
    const live = switchLive({ apps: {} }, 'shell', 'A', now);
    writeLive(store, live);
    expect(readLive(store)).toEqual(live);
    expect(readdirSync(store)).toEqual(['live.json']);
  } finally {
    rmSync(store, { recursive: true, force: true });
  }
});

test('a switch whose log line was not written is read from the pointer, and written before the next one', () => {
  const store = mkdtempSync(path.join(tmpdir(), 'release-live-'));
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
  try {
    const first = entry('A', null);
    commitSwitch(store, { apps: {} }, switchLive({ apps: {} }, 'mfe-legal', 'A', now), first);
    // A command stopped after the pointer's rename, before its line: the log has only the first.
    const second = entry('B', 'A');
    writeLive(store, { ...switchLive(readLive(store), 'mfe-legal', 'B', now), lastSwitch: second });
    expect(readLog(store)).toEqual([first, second]);

    const third = entry('A', 'B');
    const live = readLive(store);
    commitSwitch(store, live, switchLive(live, 'mfe-legal', 'A', now), third);
    const lines = readFileSync(path.join(store, logFile), 'utf8').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line))).toEqual([first, second, third]);
    expect(readLog(store)).toEqual([first, second, third]);
  } finally {
    rmSync(store, { recursive: true, force: true });
  }
});
