import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, tsx } from 'api/testing/checkout';
import { launchChromium, profilesFolder, removeAbandonedProfiles } from './chromium';

const profilesOf = (pid: number) =>
  existsSync(profilesFolder)
    ? readdirSync(profilesFolder)
        .filter((name) => name.startsWith(`${pid}-`))
        .map((name) => path.join(profilesFolder, name))
    : [];

/** Every process of this machine, as /proc/<pid>/stat says: its state, parent and process group. */
function processes(): { pid: number; state: string; parent: number; group: number }[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = /^\d+ \(.*\) (\S) (\d+) (\d+) /s.exec(readFileSync(`/proc/${name}/stat`, 'utf8'));
        return stat ? [{ pid: Number(name), state: stat[1]!, parent: Number(stat[2]), group: Number(stat[3]) }] : [];
      } catch {
        return [];
      }
    });
}

const childrenOf = (parent: number) =>
  processes()
    .filter((entry) => entry.parent === parent)
    .map(({ pid }) => pid);
/** Whether any process of the group `leader` leads still runs (zombies aside). */
const groupRunning = (leader: number) => processes().some(({ group, state }) => group === leader && state !== 'Z');

test('a command killed while its browser is open leaves its profile where the next launch removes it', async () => {
  const command = spawn(tsx, ['ops/testing/open-chromium.ts'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => command.once('exit', resolve));
  // The pid of the command itself (tsx runs it in a process of its own).
  const pid = await new Promise<number>((resolve, reject) => {
    command.stdout!.on('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    command.once('exit', () => reject(new Error('the command ended before its browser opened')));
  });
  const [profile] = profilesOf(pid);
  expect(readdirSync(profile!).some((name) => name.startsWith('playwright_chromiumdev_profile-'))).toBe(true);

  // The browser it started (Playwright launches it as a process group of its own) outlives it a
  // while: stopped here by that group, as the next command comes later.
  const browsers = childrenOf(pid);
  expect(browsers).not.toEqual([]);
  process.kill(pid, 'SIGKILL');
  await exited;
  expect(existsSync(profile!)).toBe(true);
  for (const browser of browsers) {
    try {
      process.kill(-browser, 'SIGKILL');
    } catch (error) {
      // It may have quit on its own already, once the killed command's pipe closed.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }
  // Every process of those groups (the renderers too) ended, not only their leaders.
  while (browsers.some(groupRunning)) await new Promise((resolve) => setTimeout(resolve, 100));

  await removeAbandonedProfiles();
  expect(existsSync(profile!)).toBe(false);
}, 60_000);

test('a browser closed removes its own profile', async () => {
  const browser = await launchChromium();
  expect(profilesOf(process.pid)).toHaveLength(1);
  await browser.close();
  expect(profilesOf(process.pid)).toEqual([]);
}, 60_000);
