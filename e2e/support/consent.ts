/** Seeds a stored cookie choice before the page loads, so a test starts past the banner. */
import type { Page } from '@playwright/test';

export async function seedConsent(page: Page, preferences = { analytics: false, marketing: false }): Promise<void> {
  const choice = { necessary: true, ...preferences, timestamp: new Date().toISOString(), version: '1.0' };
  await page.addInitScript((value) => {
    window.localStorage.setItem('veritenant-cookie-consent', value);
  }, JSON.stringify(choice));
}
