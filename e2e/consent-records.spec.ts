/**
 * Consent records (docs/architecture.md#consent-records) from the composed site to the real api:
 * every stored choice lands in the api's SQLite file under the visitor's consent id, a change
 * keeps the id, a record the api could not take waits in the browser for the next page, a
 * bounded number of times, and one the api refused leaves the browser.
 */
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { CONSENT_QUEUE_KEY, CONSENT_SEND_ATTEMPTS, consentRecordFor } from 'shared/consent-records';
import { expect, test, type Page } from './support/test';
import { banner, CONSENT_KEY, preferencesDialog, validChoice } from './support/consent';
import { E2E_DATABASE_PATH, gotoHome } from './support/site';

const CONSENTS_URL = 'http://localhost:3010/api/consents';

interface RecordRow {
  analytics: number;
  marketing: number;
  source: string;
  given_at: string;
  path: string;
}

function recordsOf(consentId: string): RecordRow[] {
  const db = new Database(E2E_DATABASE_PATH, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        'SELECT analytics, marketing, source, given_at, path FROM consent_records WHERE consent_id = ? ORDER BY given_at',
      )
      .all(consentId) as RecordRow[];
  } finally {
    db.close();
  }
}

async function storedConsentId(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY);
  const { consentId } = JSON.parse(stored ?? '{}') as { consentId?: string };
  expect(consentId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  return consentId!;
}

test('Accept All is recorded with both true; a change in the dialog is a second record of the same id', async ({
  page,
}) => {
  await gotoHome(page);
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(banner(page)).toBeHidden();
  const consentId = await storedConsentId(page);
  await expect
    .poll(() => recordsOf(consentId))
    .toEqual([{ analytics: 1, marketing: 1, source: 'banner', given_at: expect.any(String), path: '/' }]);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' }).click();
  const dialog = preferencesDialog(page);
  await expect(dialog.getByText(/^Consent ID/)).toContainText(`Consent ID ${consentId} — given `);
  await dialog.getByRole('switch', { name: 'Marketing' }).click();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(dialog).toBeHidden();

  expect(await storedConsentId(page)).toBe(consentId);
  await expect
    .poll(() => recordsOf(consentId).map(({ analytics, marketing, source }) => [analytics, marketing, source]))
    .toEqual([
      [1, 1, 'banner'],
      [1, 0, 'dialog'],
    ]);
});

test('Reject All on a fresh visit is recorded with both false, from the page it was given on', async ({ page }) => {
  await page.goto('/cookie-policy');
  await banner(page).getByRole('button', { name: 'Reject All' }).click();
  const consentId = await storedConsentId(page);
  await expect
    .poll(() => recordsOf(consentId))
    .toEqual([{ analytics: 0, marketing: 0, source: 'banner', given_at: expect.any(String), path: '/cookie-policy' }]);
});

test("the cookie policy's Manage Cookie Preferences records a dialog choice from that page", async ({ page }) => {
  await page.goto('/cookie-policy');
  await page.getByRole('button', { name: 'Manage Cookie Preferences' }).click();
  const dialog = preferencesDialog(page);
  await dialog.getByRole('switch', { name: 'Analytics' }).click();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(dialog).toBeHidden();
  const consentId = await storedConsentId(page);
  await expect
    .poll(() => recordsOf(consentId))
    .toEqual([{ analytics: 1, marketing: 0, source: 'dialog', given_at: expect.any(String), path: '/cookie-policy' }]);
});

test('with the api down the banner still works, and the record arrives on the next page load', async ({ page }) => {
  await page.route(CONSENTS_URL, (route) => route.abort('connectionrefused'));
  await gotoHome(page);
  const failed = page.waitForEvent('requestfailed', (request) => request.url() === CONSENTS_URL);
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(banner(page)).toBeHidden();
  await failed;
  const consentId = await storedConsentId(page);
  expect(recordsOf(consentId)).toEqual([]);

  await page.unroute(CONSENTS_URL);
  await page.reload();
  await expect(banner(page)).toBeHidden();
  await expect
    .poll(() => recordsOf(consentId).map(({ analytics, marketing }) => [analytics, marketing]))
    .toEqual([[1, 1]]);
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), CONSENT_QUEUE_KEY)).toBeNull();
});

test('a record the api refuses (400) leaves the queue; one that keeps failing (503) is given up after its last try', async ({
  page,
}) => {
  const answerWith = (status: number) =>
    page.route(CONSENTS_URL, (route) =>
      route.fulfill({
        status: route.request().method() === 'OPTIONS' ? 204 : status,
        headers: {
          'access-control-allow-origin': new URL(page.url()).origin,
          'access-control-allow-headers': 'content-type',
          'content-type': 'application/json',
        },
        body: '{}',
      }),
    );
  const queue = () => page.evaluate((key) => window.localStorage.getItem(key), CONSENT_QUEUE_KEY);
  const posted = () =>
    page.waitForResponse((response) => response.url() === CONSENTS_URL && response.request().method() === 'POST');

  await answerWith(400);
  await gotoHome(page);
  const refused = posted();
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  expect((await refused).status()).toBe(400);
  await expect.poll(queue).toBeNull();
  expect(recordsOf(await storedConsentId(page))).toEqual([]);

  await page.unroute(CONSENTS_URL);
  await answerWith(503);
  // A record whose sends have failed on every page but one: this page's try is its last.
  const lastTry = {
    ...consentRecordFor(
      { ...validChoice({ analytics: true, marketing: true }), necessary: true, consentId: randomUUID() },
      'banner',
      { gpc: false, dnt: false },
      '/',
    ),
    failedSends: CONSENT_SEND_ATTEMPTS - 1,
  };
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    CONSENT_QUEUE_KEY,
    JSON.stringify([lastTry]),
  ] as const);
  const failed = posted();
  await page.reload();
  expect((await failed).status()).toBe(503);
  await expect.poll(queue).toBeNull();
});
