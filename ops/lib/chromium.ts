/**
 * How every script and test launches Chromium, with the flags that keep it from calling out to
 * Google's services. This machine cannot download Playwright's browsers, so Debian's package
 * (`apt-get install -y chromium`) is found on its own when Playwright's is not there.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
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

/**
 * `$CHROMIUM_PATH` when set, else Playwright's own Chromium when it has been downloaded, else
 * Debian's when installed. Undefined leaves the choice to Playwright, whose launch error then
 * says how to install its browser.
 */
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

/**
 * Where the commands' browsers keep their profiles (about 1.3 MB each): a folder per launch,
 * named by the launching process's pid, so the profile of a command killed before it closed its
 * browser is removed by the next launch.
 */
export const profilesFolder = path.join(os.tmpdir(), 'veritenant-chromium');

/**
 * Removes one launch's profile folder. Its browser may still be writing as it exits, and
 * Playwright removes its own profile inside it at the same moment: retried, and never thrown
 * (what is left, the next launch removes).
 */
function removeProfile(folder: string): void {
  try {
    rmSync(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch {
    // Left for the next launch: a profile never stops a command.
  }
}

/** Removes the profiles of processes that no longer run. */
export function removeAbandonedProfiles(): void {
  if (!existsSync(profilesFolder)) return;
  for (const name of readdirSync(profilesFolder)) {
    const pid = Number(name.split('-')[0]);
    if (Number.isInteger(pid) && pid > 0 && !isRunning(pid)) removeProfile(path.join(profilesFolder, name));
  }
}

/** Chromium with its profile in this launch's own folder, removed when the browser closes. */
export async function launchChromium(): Promise<Browser> {
  removeAbandonedProfiles();
  mkdirSync(profilesFolder, { recursive: true, mode: 0o700 });
  const own = mkdtempSync(path.join(profilesFolder, `${process.pid}-`));
  // Playwright makes the profile in the temporary folder as it launches (it has no option for it).
  const temporary = process.env.TMPDIR;
  process.env.TMPDIR = own;
  try {
    const browser = await chromium.launch(chromiumLaunchOptions());
    browser.once('disconnected', () => removeProfile(own));
    return browser;
  } finally {
    if (temporary === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = temporary;
  }
}
