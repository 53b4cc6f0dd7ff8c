/** Every route resolves through its owning remote (docs/architecture.md#routes-and-screens). */
import { expect, test } from './support/test';

const routes: ReadonlyArray<{ path: string; heading: string | RegExp; remote: number }> = [
  { path: '/', heading: 'Private AI in Your Private Tenant', remote: 3001 },
  { path: '/enterprise-ai', heading: 'Private, auditable models inside your infrastructure', remote: 3001 },
  { path: '/enterprise-agents', heading: 'Autonomous agents that work inside your systems', remote: 3001 },
  { path: '/enterprise-360', heading: 'Contextual private search across all your data', remote: 3001 },
  { path: '/enterprise-automation', heading: 'Front-office and back-office automation, privately', remote: 3001 },
  { path: '/financial-services', heading: 'Private AI for regulated financial institutions', remote: 3001 },
  { path: '/insurance-healthcare', heading: 'HIPAA-ready AI for insurers and providers', remote: 3001 },
  { path: '/government', heading: 'Sovereign AI for public agencies', remote: 3001 },
  { path: '/about', heading: 'Built by people who have run enterprise systems for decades', remote: 3001 },
  { path: '/trust-center', heading: 'Security and compliance you can verify', remote: 3001 },
  { path: '/coming-soon', heading: 'We are working on this page', remote: 3001 },
  { path: '/trial', heading: 'Request a 30 day trial', remote: 3002 },
  { path: '/blog', heading: 'Our Blog', remote: 3003 },
  {
    path: '/blog/zero-data-egress',
    heading: 'Zero Data Egress: What It Means, and How to Verify It Yourself',
    remote: 3003,
  },
  { path: '/privacy-policy', heading: 'Privacy Policy', remote: 3004 },
  { path: '/terms-of-service', heading: 'Terms of Service', remote: 3004 },
  { path: '/cookie-policy', heading: 'Cookie Policy', remote: 3004 },
];

for (const route of routes) {
  test(`${route.path} renders its page from the remote on :${route.remote}`, async ({ page }) => {
    const remoteManifest = page.waitForResponse(`http://localhost:${route.remote}/mf-manifest.json`);
    await page.goto(route.path);
    expect((await remoteManifest).ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
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
