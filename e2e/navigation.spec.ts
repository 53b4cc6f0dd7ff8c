/**
 * Following a link to a page whose code is not in yet: the page the visitor leaves stays on screen,
 * with a progress bar once the wait is noticeable, and the next page replaces it whole; no skeleton
 * in between (shell/src/App.tsx, shell/src/components/NavigationProgress.tsx).
 */
import { seedConsent } from './support/consent';
import { waitForApp } from './support/site';
import { expect, test } from './support/test';

/** The privacy policy's own module, on mfe-legal's origin (`npm start`'s defaults). */
const privacyPolicyModule = 'http://localhost:3004/*/__federation_expose_PrivacyPolicyPage.*.js';

test('a link keeps the page on screen, with a progress bar, until the next page is in, and shows no skeleton', async ({
  page,
}) => {
  await seedConsent(page);
  await page.addInitScript(() => {
    const seen = { skeleton: false };
    Object.assign(window, { pageSkeletonSeen: seen });
    new MutationObserver(() => {
      seen.skeleton ||= [...document.querySelectorAll('[role="status"]')].some((status) =>
        status.textContent?.includes('Loading page…'),
      );
    }).observe(document, { childList: true, subtree: true });
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(privacyPolicyModule, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await waitForApp(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();

  await expect(page).toHaveURL('/privacy-policy');
  const progress = page.getByRole('progressbar', { name: 'Loading page…' });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Private AI in Your Private Tenant');

  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(progress).toHaveCount(0);
  const skeletonSeen = await page.evaluate(
    () => (window as unknown as { pageSkeletonSeen: { skeleton: boolean } }).pageSkeletonSeen.skeleton,
  );
  expect(skeletonSeen).toBe(false);
});
