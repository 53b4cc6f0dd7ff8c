/**
 * Previews (`npm run release -- preview`), on a site of this test's own
 * (./support/release-site.ts): a second release of mfe-legal, whose cookie policy says another
 * thing, and a second release of mfe-marketing (the same build under another id), each swapped in
 * by its signed link for the browser that opens it only.
 */
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { paths } from 'shared/paths';
import { cookiePolicy } from 'mfe-legal/content/cookie-policy';
import { importBuild } from '../ops/commands/build';
import { readLive } from '../ops/adapters/folder/live';
import { withReleases } from '../ops/commands/open-releases';
import { previewCookieName } from '../ops/core/swap-cookies';
import { edit } from '../ops/testing/candidate';
import { seedConsent } from './support/consent';
import { startReleaseSite, type ReleaseSite } from './support/release-site';
import { expect, test } from './support/test';

const newLead = 'A previewed release of this policy: which cookies this site uses.';
const oldLead = cookiePolicy.hero.lead;

let site: ReleaseSite;
const ids = { legal: '', liveLegal: '', marketing: '' };

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = await startReleaseSite('previews');
  ids.liveLegal = readLive(site.store).apps['mfe-legal']!.live;
  ids.legal = await site.candidate('text', (copy) =>
    edit(path.join(copy, 'src/content/cookie-policy.ts'), oldLead, newLead),
  );
  ids.marketing = await withReleases(site.env, ({ store, record }) =>
    record.withLock(async () => (await importBuild(store, 'mfe-marketing')).id),
  );
});

test.afterAll(() => site.close());

/** The link `release preview` prints, on this test's shell. */
async function previewLink(app: string, id: string): Promise<string> {
  const printed = await site.release('preview', app, id);
  expect(printed.code, printed.stderr).toBe(0);
  const link = new URL(printed.stdout.trim().split('\n').at(-1)!);
  return `${site.shellOrigin}${link.pathname}${link.search}`;
}

const bar = (page: Page) => page.getByRole('complementary', { name: 'Preview' });

async function openCookiePolicy(page: Page, lead: string): Promise<void> {
  await page.goto(`${site.shellOrigin}${paths.cookiePolicy}`);
  await expect(page.getByText(lead)).toBeVisible();
}

test('a preview link shows the release in that browser only, with a bar naming it, until Exit preview', async ({
  page,
  browser,
}) => {
  await seedConsent(page);
  await page.goto(await previewLink('mfe-legal', ids.legal));
  expect(page.url()).toBe(`${site.shellOrigin}/`);
  await expect(bar(page)).toContainText(`Previewing mfe-legal ${ids.legal} until `);
  await openCookiePolicy(page, newLead);
  await expect(bar(page)).toBeVisible();

  // Another browser gets the live release, and no bar.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await seedConsent(otherPage);
  await otherPage.goto(`${site.shellOrigin}${paths.cookiePolicy}`);
  await expect(otherPage.getByText(oldLead)).toBeVisible();
  await expect(bar(otherPage)).toHaveCount(0);
  await other.close();

  await bar(page).getByRole('link', { name: 'Exit preview' }).click();
  await page.waitForURL(`${site.shellOrigin}/`);
  await openCookiePolicy(page, oldLead);
  await expect(bar(page)).toHaveCount(0);
});

/** Sets the mfe-legal preview cookie to `value`, as a visitor editing it would. */
async function setPreviewCookie(context: BrowserContext, value: string): Promise<void> {
  await context.clearCookies();
  await context.addCookies([{ name: previewCookieName('mfe-legal'), value, url: site.shellOrigin }]);
}

test('a tampered preview cookie is ignored: the live text, no bar, no error', async ({ page, context }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const { release, expires, sig } = Object.fromEntries(new URL(await previewLink('mfe-legal', ids.legal)).searchParams);
  await seedConsent(page);
  for (const value of [
    `${ids.liveLegal}.${expires}.${sig}`,
    `${release}.${Number(expires) + 3600}.${sig}`,
    `${release}.${expires}.${sig!.slice(0, -4)}AAAA`,
    `${release}.${expires}`,
  ]) {
    await setPreviewCookie(context, value);
    await openCookiePolicy(page, oldLead);
    await expect(bar(page)).toHaveCount(0);
  }
  // The same cookie untouched does swap the release in.
  await setPreviewCookie(context, `${release}.${expires}.${sig}`);
  await openCookiePolicy(page, newLead);
  expect(errors).toEqual([]);
});

test('two links, two remotes: both are previewed together, and the bar names each', async ({ page }) => {
  const marketingReleases = new Set<string>();
  page.on('request', (request) => {
    const release = /^\/mfe-marketing\/([^/]+)\//.exec(new URL(request.url()).pathname)?.[1];
    if (release) marketingReleases.add(release);
  });
  await seedConsent(page);
  await page.goto(await previewLink('mfe-legal', ids.legal));
  await page.goto(await previewLink('mfe-marketing', ids.marketing));
  await expect(bar(page)).toContainText(`mfe-legal ${ids.legal} until `);
  await expect(bar(page)).toContainText(`mfe-marketing ${ids.marketing} until `);
  marketingReleases.clear();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Private AI in Your Private Tenant' })).toBeVisible();
  expect([...marketingReleases]).toEqual([ids.marketing]);
  await openCookiePolicy(page, newLead);
  await expect(bar(page)).toContainText(`mfe-marketing ${ids.marketing}`);
});
