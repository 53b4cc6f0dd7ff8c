/**
 * The lock of a folder store: a file holding its owner's pid, created exclusively (a hard link).
 * A lock left by a process that no longer runs is reported and taken over; a held one is waited for.
 */
import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isRunning } from '../../lib/processes';
import { acquireLock, type LockOptions } from '../../core/live-record';
import { systemClock } from '../../lib/clock';

export const lockFile = '.lock';

/** How often a waiting command looks at the lock again. */
const pollMs = 50;

/**
 * Creates the lock file with its pid in one step: written aside, then linked to its name, which
 * fails when the name exists (so no one ever reads a lock file not written yet).
 */
function tryCreate(file: string): boolean {
  const aside = `${file}.${process.pid}.${randomUUID()}`;
  writeFileSync(aside, String(process.pid));
  try {
    linkSync(aside, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(aside, { force: true });
  }
}

/** The pid in the lock file: NaN when it holds none, undefined when it is gone (released meanwhile). */
function holderOf(file: string): number | undefined {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Runs `work` holding the lock of the folder `store` (see the top of this file). */
export async function withFolderLock<T>(
  store: string,
  work: () => Promise<T> | T,
  options: LockOptions = {},
): Promise<T> {
  const { report = console.warn } = options;
  mkdirSync(store, { recursive: true });
  const file = path.join(store, lockFile);
  await acquireLock(
    async () => {
      for (;;) {
        if (tryCreate(file)) return { taken: true };
        const holder = holderOf(file);
        // Released in between: try again.
        if (holder === undefined) continue;
        if (Number.isInteger(holder) && isRunning(holder)) return { taken: false, holder: `pid ${holder}` };
        report(`Removed a stale lock left by pid ${Number.isInteger(holder) ? holder : '?'}, which no longer runs`);
        rmSync(file, { force: true });
      }
    },
    store,
    pollMs,
    systemClock,
    options,
  );
  try {
    return await work();
  } finally {
    rmSync(file, { force: true });
  }
}
