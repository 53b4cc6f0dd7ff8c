/** The shell's header: menus, links, the Trial button and the mobile menu (docs/product.md#routes-and-screens). */
import { expect, test } from './support/test';
import { seedConsent } from './support/consent';

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Products menu lists three products with descriptions and navigates', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Products' }).hover();
    const entries = nav.locator('ul ul a');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText('Enterprise AI');
    await expect(entries.nth(0)).toContainText('Private, auditable models');
    await expect(entries.nth(1)).toContainText('Enterprise 360');
    await expect(entries.nth(2)).toContainText('Enterprise Agents');
    await entries.nth(1).click();
    await expect(page).toHaveURL('/enterprise-360');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contextual private search across all your data');
  });

  test('Solutions menu lists five solutions, Manufacturing on the coming-soon page', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Solutions' }).hover();
    const entries = nav.locator('ul ul a');
    await expect(entries).toHaveCount(5);
    await expect(entries).toContainText([
      'Enterprise Automation',
      'Financial Services',
      'Insurance & Healthcare',
      'Government',
      'Manufacturing',
    ]);
    await entries.filter({ hasText: 'Manufacturing' }).click();
    await expect(page).toHaveURL('/coming-soon');
  });

  test('a menu opens after the 200 ms hover delay and closes 150 ms after the pointer leaves', async ({ page }) => {
    // A paused fake clock makes the delays exact: time only moves when the test says so.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1_000);
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Products' });
    await expect(trigger).toBeVisible();

    await trigger.hover();
    await page.clock.runFor(150);
    await expect(trigger).toHaveAttribute('data-state', 'closed');
    await page.clock.runFor(100);
    await expect(trigger).toHaveAttribute('data-state', 'open');

    await page.mouse.move(1400, 800);
    await page.clock.runFor(100);
    await expect(trigger).toHaveAttribute('data-state', 'open');
    await page.clock.runFor(100);
    await expect(trigger).toHaveAttribute('data-state', 'closed');
  });

  test('from the keyboard, a menu opens, takes the focus with ArrowDown and gives it back on Escape', async ({
    page,
  }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const products = nav.getByRole('button', { name: 'Products' });
    const entries = nav.locator('ul ul a');
    await products.focus();

    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(products).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(entries.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(entries.nth(1)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(products).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(nav.getByRole('button', { name: 'Solutions' })).toBeFocused();
  });

  test('Privacy and Contact from another page go to the home sections', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL('/?section=privacy');
    await expect(page.locator('#privacy')).toBeInViewport();
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/?section=contact');
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('the Trial button shows on home only after 500 px of scroll, always elsewhere', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const trial = page.getByRole('banner').getByRole('link', { name: 'Trial' });
    await expect(trial).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(trial).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(trial).toBeVisible();
    await expect(trial).toHaveAttribute('href', '/trial');
    // Not clicked here: a click retry may scroll the page back above 500 px, hiding it again.
    await page.goto('/trial');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Trial' })).toBeVisible();
  });

  test('the logo on home glides back to the top', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#contact')).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.getByRole('link', { name: 'Veritenant home' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL('/');
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the toggle opens a menu with collapsible Products and Solutions groups', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    const products = menu.locator('details', { hasText: 'Products' });
    const solutions = menu.locator('details', { hasText: 'Solutions' });
    await expect(products.getByRole('link').first()).toBeHidden();
    await products.locator('summary').click();
    await expect(products.getByRole('link')).toHaveCount(3);
    for (const link of await products.getByRole('link').all()) await expect(link).toBeVisible();
    await solutions.locator('summary').click();
    await expect(solutions.getByRole('link')).toHaveCount(5);
    for (const link of await solutions.getByRole('link').all()) await expect(link).toBeVisible();

    // Closing a group leaves the menu open, and its toggle says so.
    await products.locator('summary').click();
    await expect(products.getByRole('link').first()).toBeHidden();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await solutions.getByRole('link', { name: /Government/ }).click();
    await expect(page).toHaveURL('/government');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });
});
