/**
 * The cookie consent state machine (docs/architecture.md#consent), driven through the composed, built site:
 * the delayed banner, Accept All / Reject All / close, the preference dialog (pre-filled, Cancel,
 * Save), expiry and version checks of the stored choice, the consent-changed event, the browser
 * privacy signals, and the dialog opened from a remote page through the shared store.
 */
import { expect, test, type Page } from './support/test';
import { consentCopy } from 'shell/content/consent-copy';
import { banner, CONSENT_KEY, preferencesDialog, seedChoice, validChoice, type StoredChoice } from './support/consent';
import { gotoHome } from './support/site';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** Longer than the banner's 1 s delay: used only to show that something does NOT appear. */
const PAST_BANNER_DELAY_MS = 1_500;

async function storedRaw(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY);
}

async function storedChoice(page: Page): Promise<StoredChoice | null> {
  const raw = await storedRaw(page);
  return raw === null ? null : (JSON.parse(raw) as StoredChoice);
}

/** The time `months` calendar months before now, as the app computes months (Date#setMonth). */
function monthsAgo(months: number): string {
  const date = new Date();
  date.setMonth(date.getMonth() - months);
  return date.toISOString();
}

function expectFreshChoice(choice: StoredChoice | null, preferences: { analytics: boolean; marketing: boolean }) {
  expect(choice).toEqual({
    necessary: true,
    analytics: preferences.analytics,
    marketing: preferences.marketing,
    timestamp: expect.stringMatching(ISO_TIMESTAMP),
    version: '1.0',
    consentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  const age = Date.now() - Date.parse(choice?.timestamp ?? '');
  expect(age).toBeGreaterThanOrEqual(-5_000);
  expect(age).toBeLessThan(60_000);
}

test.describe('cookie banner with no stored choice', () => {
  test('appears 1 s after load, not before', async ({ page }) => {
    // A paused fake clock makes the 1 s delay exact: time only moves when the test says so.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1_000);
    await page.goto('/');
    // The shell (header, footer) has mounted, and with it the banner's timer.
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' })).toBeVisible();
    await expect(banner(page)).toBeHidden();

    await page.clock.runFor(500);
    await expect(banner(page)).toBeHidden();

    await page.clock.runFor(450);
    await expect(banner(page)).toBeHidden();

    await page.clock.runFor(60);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading', { name: consentCopy.banner.title })).toBeVisible();
    expect(await storedRaw(page)).toBeNull();
  });

  test('without a privacy signal the banner has no privacy-signal sentence', async ({ page }) => {
    await gotoHome(page);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByText(consentCopy.banner.body)).toBeVisible();
    await expect(banner(page).getByText(consentCopy.banner.privacySignal)).toHaveCount(0);
  });
});

test.describe('banner choices', () => {
  test('Accept All stores every category and hides the banner, also after reload', async ({ page }) => {
    await gotoHome(page);
    await banner(page).getByRole('button', { name: 'Accept All' }).click();

    await expect(banner(page)).toBeHidden();
    expectFreshChoice(await storedChoice(page), { analytics: true, marketing: true });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Private AI in Your Private Tenant' })).toBeVisible();
    await page.waitForTimeout(PAST_BANNER_DELAY_MS);
    await expect(banner(page)).toBeHidden();
    expect((await storedChoice(page))?.analytics).toBe(true);
  });

  test('Reject All stores analytics and marketing off and hides the banner', async ({ page }) => {
    await gotoHome(page);
    await banner(page).getByRole('button', { name: 'Reject All' }).click();

    await expect(banner(page)).toBeHidden();
    expectFreshChoice(await storedChoice(page), { analytics: false, marketing: false });

    await page.reload();
    await page.waitForTimeout(PAST_BANNER_DELAY_MS);
    await expect(banner(page)).toBeHidden();
  });

  test('the close button rejects like Reject All', async ({ page }) => {
    await gotoHome(page);
    await banner(page).getByRole('button', { name: 'Close cookie banner' }).click();

    await expect(banner(page)).toBeHidden();
    expectFreshChoice(await storedChoice(page), { analytics: false, marketing: false });
  });
});

test.describe('preference dialog', () => {
  test('opens from the banner with necessary locked on and the others off', async ({ page }) => {
    await gotoHome(page);
    await banner(page).getByRole('button', { name: 'Manage Preferences' }).click();

    const dialog = preferencesDialog(page);
    await expect(dialog).toBeVisible();
    const necessary = dialog.getByRole('switch', { name: 'Strictly Necessary' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeEnabled();
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).toBeEnabled();
  });

  test('Cancel closes without storing anything and the banner stays', async ({ page }) => {
    await gotoHome(page);
    await banner(page).getByRole('button', { name: 'Manage Preferences' }).click();
    const dialog = preferencesDialog(page);
    await dialog.getByRole('switch', { name: 'Analytics' }).click();
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();

    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeVisible();
    expect(await storedRaw(page)).toBeNull();

    // The draft was discarded: reopening starts from the (absent) stored choice again.
    await banner(page).getByRole('button', { name: 'Manage Preferences' }).click();
    await expect(preferencesDialog(page).getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  });

  test('Save Preferences stores the toggled choice and closes dialog and banner', async ({ page }) => {
    await gotoHome(page);
    await banner(page).getByRole('button', { name: 'Manage Preferences' }).click();
    const dialog = preferencesDialog(page);
    await dialog.getByRole('switch', { name: 'Analytics' }).click();
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();

    await dialog.getByRole('button', { name: 'Save Preferences' }).click();

    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    expectFreshChoice(await storedChoice(page), { analytics: true, marketing: false });
  });

  test('is pre-filled from the stored choice when opened from the footer', async ({ page }) => {
    await seedChoice(page, validChoice({ analytics: true, marketing: false }));
    await gotoHome(page);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' }).click();

    const dialog = preferencesDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Strictly Necessary' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  });

  test('opens from the cookie policy page of the legal remote', async ({ page }) => {
    await seedChoice(page, validChoice({ analytics: false, marketing: true }));
    await page.goto('/cookie-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: 'Manage Cookie Preferences' }).click();

    const dialog = preferencesDialog(page);
    await expect(dialog).toBeVisible();
    // The shell's dialog, reading the same store: pre-filled from the stored choice.
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).toBeChecked();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('stored choice validity', () => {
  test('a choice older than 13 months is removed and the banner shows again', async ({ page }) => {
    await seedChoice(page, { ...validChoice({ analytics: true, marketing: true }), timestamp: monthsAgo(14) });
    await gotoHome(page);

    await expect(banner(page)).toBeVisible();
    expect(await storedRaw(page)).toBeNull();
  });

  test('a choice 12 months old is kept and the banner stays hidden', async ({ page }) => {
    const choice = { ...validChoice({ analytics: true, marketing: false }), timestamp: monthsAgo(12) };
    await seedChoice(page, choice);
    await gotoHome(page);

    await page.waitForTimeout(PAST_BANNER_DELAY_MS);
    await expect(banner(page)).toBeHidden();
    expect(await storedChoice(page)).toEqual(choice);
  });

  test('a choice of another version is removed and the banner shows again', async ({ page }) => {
    await seedChoice(page, { ...validChoice({ analytics: true, marketing: true }), version: '0.9' });
    await gotoHome(page);

    await expect(banner(page)).toBeVisible();
    expect(await storedRaw(page)).toBeNull();
  });
});

test.describe('consent-changed event', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const win = window as unknown as { __consentEvents: unknown[] };
      win.__consentEvents = [];
      window.addEventListener('consent-changed', (event) => {
        win.__consentEvents.push((event as CustomEvent<unknown>).detail);
      });
    });
  });

  async function consentEvents(page: Page): Promise<unknown[]> {
    return page.evaluate(() => (window as unknown as { __consentEvents: unknown[] }).__consentEvents);
  }

  test('is dispatched with the stored choice when saving from the dialog', async ({ page }) => {
    await gotoHome(page);
    expect(await consentEvents(page)).toEqual([]);

    await banner(page).getByRole('button', { name: 'Manage Preferences' }).click();
    await preferencesDialog(page).getByRole('switch', { name: 'Marketing' }).click();
    await preferencesDialog(page).getByRole('button', { name: 'Save Preferences' }).click();
    await expect(preferencesDialog(page)).toBeHidden();

    const stored = await storedChoice(page);
    expectFreshChoice(stored, { analytics: false, marketing: true });
    expect(await consentEvents(page)).toEqual([stored]);
  });

  test('is dispatched with the stored choice on Accept All', async ({ page }) => {
    await gotoHome(page);
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(banner(page)).toBeHidden();

    const stored = await storedChoice(page);
    expectFreshChoice(stored, { analytics: true, marketing: true });
    expect(await consentEvents(page)).toEqual([stored]);
  });

  test('is not dispatched on Cancel', async ({ page }) => {
    await gotoHome(page);
    await banner(page).getByRole('button', { name: 'Manage Preferences' }).click();
    await preferencesDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(preferencesDialog(page)).toBeHidden();

    expect(await consentEvents(page)).toEqual([]);
  });
});

test.describe('browser privacy signals', () => {
  const signals = [
    {
      name: 'Global Privacy Control',
      install: () => Object.defineProperty(navigator, 'globalPrivacyControl', { get: () => true }),
    },
    {
      name: 'Do Not Track',
      install: () => Object.defineProperty(navigator, 'doNotTrack', { get: () => '1' }),
    },
  ];

  for (const signal of signals) {
    test(`${signal.name}: the banner says so and the dialog toggles start off`, async ({ page }) => {
      await page.addInitScript(signal.install);
      await gotoHome(page);

      await expect(banner(page)).toBeVisible();
      await expect(banner(page).getByText(consentCopy.banner.privacySignal)).toBeVisible();

      await banner(page).getByRole('button', { name: 'Manage Preferences' }).click();
      const dialog = preferencesDialog(page);
      await expect(dialog.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
      await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
      expect(await storedRaw(page)).toBeNull();
    });
  }
});
