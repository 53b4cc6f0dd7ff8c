/** axe finds no WCAG 2.1 A/AA violation in the shell's frame, its consent UI, its menus and an accordion. */
import { expect, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { banner, preferencesDialog, seedConsent } from './support/consent';

for (const path of ['/', '/about', '/cookie-policy', '/no-such-page']) {
  test(`${path} with its cookie banner has no violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await expectAccessible(page);
  });
}

test('the preference dialog has no violations', async ({ page }) => {
  await seedConsent(page);
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' }).click();
  await expect(preferencesDialog(page)).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
});

test('the blog list and a post, once loaded, have no violations', async ({ page }) => {
  await seedConsent(page);
  await page.goto('/blog');
  const firstCard = page.getByRole('main').getByRole('article').first();
  await expect(firstCard).toBeVisible();
  await expectAccessible(page);
  await firstCard.getByRole('link').click();
  // The post, not the list it replaces: only a post has the way back.
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to Blog' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  await expectAccessible(page);
});

test('a landing page with an accordion item open has no violations', async ({ page }) => {
  await seedConsent(page);
  await page.goto('/government');
  const item = page.getByRole('main').locator('details').first();
  await item.locator('summary').click();
  await expect(item).toHaveAttribute('open');
  await expectAccessible(page, 'main');
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the open mobile menu has no violations', async ({ page }) => {
    await seedConsent(page);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).locator('summary', { hasText: 'Products' }).click();
    await expectAccessible(page, 'header');
  });
});
