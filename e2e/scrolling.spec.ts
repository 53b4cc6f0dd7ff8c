/** Scroll behaviour (docs/product.md#routes-and-screens): top on every route change, `?section=` and `#hash` targets. */
import { expect, test } from './support/test';
import { seedConsent } from './support/consent';
import { waitForApp } from './support/site';

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
});

for (const section of ['products', 'solutions', 'privacy', 'contact']) {
  test(`/?section=${section} scrolls smoothly to #${section}`, async ({ page }) => {
    await page.goto(`/?section=${section}`);
    // The section may already peek into the viewport at the top of the page, so the test waits
    // for where the scroll ends: the section under the sticky header, or the page's bottom.
    const landedOnSection = () =>
      page.evaluate((id) => {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        const headerClearance = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
        const atBottom = Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight;
        return scrollY > 0 && top !== undefined && (Math.abs(top - headerClearance) <= 2 || atBottom);
      }, section);
    await expect.poll(landedOnSection).toBe(true);
  });
}

test('the section scroll waits 100 ms, then moves smoothly', async ({ page }) => {
  await page.goto('/');
  // The prerendered page shows #contact before the app's router listens for the navigation.
  await waitForApp(page);
  await expect(page.locator('#contact')).toBeAttached();
  const positions = await page.evaluate(async () => {
    const samples: Array<{ at: number; y: number }> = [];
    const started = performance.now();
    history.pushState({}, '', '/?section=contact');
    dispatchEvent(new PopStateEvent('popstate'));
    while (performance.now() - started < 900) {
      samples.push({ at: performance.now() - started, y: window.scrollY });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return samples;
  });
  expect(positions.filter((sample) => sample.at < 80).every((sample) => sample.y === 0)).toBe(true);
  const final = positions.at(-1)?.y ?? 0;
  expect(final).toBeGreaterThan(0);
  // Smooth: some frames land between the start and the target.
  expect(positions.some((sample) => sample.y > 0 && sample.y < final)).toBe(true);
});

test('home without a section starts at the top', async ({ page }) => {
  await page.goto('/?section=contact');
  await expect(page.locator('#contact')).toBeInViewport();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('every route change starts at the top', async ({ page }) => {
  await page.goto('/');
  // The prerendered page shows #contact before the app's router listens for the navigation.
  await waitForApp(page);
  await expect(page.locator('#contact')).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Trust Center' }).click();
  await expect(page).toHaveURL('/trust-center');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a #hash is scrolled to once the page has rendered it', async ({ page }) => {
  await page.goto('/#privacy');
  await expect(page.locator('#privacy')).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a band below the first screen is rendered as it nears, and is in the page for assistive technology before', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForApp(page);
    const contact = page.locator('#contact');
    const heading = contact.getByRole('heading', { level: 2 });
    // Its content is skipped, the band itself is not.
    const rendered = () => heading.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    await expect(heading).toHaveAccessibleName(/.+/);

    await contact.evaluate((section) => section.scrollIntoView({ behavior: 'instant' }));
    await expect.poll(rendered).toBe(true);
  });
});
