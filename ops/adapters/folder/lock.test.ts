/**
 * What only the pid lock file does (waiting, refusing and a killed holder are tested on both
 * backends in ./live-record.test.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lockFile, withFolderLock } from './lock';

let store: string;
beforeEach(() => {
  store = mkdtempSync(path.join(tmpdir(), 'release-lock-'));
});
afterEach(() => rmSync(store, { recursive: true, force: true }));

test('the lock holds the pid while the work runs and is gone after', async () => {
  const seen = await withFolderLock(store, () => readFileSync(path.join(store, lockFile), 'utf8'));
  expect(seen).toBe(String(process.pid));
  expect(existsSync(path.join(store, lockFile))).toBe(false);
});

test('a lock held by a killed command that its parent has not reaped yet (a zombie) is taken over', async () => {
  // The shell starts a child, prints its pid and becomes a sleep, which never reaps it.
  const parent = spawn('sh', ['-c', 'sleep 60 & echo $!; exec sleep 60']);
  try {
    const child = Number(await new Promise<string>((resolve) => parent.stdout.once('data', resolve)));
    // Killed while the shell still runs, the child could be reaped by it: wait for the sleep.
    while (readFileSync(`/proc/${parent.pid}/comm`, 'utf8').trim() !== 'sleep')
      await new Promise((r) => setTimeout(r, 10));
    process.kill(child, 'SIGKILL');
    while (!readFileSync(`/proc/${child}/stat`, 'utf8').includes(') Z ')) await new Promise((r) => setTimeout(r, 10));
    writeFileSync(path.join(store, lockFile), String(child));
    const reports: string[] = [];
    await expect(withFolderLock(store, () => 'ran', { report: (message) => reports.push(message) })).resolves.toBe(
      'ran',
    );
    expect(reports).toEqual([`Removed a stale lock left by pid ${child}, which no longer runs`]);
  } finally {
    parent.kill('SIGKILL');
  }
});
