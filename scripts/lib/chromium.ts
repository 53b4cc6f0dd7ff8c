/**
 * How every script and test launches Chromium: Debian's at $CHROMIUM_PATH when set (this
 * machine cannot download Playwright's), else Playwright's own; with the flags that keep it
 * from calling out to Google's services.
 */
import type { LaunchOptions } from '@playwright/test';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = process.env.CHROMIUM_PATH;
  return { args: chromiumArgs, ...(executablePath ? { executablePath } : {}) };
}
