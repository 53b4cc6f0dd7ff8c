/**
 * `npm test` sets up its own browser: without a Chromium, the browser tests could not run and the
 * run would be red after a thousand passes. It tries Playwright's download, then (as root, on
 * Debian) the distribution's package, and otherwise says in one line what to run.
 */
import { existsSync } from 'node:fs';
import { chromiumInstalled } from './chromium';
import { run } from './run';

export interface ChromiumSetup {
  isInstalled: () => boolean;
  run: (command: string, args: readonly string[]) => Promise<number>;
  /** Root may install Debian's package (`.ci/run` does the same on a fresh machine). */
  canInstallDebianPackage: boolean;
  log: (line: string) => void;
}

export const noChromiumAdvice =
  'No Chromium for the browser tests: run `npx playwright install chromium` (or, as root on Debian, ' +
  '`apt-get install -y chromium`), or set CHROMIUM_PATH, then `npm test` again.';

const systemSetup: ChromiumSetup = {
  isInstalled: chromiumInstalled,
  run: (command, args) => run(command, args),
  canInstallDebianPackage: process.getuid?.() === 0 && existsSync('/usr/bin/apt-get'),
  log: (line) => console.log(line),
};

/** Resolves to whether a Chromium is there once it has done what it can. */
export async function ensureChromium(setup: ChromiumSetup = systemSetup): Promise<boolean> {
  if (setup.isInstalled()) return true;
  setup.log('No Chromium found: downloading Playwright’s (npx playwright install chromium)…');
  if ((await setup.run('npx', ['playwright', 'install', 'chromium'])) === 0 && setup.isInstalled()) return true;
  if (setup.canInstallDebianPackage) {
    setup.log('Playwright’s download is not available here: installing Debian’s chromium package…');
    if (
      (await setup.run('apt-get', ['update'])) === 0 &&
      (await setup.run('apt-get', ['install', '-y', 'chromium'])) === 0 &&
      setup.isInstalled()
    ) {
      return true;
    }
  }
  setup.log(noChromiumAdvice);
  return false;
}
