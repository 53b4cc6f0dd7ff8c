/**
 * Shipping one remote through the release store (`npm run release`), on a site of this test's
 * own (./support/release-site.ts). Candidates of mfe-legal are built from temporary copies of
 * the app with one file changed each.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { paths } from 'shared/paths';
import { cookiePolicy } from 'mfe-legal/content/cookie-policy';
import { repoRoot } from '../ops/lib/workspace';
import { liveFile } from '../ops/adapters/folder/live';
import { dropExposedModule, edit } from '../ops/testing/candidate';
import { seedConsent } from './support/consent';
import { collectPageErrors } from './support/page-errors';
import { startReleaseSite, type ReleaseSite } from './support/release-site';
import { pagesFolder } from '../ops/core/store-layout';

const newLead = 'The second release of this policy: which cookies this site uses.';
const oldLead = cookiePolicy.hero.lead;

let site: ReleaseSite;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const liveNow = () => readFileSync(path.join(site.store, liveFile), 'utf8');
const release = (...args: string[]) => site.release(...args);

async function openCookiePolicy(page: Page): Promise<void> {
  await seedConsent(page);
  await page.goto(`${site.shellOrigin}${paths.cookiePolicy}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
}

const ids: Record<'text' | 'sharedMajor' | 'missingPage' | 'throws', string> = {
  text: '',
  sharedMajor: '',
  missingPage: '',
  throws: '',
};

test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = await startReleaseSite('releases');
  const candidate = site.candidate;

  ids.text = await candidate('text', (copy) => edit(path.join(copy, 'src/content/cookie-policy.ts'), oldLead, newLead));
  ids.sharedMajor = await candidate('shared-major', (copy) => {
    // Built against a `shared` 2.0.0 of its own, which the live shell (0.1.0) does not provide,
    // linked in as the workspace links the real one, so the build compiles its source.
    const shared = path.join(copy, '..', 'shared');
    for (const entry of ['src', 'build', 'package.json']) {
      cpSync(path.join(repoRoot, 'shared', entry), path.join(shared, entry), { recursive: true });
    }
    edit(path.join(shared, 'package.json'), '"version": "0.1.0"', '"version": "2.0.0"');
    mkdirSync(path.join(copy, 'node_modules'));
    symlinkSync(shared, path.join(copy, 'node_modules', 'shared'));
  });
  // Its registry still lists /cookie-policy; its exposes map leaves the page's module out.
  ids.missingPage = await candidate('missing-page', (copy) => dropExposedModule(copy, 'CookiePolicyPage'));
  ids.throws = await candidate('throws', (copy) =>
    edit(
      path.join(copy, 'src/pages/CookiePolicyPage.tsx'),
      'export function CookiePolicyPage() {\n',
      "export function CookiePolicyPage() {\n  throw new Error('Broken cookie policy');\n",
    ),
  );
});

test.afterAll(() => site.close());

test('promote shows a new mfe-legal on the next load, rollback the old one, and an open tab keeps navigating', async ({
  page,
  context,
}) => {
  const openTab = await context.newPage();
  const errors = collectPageErrors(openTab);
  await openCookiePolicy(openTab);
  await expect(openTab.getByText(oldLead)).toBeVisible();

  const promoted = await release('promote', 'mfe-legal', ids.text);
  expect(promoted.code, promoted.stderr).toBe(0);
  // Only the promoted app's pages were prerendered again, from the new release.
  expect(promoted.stdout).toContain('3 re-rendered');
  expect(readFileSync(path.join(pagesFolder(site.store), 'cookie-policy', 'index.html'), 'utf8')).toContain(newLead);
  expect(existsSync(path.join(pagesFolder(site.store), 'about', 'index.html'))).toBe(false);
  await openCookiePolicy(page);
  await expect(page.getByText(newLead)).toBeVisible();

  // The tab opened before the promotion still loads chunks of the release it started with.
  await openTab.getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expect(openTab.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await openTab.goBack();
  await expect(openTab.getByText(oldLead)).toBeVisible();
  expect(errors).toEqual([]);

  const rolledBack = await release('rollback', 'mfe-legal');
  expect(rolledBack.code, rolledBack.stderr).toBe(0);
  await openCookiePolicy(page);
  await expect(page.getByText(oldLead)).toBeVisible();
});

test('a candidate needing another shared major, or missing an exposed page, is refused and nothing changes', async ({
  page,
}) => {
  const before = liveNow();
  const sharedMajor = await release('promote', 'mfe-legal', ids.sharedMajor);
  expect(sharedMajor.code).toBe(1);
  expect(sharedMajor.stderr).toMatch(/needs shared \^2\.0\.0, the shell \S+ provides 0\.1\.0/);
  const missingPage = await release('promote', 'mfe-legal', ids.missingPage);
  expect(missingPage.code).toBe(1);
  expect(missingPage.stderr).toContain(
    `mfe-legal ${ids.missingPage} renders /cookie-policy with CookiePolicyPage, which it does not expose`,
  );
  expect(liveNow()).toBe(before);
  await openCookiePolicy(page);
  await expect(page.getByText(oldLead)).toBeVisible();
});

test('a candidate whose page throws on render is refused by the smoke gate', async () => {
  const before = liveNow();
  const throws = await release('promote', 'mfe-legal', ids.throws);
  expect(throws.code).toBe(1);
  expect(throws.stderr).toMatch(/refused by the smoke gate: \/cookie-policy: .*Broken cookie policy/);
  expect(liveNow()).toBe(before);
});
