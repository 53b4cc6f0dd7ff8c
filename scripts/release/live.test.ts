import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readLive, switchLive, writeLive } from './live';

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
