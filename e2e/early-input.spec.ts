/**
 * On a phone-like load the server-rendered page is usable seconds before the app hydrates it:
 * nothing a visitor does in that time may be lost. The page loads with Lighthouse's mobile
 * throttling (CPU 4× slower, 150 ms round trip, 1.6 Mbit/s), and the test acts while the page is
 * still the server's (the scripts it needs are held back until it has):
 *
 * - text typed into a form before hydration reaches the form's state (mfe-forms'
 *   `useEarlyEntries`) and the lead stored by the api, with the focus kept in the field;
 * - the phone menu's toggle opens the menu, and its Products group, before any script has run
 *   (an HTML popover, a `<details>`), and the app agrees once it has hydrated;
 * - an accordion item opens on a tap made before any script has run (a `<details>`), and stays
 *   open through hydration.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { localOrigin, remoteApps, shellApp } from 'shared/remotes';
import { accordionTriggers, expectSingleOpenItem, governmentScenarios } from './support/accordion';
import { seedConsent } from './support/consent';
import { collectPageErrors } from './support/page-errors';
import { remotePortOf } from './support/pages';
import { storedLeads, uniqueEmail } from './support/leads';
import { fillTrialRequestDetails } from './support/trial-form';
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

/** Types as a visitor does, key by key, into a field of the server's page. */
async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.pressSequentially(text);
}

/** Where the caret is in a text field. */
function caretOf(field: Locator): Promise<[number | null, number | null]> {
  return field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]);
}

let consoleErrors: string[];

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
  await throttleLikeAPhone(page);
  consoleErrors = collectPageErrors(page);
});

test.afterEach(() => {
  expect(consoleErrors, 'console errors (a hydration mismatch among them)').toEqual([]);
});

test('/trial: what a visitor types before hydration is in the lead sent, and the focus stays in the field', async ({
  page,
}) => {
  const release = await holdRemoteEntry(page, localOrigin(remotePortOf('/trial')));
  await page.goto('/trial', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Trial Request Form' });
  await form.getByLabel(/Full Name/).waitFor();
  expect(await isPainted(page)).toBe(true);

  const email = uniqueEmail('early.trial');
  await typeInto(form.getByLabel(/Business Email/), email);
  await form.getByLabel(/Kubernetes cluster/).selectOption('yes');
  const fullName = form.getByLabel(/Full Name/);
  await typeInto(fullName, 'Grace Hopper');
  // All of it happened on the server's page, before the app ran.
  expect(await isPainted(page)).toBe(true);

  release();
  await waitForApp(page);

  await expect(fullName).toHaveValue('Grace Hopper');
  await expect(fullName).toBeFocused();
  expect(await caretOf(fullName)).toEqual([12, 12]);
  // The form's state has the answer: the field shown only to a Kubernetes user is there.
  await expect(form.getByLabel(/Kubernetes Version/)).toBeVisible();
  // What the visitor left alone stays unanswered.
  await expect(form.getByLabel(/Company Size/)).toHaveValue('');

  await fillTrialRequestDetails(form);
  await form.getByRole('button', { name: 'Request Trial' }).click();

  await expect(page.getByRole('listitem').filter({ hasText: 'Request Submitted!' })).toBeVisible({ timeout: 15_000 });
  expect(storedLeads(email).map((lead) => lead.fields)).toEqual([
    expect.objectContaining({ name: 'Grace Hopper', hasKubernetes: 'yes', company: 'Northwind Mutual' }),
  ]);
});

test('/financial-services: what a visitor types into the placed form before hydration is in the lead sent', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const release = await holdRemoteEntry(page, localOrigin(remotePortOf('/financial-services')));
  await page.goto('/financial-services#contact', { waitUntil: 'commit' });
  const form = page.locator('form[data-form-type="financial-services-solution"]');
  await form.locator('[name="name"]').waitFor();
  expect(await isPainted(page)).toBe(true);

  const email = uniqueEmail('early.landing');
  await typeInto(form.locator('[name="email"]'), email);
  const fullName = form.locator('[name="name"]');
  await typeInto(fullName, 'Katherine Johnson');
  expect(await isPainted(page)).toBe(true);

  release();
  await waitForApp(page);
  // The form hydrates once its code (from mfe-forms) is there: its submit waits for the
  // bot-protection service, which only the hydrated form reports ready.
  const submit = form.locator('button[type="submit"]');
  await expect(submit).toBeEnabled({ timeout: 20_000 });

  await expect(fullName).toHaveValue('Katherine Johnson');
  await expect(fullName).toBeFocused();
  expect(await caretOf(fullName)).toEqual([17, 17]);

  await form.locator('[name="company"]').fill('First Orbit Bank');
  await form.locator('[name="industryChallenge"]').fill('Fraud reviews take days.');
  await submit.click();

  await expect(page.getByRole('listitem').filter({ hasText: "We'll be in touch soon." })).toBeVisible({
    timeout: 15_000,
  });
  expect(storedLeads(email).map((lead) => lead.fields)).toEqual([
    expect.objectContaining({ name: 'Katherine Johnson', company: 'First Orbit Bank', industry: 'banking' }),
  ]);
});

