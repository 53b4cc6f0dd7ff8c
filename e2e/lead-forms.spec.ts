/**
 * Lead forms in the composed site against the real api: a trial request lands in the api's
 * SQLite file; a refused answer and a lost connection show the spec's toasts and keep entries.
 */
import { expect, test, type Page } from './support/test';
import { site } from 'shared/site';
import { seedConsent } from './support/consent';
import { fillTrialRequest } from './support/trial-form';
import { storedLeads, uniqueEmail } from './support/leads';

const FORM_ENDPOINT = 'http://localhost:3010/api/forms';

/** A visible toast (Radix also announces it in a hidden live region, which is not this). */
function toast(page: Page, text: string) {
  return page.getByRole('listitem').filter({ hasText: text });
}

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
  await page.goto('/trial');
  await expect(page.getByRole('form', { name: 'Trial Request Form' })).toBeVisible();
});

test('a trial request from the browser lands in the api database', async ({ page }) => {
  const email = uniqueEmail('trial');
  await fillTrialRequest(page, email);
  await page.getByRole('button', { name: 'Request Trial' }).click();

  await expect(toast(page, 'Request Submitted!')).toBeVisible();
  await expect(page.getByLabel(/Full Name/)).toHaveValue('');
  expect(storedLeads(email)).toEqual([
    {
      formType: 'trial-request',
      fields: expect.objectContaining({ company: 'Northwind Mutual', kubernetesVersion: '1.31' }),
    },
  ]);
});

test('a 500 answer shows the failure toast and keeps every entry', async ({ page }) => {
  await page.route(FORM_ENDPOINT, (route) => route.fulfill({ status: 500, body: 'upstream failure' }));
  const email = uniqueEmail('refused');
  await fillTrialRequest(page, email);
  await page.getByRole('button', { name: 'Request Trial' }).click();

  const failure = toast(page, 'Submission Failed');
  await expect(failure).toBeVisible();
  await expect(failure).toContainText(`Please try again or contact us directly at ${site.enterpriseEmail}`);
  await expect(page.getByLabel(/Full Name/)).toHaveValue('Dana Whitfield');
  await expect(page.getByLabel(/Business Email/)).toHaveValue(email);
  await expect(page.getByRole('checkbox')).toBeChecked();
  expect(storedLeads(email)).toHaveLength(0);
});

test('a lost connection shows the network toast and keeps every entry', async ({ page }) => {
  await page.route(FORM_ENDPOINT, (route) => route.abort('internetdisconnected'));
  const email = uniqueEmail('offline');
  await fillTrialRequest(page, email);
  await page.getByRole('button', { name: 'Request Trial' }).click();

  await expect(toast(page, 'Network error. Please check your connection and try again.')).toBeVisible();
  await expect(page.getByLabel(/Preferred LLMs/)).toHaveValue('Llama 3.1 70B');
  expect(storedLeads(email)).toHaveLength(0);
});
