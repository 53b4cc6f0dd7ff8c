/** Every route resolves through its owning remote (docs/product.md#routes-and-screens). */
import { remotePortOf, sitePages } from './support/pages';
import { expect, test } from './support/test';

for (const { path, heading } of sitePages) {
  const remote = remotePortOf(path);
  test(`${path} renders its page from the remote on :${remote}`, async ({ page }) => {
    // The live release's manifest, under its id (ops/core/serving-config.ts).
    const remoteManifest = page.waitForResponse(`http://localhost:${remote}/*/mf-manifest.json`);
    await page.goto(path);
    expect((await remoteManifest).ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('the trial form short links lead to the legal pages', async ({ page }) => {
  await page.goto('/terms');
  await expect(page).toHaveURL('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.goto('/privacy');
  await expect(page).toHaveURL('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('the 404 page names the problem, links home and logs the attempted path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/no-such-page?from=test');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect.poll(() => logged.some((text) => text.includes('/no-such-page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Private AI in Your Private Tenant' })).toBeVisible();
});

test("the 404 page's only console error is the browser's report of its own 404 answer", async ({ page }) => {
  const errors: { text: string; url: string }[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push({ text: message.text(), url: message.location().url });
  });
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const ownStatus = (error: { text: string; url: string }) =>
    error.url === page.url() &&
    error.text.startsWith('Failed to load resource: the server responded with a status of 404');
  expect(errors.filter(ownStatus)).toHaveLength(1);
  expect(errors.filter((error) => !ownStatus(error))).toEqual([]);
});
