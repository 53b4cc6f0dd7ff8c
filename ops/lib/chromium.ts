/**
 * How every script and test launches Chromium, with the flags that keep it from calling out to
 * Google's services. This machine cannot download Playwright's browsers, so Debian's package
 * (`apt-get install -y chromium`) is found on its own when Playwright's is not there.
 */
import { existsSync } from 'node:fs';
import { chromium, type LaunchOptions } from '@playwright/test';

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
