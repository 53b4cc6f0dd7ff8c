/**
 * The long legal pages (docs/product.md#routes-and-screens): every contents link lands on its section, below the
 * sticky header, with its hash in the address; a page loaded with a hash lands on that section.
 * The redirects of /terms and /privacy are in routes.spec.ts, the cookie policy's button in
 * consent.spec.ts.
 */
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/accessibility';
import { seedConsent } from './support/consent';

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
});

function contents(page: Page) {
  return page.getByRole('navigation', { name: 'Contents' });
}

/** Resolves once the page has stopped scrolling (a smooth scroll has finished). */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    let last = -1;
    let stillFrames = 0;
    while (stillFrames < 5) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      stillFrames = window.scrollY === last ? stillFrames + 1 : 0;
      last = window.scrollY;
    }
  });
}

/**
 * Where the section is: 'landed' when the address names it, its contents entry is marked, its
 * heading is wholly on screen and not under the sticky header, and the section starts just below
 * the header (or the page cannot scroll further, as for the last sections). One round trip.
 */
function sectionPlacement(page: Page, id: string): Promise<string> {
  return page.evaluate((sectionId) => {
    if (window.location.hash !== `#${sectionId}`) return `address ends in ${window.location.hash}`;
    const entry = document.querySelector(`#contents a[href$="#${sectionId}"]`);
    if (entry?.getAttribute('aria-current') !== 'location') return 'contents entry not marked';
    const section = document.getElementById(sectionId);
    const heading = section?.querySelector(':scope > h2');
    const header = document.querySelector('header');
    if (!section || !heading || !header) return 'missing';
    const headerBottom = header.getBoundingClientRect().bottom;
    const { top, bottom } = heading.getBoundingClientRect();
    const atPageEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    if (top < headerBottom) return 'under the header';
    if (bottom > window.innerHeight) return 'below the screen';
    if (section.getBoundingClientRect().top > headerBottom + 32 && !atPageEnd) return 'not scrolled to';
    return 'landed';
  }, id);
}

async function expectLandedOn(page: Page, path: string, id: string): Promise<void> {
  await expect(page).toHaveURL(`${path}#${id}`);
  await expect
    .poll(() => sectionPlacement(page, id), { message: `#${id} lands on screen`, intervals: [50] })
    .toBe('landed');
}

for (const { path, title } of [
  { path: '/privacy-policy', title: 'Privacy Policy' },
  { path: '/terms-of-service', title: 'Terms of Service' },
]) {
  test.describe(title, () => {
    test.describe('with reduced motion', () => {
      // Instant jumps keep 24 clicks fast; the smooth scroll itself is covered in scrolling.spec.ts.
      test.use({ reducedMotion: 'reduce' });

      test('every contents link lands on its section and puts it in the address', async ({ page }) => {
        // 24 real clicks, each followed by the shell's 100 ms scroll delay: room for a busy machine.
        test.setTimeout(60_000);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        const links = contents(page).getByRole('link');
        const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
        expect(hrefs).toHaveLength(24);

        for (const [index, href] of hrefs.entries()) {
          expect(href).toMatch(new RegExp(`^${path}#[a-z0-9-]+$`));
          await links.nth(index).click();
          await expect
            .poll(() => sectionPlacement(page, href.split('#')[1] ?? ''), { message: href, intervals: [50] })
            .toBe('landed');
        }
      });
    });

    test('has no accessibility violations', async ({ page }) => {
      await page.goto(path);
      await expect(contents(page)).toBeVisible();
      await expectAccessible(page, 'main');
    });
  });
}

test('loading a page with a hash lands on that section', async ({ page }) => {
  await page.goto('/privacy-policy#data-retention');

  await expectLandedOn(page, '/privacy-policy', 'data-retention');
  await scrollSettled(page);
  expect(await sectionPlacement(page, 'data-retention')).toBe('landed');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the contents come before the text, and each section links back to them', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(contents(page)).toBeVisible();
    const contentsAboveText = await page.evaluate(() => {
      const contentsBottom = document.getElementById('contents')?.getBoundingClientRect().bottom ?? Infinity;
      return contentsBottom <= (document.querySelector('section[id]')?.getBoundingClientRect().top ?? 0);
    });
    expect(contentsAboveText).toBe(true);

    await contents(page).getByRole('link', { name: '12. Fees and Pricing' }).click();
    await expectLandedOn(page, '/terms-of-service', 'fees-and-pricing');

    await page.locator('#fees-and-pricing').getByRole('link', { name: 'Back to contents' }).click();

    await expect(page).toHaveURL('/terms-of-service#contents');
    await expect(contents(page).getByRole('heading', { name: 'Contents' })).toBeInViewport();
    await expect(contents(page).getByRole('heading', { name: 'Contents' })).toBeFocused();
  });
});