test('/: Enter in a field of the home form before hydration sends nothing and loses nothing', async ({ page }) => {
  const release = await holdRemoteEntry(page, localOrigin(remotePortOf('/')));
  await page.goto('/#contact', { waitUntil: 'commit' });
  const form = page.locator('form[data-form-type="contact"]');
  const firstName = form.locator('[name="firstName"]');
  await firstName.waitFor();
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) navigations.push(request.url());
  });

  await typeInto(firstName, 'Ada');
  await firstName.press('Enter');
  expect(await isPainted(page)).toBe(true);

  release();
  await waitForApp(page);
  await expect(form.locator('button[type="submit"]')).toBeEnabled({ timeout: 20_000 });
  await expect(firstName).toHaveValue('Ada');
  await expect(firstName).toBeFocused();
  // The browser did not send the form itself (a GET of the page, the entries in its URL).
  expect(navigations).toEqual([]);
  expect(new URL(page.url()).search).toBe('');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** Holds back every script of the site (the shell's and the remotes') until released. */
  async function holdScripts(page: Page): Promise<() => void> {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const origins = new Set([shellApp, ...remoteApps].map((app) => localOrigin(app.port)));
    await page.route(
      (url) => origins.has(url.origin) && url.pathname.endsWith('.js'),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    return release;
  }

  test('taps on the menu toggle and a group before any script has run open them, and the app agrees once hydrated', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.waitFor();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();

    await toggle.tap();
    await menu.locator('summary', { hasText: 'Products' }).tap();

    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'About' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /Enterprise 360/ })).toBeVisible();
    expect(await isPainted(page)).toBe(true);

    release();
    await waitForApp(page);
    await expect(menu).toBeVisible();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: /Enterprise 360/ })).toBeVisible();

    await close.tap();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('an accordion item tapped before any script has run is open, and stays so once hydrated', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/government', { waitUntil: 'commit' });
    const accordion = governmentScenarios(page);
    const items = accordion.locator('details');
    const triggers = accordionTriggers(accordion);
    await triggers.nth(1).waitFor();

    await triggers.nth(1).tap();
    await expect(items.nth(1)).toHaveAttribute('open');
    expect(await isPainted(page)).toBe(true);

    release();
    await waitForApp(page);
    await expect(items.nth(1)).toHaveAttribute('open');
    await triggers.nth(3).tap();
    await expect(accordion.locator('details[open]')).toHaveCount(1);
    await expect(items.nth(3)).toHaveAttribute('open');
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the menu toggle opens and closes the menu, its groups open, and their links lead to their pages', async ({
      page,
    }) => {
      await page.goto('/trust-center');
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeHidden();

      await page.getByRole('button', { name: 'Open menu' }).tap();
      await expect(menu).toBeVisible();
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await expect(menu).toBeHidden();

      await page.getByRole('button', { name: 'Open menu' }).tap();
      await menu.locator('summary', { hasText: 'Solutions' }).tap();
      await menu.getByRole('link', { name: /Government/ }).tap();
      await expect(page).toHaveURL('/government');
    });

    test('the accordions open one item at a time', async ({ page }) => {
      await page.goto('/government');
      await expectSingleOpenItem(governmentScenarios(page));
    });
  });
});
