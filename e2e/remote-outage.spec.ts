/**
 * Failure isolation: a remote whose server is down breaks only its own routes. The test runs
 * its own shell and legal remote (the other remotes are the shared ones), stops the legal
 * server, checks the rest of the site, then brings it back and retries.
 */
import { expect, test } from './support/test';
import { startAppServer, type AppServer } from './support/app-server';
import { banner } from './support/consent';

const SHELL_PORT = 3100;
const LEGAL_PORT = 3104;
const legalManifest = `http://localhost:${LEGAL_PORT}/mf-manifest.json`;

let shell: AppServer;
let legal: AppServer;

// This shell moves mfe-legal to another port, while its prerendered pages still preload the
// shared one's files, which its policy then (rightly) refuses.
test.use({ checkCsp: false });

test.beforeAll(async () => {
  legal = await startAppServer('mfe-legal', LEGAL_PORT, '/mf-manifest.json');
  shell = await startAppServer('shell', SHELL_PORT, '/app-config.json', { REMOTE_LEGAL_URL: legalManifest });
});

test.afterAll(async () => {
  await Promise.all([shell?.stop(), legal?.stop()]);
});

test('a stopped remote shows a retry while header, footer, consent and other remotes keep working', async ({
  page,
}) => {
  await page.goto(`${shell.url}/cookie-policy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();

  await legal.stop();
  await page.goto(`${shell.url}/privacy-policy`);
  const failure = page.getByRole('alert');
  await expect(failure).toContainText('This page could not be loaded');
  await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();

  // The shell's own parts still work.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Veritenant home' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Reject All' }).click();
  await expect(banner(page)).toBeHidden();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie Preferences' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Other remotes' routes still work, in the same page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Built by people who have run enterprise systems for decades',
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();

  // Back on a legal route it still fails cleanly, then recovers once the remote is back.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('alert')).toContainText('This page could not be loaded');
  legal = await startAppServer('mfe-legal', LEGAL_PORT, '/mf-manifest.json');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
