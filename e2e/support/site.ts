/** Page helpers and settings shared by the browser tests. */
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The GA4 id the e2e site is served with (Google's hosts are mocked in the tests). */
export const E2E_MEASUREMENT_ID = 'G-E2ETEST01';

/** The api's SQLite file during browser tests (git-ignored), read back to check leads landed. */
export const E2E_DATABASE_PATH = path.resolve(import.meta.dirname, '..', '..', '.test-results', 'e2e-leads.db');

/** The site's secret, given to the e2e site and its api alike: the api checks the site's report passes with it. */
export const E2E_SITE_SECRET = 'e2e-site-secret-of-at-least-32-characters';

/** The release store the e2e site is served from (git-ignored): each run makes the current builds live. */
export const E2E_RELEASE_STORE = path.resolve(import.meta.dirname, '..', '..', '.test-results', 'e2e-releases');

/** Opens the home page (or `path` on it) and waits until the marketing remote has rendered it. */
export async function gotoHome(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Private AI in Your Private Tenant' })).toBeVisible();
}

/** The attribute of a prerendered page's root, which the app removes once it has hydrated it. */
const prerenderedAttribute = 'data-prerendered';

/** Whether a page's HTML is a page prerendered on the server, rather than the app page. */
export function isPrerenderedHtml(html: string): boolean {
  return html.includes(` ${prerenderedAttribute}`);
}

/**
 * Waits until the app has hydrated the server-rendered page (shell/src/bootstrap.tsx): before
 * that the page is painted but its buttons do nothing yet.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    (attribute) => !document.getElementById('root')?.hasAttribute(attribute),
    prerenderedAttribute,
  );
}

/** Whether the page is still the painted, server-rendered one, not yet hydrated by the app. */
export function isPainted(page: Page): Promise<boolean> {
  return page.evaluate(
    (attribute) => document.getElementById('root')?.hasAttribute(attribute) ?? false,
    prerenderedAttribute,
  );
}

/**
 * Holds back the route's remote entry until the test has acted, so the app cannot hydrate
 * before then however fast or slow this machine is; returns the release.
 */
export async function holdRemoteEntry(page: Page, remoteOrigin: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // A release store serves each remote under its release's id: /<release>/remoteEntry.js.
  const isRemoteEntry = (url: URL) => url.origin === remoteOrigin && url.pathname.endsWith('/remoteEntry.js');
  await page.route(isRemoteEntry, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Hides the page for a moment, as a switch to another tab and back does, so it sends what it
 * holds (and web-vitals reports the page's last values first). Leaving the page sends the same
 * from `pagehide`, but Playwright sees no request of a document being unloaded. The page is
 * visible again afterwards: web-vitals, if it starts later, would take a hidden page for one
 * opened in the background and never report its LCP or CLS.
 */
export async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
  });
}
