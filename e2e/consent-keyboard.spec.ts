/**
 * The cookie banner and preference dialog with the keyboard alone: closing the dialog puts focus
 * back on the control that opened it (WCAG 2.4.3), and no control that takes focus is hidden
 * under the fixed banner (WCAG 2.4.11).
 */
import { expect, test, type Locator, type Page } from './support/test';
import { consentCopy } from 'shell/content/consent-copy';
import { banner, preferencesDialog, seedConsent } from './support/consent';

/** More Tab stops than any page tested here has before the banner's last control. */
const MAX_TAB_STOPS = 200;

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Presses Tab from where focus is until `target` has it, as a keyboard user gets there. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let stop = 0; stop < MAX_TAB_STOPS; stop++) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Marks the control one Tab after the focused one (leaving focus where it was), to find it again. */
async function markNextTabStop(page: Page): Promise<Locator> {
  await page.keyboard.press('Tab');
  await page.evaluate(() => document.activeElement?.setAttribute('data-next-tab-stop', ''));
  await page.keyboard.press('Shift+Tab');
  return page.locator('[data-next-tab-stop]');
}

const closings: ReadonlyArray<{ name: string; close: (dialog: Locator, page: Page) => Promise<void> }> = [
  { name: 'Escape', close: (_dialog, page) => page.keyboard.press('Escape') },
  {
    name: 'Cancel',
    close: async (dialog, page) => {
      await tabTo(page, dialog.getByRole('button', { name: consentCopy.dialog.cancel, exact: true }));
      await page.keyboard.press('Enter');
    },
  },
  {
    name: 'the close button',
    close: async (dialog, page) => {
      await tabTo(page, dialog.getByRole('button', { name: consentCopy.dialog.close, exact: true }));
      await page.keyboard.press('Enter');
    },
  },
];

const openers: ReadonlyArray<{ name: string; path: string; opener: (page: Page) => Locator; withChoice: boolean }> = [
  {
    name: "the banner's Manage Preferences",
    path: '/',
    opener: (page) => banner(page).getByRole('button', { name: consentCopy.banner.manage }),
    withChoice: false,
  },
  {
    name: "/cookie-policy's Manage Cookie Preferences",
    path: '/cookie-policy',
    opener: (page) => page.getByRole('main').getByRole('button', { name: 'Manage Cookie Preferences' }),
    withChoice: true,
  },
  {
    // The page's last control: the banner's come after it.
    name: "the footer's Cookie preferences",
    path: '/about',
    opener: (page) => page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' }),
    withChoice: false,
  },
];

for (const { name, path, opener, withChoice } of openers) {
  for (const { name: closing, close } of closings) {
    test(`closing the dialog opened by ${name} with ${closing} puts focus back on it`, async ({ page }) => {
      if (withChoice) await seedConsent(page);
      await page.goto(path);
      if (!withChoice) await expect(banner(page)).toBeVisible();
      const control = opener(page);
      await tabTo(page, control);
      const next = await markNextTabStop(page);
      await expect(control).toBeFocused();

      await page.keyboard.press('Enter');
      const dialog = preferencesDialog(page);
      await expect(dialog).toBeVisible();
      await close(dialog, page);

      await expect(dialog).toBeHidden();
      await expect(control).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(next).toBeFocused();
    });
  }
}

interface TabStop {
  label: string;
  /** The label with the control's element and where it is on the screen. */
  description: string;
  inBanner: boolean;
  covered: boolean;
}

/** The focused control, and whether the banner's box overlaps its box or its focus ring. */
function focusedStop(page: Page): Promise<TabStop> {
  return banner(page).evaluate((bannerElement) => {
    const focused = document.activeElement ?? document.body;
    // The focus ring (3 px, 2 px off the control: shared/src/styles/global.scss) must show too.
    const ring = 5;
    const box = focused.getBoundingClientRect();
    const covering = bannerElement.getBoundingClientRect();
    const covered =
      box.top - ring < covering.bottom &&
      box.bottom + ring > covering.top &&
      box.left - ring < covering.right &&
      box.right + ring > covering.left;
    const label = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40) ?? '';
    return {
      label,
      description: `${focused.tagName.toLowerCase()} "${label}" at y ${Math.round(box.top)}–${Math.round(box.bottom)}`,
      inBanner: bannerElement.contains(focused),
      covered,
    };
  });
}

const viewports = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

for (const viewport of viewports) {
  test.describe(`at ${viewport.width}×${viewport.height} with no stored choice`, () => {
    test.use({ viewport });

    for (const path of ['/', '/trial']) {
      test(`tabbing through ${path} never puts focus under the banner`, async ({ page }) => {
        await page.goto(path);
        await expect(banner(page)).toBeVisible();
        const lastBannerControl = banner(page).getByRole('button', { name: consentCopy.banner.close });

        const hidden: string[] = [];
        const bannerStops: string[] = [];
        for (let stop = 0; stop < MAX_TAB_STOPS && !(await isFocused(lastBannerControl)); stop++) {
          await page.keyboard.press('Tab');
          const focused = await focusedStop(page);
          if (focused.inBanner) bannerStops.push(focused.label);
          else if (focused.covered) hidden.push(focused.description);
        }

        expect(hidden).toEqual([]);
        // The banner comes after the page, its controls in the order they are shown.
        const { policyLink, manage, rejectAll, acceptAll, close } = consentCopy.banner;
        expect(bannerStops).toEqual([policyLink, manage, rejectAll, acceptAll, close]);
      });
    }
  });
}
