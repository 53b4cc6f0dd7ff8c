/**
 * On a phone-like load the prerendered page is visible and editable well before the app takes
 * it over: nothing a visitor enters in that time may be lost when the app replaces it. The page
 * loads with Lighthouse's mobile throttling (CPU 4× slower, 150 ms round trip, 1.6 Mbit/s), and
 * the test acts while the painted page is still the one in the document (the route's remote
 * entry is held back until it has).
 */
import { expect, test, type Page } from '@playwright/test';
import { seedConsent } from './support/consent';
import { holdRemoteEntry, isPainted, waitForApp } from './support/site';

async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
  await throttleLikeAPhone(page);
});

test('what a visitor types into /trial before the app takes over is kept, with the focus and caret, and the form has it', async ({
  page,
}) => {
  const release = await holdRemoteEntry(page, 'http://localhost:3002');
  await page.goto('/trial', { waitUntil: 'commit' });
  const fullName = page.getByLabel('Full Name');
  await fullName.waitFor();
  expect(await isPainted(page)).toBe(true);

  await page.getByLabel('Do you have a Kubernetes cluster?').selectOption('yes');
  await fullName.fill('Grace Hopper');
  // The visitor moves the caret back after the third letter.
  await fullName.evaluate((input: HTMLInputElement) => input.setSelectionRange(3, 3));
  // All of it happened on the painted page, before the app ran.
  expect(await isPainted(page)).toBe(true);

  release();
  await waitForApp(page);

  await expect(page.getByLabel('Full Name')).toHaveValue('Grace Hopper');
  await expect(page.getByLabel('Do you have a Kubernetes cluster?')).toHaveValue('yes');
  // What the visitor left alone stays unanswered.
  await expect(page.getByLabel('Company Size')).toHaveValue('');
  await expect(page.getByLabel('Full Name')).toBeFocused();
  expect(await page.getByLabel('Full Name').evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(3);
  // The form's own state has the answer: the field shown only for a Kubernetes user is there.
  await expect(page.getByLabel('Kubernetes Version')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a tap on the menu toggle as soon as it shows opens the menu once the app runs', async ({ page }) => {
    const release = await holdRemoteEntry(page, 'http://localhost:3001');
    await page.goto('/about', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.waitFor();
    expect(await isPainted(page)).toBe(true);

    await toggle.click();
    expect(await isPainted(page)).toBe(true);

    release();
    await waitForApp(page);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  });
});
