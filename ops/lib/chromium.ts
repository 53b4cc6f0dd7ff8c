/** How every script and test launches Chromium, kept from calling Google's services; Debian's when Playwright's is absent. */
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

/** Removes a profile folder, retried (the exiting browser and Playwright write in it too), never thrown. */
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
