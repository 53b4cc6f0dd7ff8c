/**
 * Reflow (WCAG 1.4.10): at 320 CSS px wide, 1280 px at 400 % zoom, no route scrolls sideways,
 * with the cookie banner showing and every part that loads on approach loaded.
 */
import { banner } from './support/consent';
import { sitePages } from './support/pages';
import { expect, test } from './support/test';

const NARROWEST_WIDTH = 320;

test.use({ viewport: { width: NARROWEST_WIDTH, height: 640 } });

for (const { path, heading } of sitePages) {
  test(`${path} fits ${NARROWEST_WIDTH} px without scrolling sideways`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    // Parts far below the fold (lead forms) load as a visitor heads towards them.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');

    const overflow = await page.evaluate((width) => {
      const wider = [...document.body.querySelectorAll('*')].filter(
        (element) => element.getBoundingClientRect().right > width + 0.5,
      );
      // The innermost ones name the culprit; their ancestors only carry its width.
      const culprits = wider.filter((element) => !wider.some((other) => other !== element && element.contains(other)));
      return {
        scrollWidth: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
        culprits: culprits
          .slice(0, 5)
          .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 60)}"`),
      };
    }, NARROWEST_WIDTH);
    expect(overflow.scrollWidth, `wider than the screen: ${overflow.culprits.join(', ')}`).toBeLessThanOrEqual(
      NARROWEST_WIDTH,
    );
  });
}
