/** How every script and test launches Chromium, kept from calling Google's services; Debian's when Playwright's is absent. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type LaunchOptions } from '@playwright/test';
import { isRunning } from './processes';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const debianChromium = '/usr/bin/chromium';

/** `$CHROMIUM_PATH`, else Playwright's own, else Debian's; undefined lets Playwright's launch error say what to install. */
export function chromiumExecutablePath(): string | undefined {
  const fromEnvironment = process.env.CHROMIUM_PATH;
  if (fromEnvironment) return fromEnvironment;
  if (existsSync(chromium.executablePath())) return undefined;
  return existsSync(debianChromium) ? debianChromium : undefined;
}

/** Whether any Chromium the scripts would launch is on this machine. */
export function chromiumInstalled(): boolean {
  const executablePath = chromiumExecutablePath() ?? chromium.executablePath();
  return existsSync(executablePath);
}

export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = chromiumExecutablePath();
  return { args: chromiumArgs, ...(executablePath ? { executablePath } : {}) };
}

/** The browsers' profiles, a folder per launch named by its pid: a killed command's is removed by the next launch. */
export const profilesFolder = path.join(os.tmpdir(), 'veritenant-chromium');

/**
 * Removes a profile folder, retried (the exiting browser and Playwright write in it too), never
 * rejected. Off the event loop: a profile holds thousands of files, and removing them
 * synchronously held a command's other work (staging its site) for seconds.
 */
async function removeProfile(folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }).catch(() => {
    // Left for the next launch: a profile never stops a command.
  });
}

/** Removes the profiles of processes that no longer run. */
export async function removeAbandonedProfiles(): Promise<void> {
  if (!existsSync(profilesFolder)) return;
  const abandoned = readdirSync(profilesFolder).filter((name) => {
    const pid = Number(name.split('-')[0]);
    return Number.isInteger(pid) && pid > 0 && !isRunning(pid);
  });
  await Promise.all(abandoned.map((name) => removeProfile(path.join(profilesFolder, name))));
}

/**
 * Chromium with its profile in this launch's own folder, removed when the browser disconnects;
 * its `close()` resolves once the profile is gone.
 */
export async function launchChromium(): Promise<Browser> {
  await removeAbandonedProfiles();
  mkdirSync(profilesFolder, { recursive: true, mode: 0o700 });
  const own = mkdtempSync(path.join(profilesFolder, `${process.pid}-`));
  // Playwright makes the profile in the temporary folder as it launches (it has no option for it).
  const temporary = process.env.TMPDIR;
  process.env.TMPDIR = own;
  try {
    // The command's own signal handling decides when it ends (the console: a second signal ends it
    // at once), not Playwright's, which would hold a signal while it closes the browser. The
    // browser, on a pipe to this process, ends with it.
    const browser = await chromium.launch({
      ...chromiumLaunchOptions(),
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    const removed = new Promise<void>((resolve) =>
      browser.once('disconnected', () => void removeProfile(own).then(resolve)),
    );
    const close = browser.close.bind(browser);
    browser.close = async (options) => {
      await close(options);
      await removed;
    };
    return browser;
  } finally {
    if (temporary === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = temporary;
  }
}
