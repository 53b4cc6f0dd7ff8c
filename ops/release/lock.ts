/**
 * Serialises the commands that change the store: the lock file is created exclusively (O_EXCL)
 * and holds its owner's pid. A lock left by a process that no longer exists (a killed command)
 * is reported and taken over; one held by a running process refuses the second command.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export const lockFile = '.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A killed command stays a zombie until its parent reaps it (seconds, under some inits): ended
  // all the same. Where there is no /proc, the signal's answer stands.
  try {
    return !/^\d+ \(.*\) Z /s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

function tryCreate(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Runs `work` holding the store's lock; `report` hears about a stale lock taken over. */
export async function withStoreLock<T>(
  store: string,
  work: () => Promise<T> | T,
  report: (message: string) => void = console.warn,
): Promise<T> {
  mkdirSync(store, { recursive: true });
  const file = path.join(store, lockFile);
  if (!tryCreate(file)) {
    const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(holder) && isRunning(holder)) {
      throw new Error(`another release command (pid ${holder}) is changing ${store}; try again when it ends`);
    }
    report(`Removed a stale lock left by pid ${Number.isInteger(holder) ? holder : '?'}, which no longer runs`);
    rmSync(file, { force: true });
    if (!tryCreate(file)) throw new Error(`another release command took the lock on ${store} first`);
  }
  try {
    return await work();
  } finally {
    rmSync(file, { force: true });
  }
}
