/** Consent helpers for browser tests: the stored choice, the banner and the preference dialog. */
import type { Page } from '@playwright/test';
import { site } from 'shared/site';

export const CONSENT_KEY = site.consentStorageKey;

export interface Preferences {
  analytics: boolean;
  marketing: boolean;
}

export interface StoredChoice extends Preferences {
  necessary: boolean;
  timestamp: string;
  version: string;
  /** Made in the browser with the first choice and kept across changes (consent records). */
  consentId?: string;
}

/** A current, valid choice as the site would store it now. */
export function validChoice(preferences: Preferences): StoredChoice {
  return { necessary: true, ...preferences, timestamp: new Date().toISOString(), version: '1.0' };
}

/** Puts a choice (valid or not) in localStorage before any page script runs, on every document. */
export async function seedChoice(page: Page, choice: object): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    CONSENT_KEY,
    JSON.stringify(choice),
  ] as const);
}

/** Seeds a valid choice, so a test starts past the banner. */
export async function seedConsent(page: Page, preferences: Preferences = { analytics: false, marketing: false }) {
  await seedChoice(page, validChoice(preferences));
}

export function banner(page: Page) {
  return page.getByRole('region', { name: 'Cookie consent' });
}

export function preferencesDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Cookie Preferences' });
}
