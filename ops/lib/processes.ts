/** Whether a process still runs, for files named by their owner's pid (a lock, a browser profile). */
import { readFileSync } from 'node:fs';

export function isRunning(pid: number): boolean {
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
