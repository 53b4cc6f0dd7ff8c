/**
 * Shipping one remote through the release store (`npm run release`), on servers of this test's
 * own: a temporary store holding the current builds, served as one static origin (a bucket
 * behind a CDN, `RELEASES_URL`) and a shell whose configuration follows `live.json`. Candidates
 * of mfe-legal are built from temporary copies of the app with one file changed each.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { localOrigin, remoteApps, shellApp } from 'shared/remotes';
import { paths } from 'shared/paths';
import { cookiePolicy } from '../mfe-legal/src/content/cookie-policy';
import { startStaticServer } from '../ops/serve/static-server';
import { appDir, repoRoot } from '../ops/lib/workspace';
import { makeBuildsLive } from '../ops/release/commands';
import { withReleases } from '../ops/release/open';
import { liveFile } from '../ops/release/live';
import { storeServing } from '../ops/release/serving';
import { pagesFolder } from '../ops/release/folder-store';
import { seedConsent } from './support/consent';

const run = promisify(execFile);
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

/** Under the checkout, so a copy of the app resolves the workspace's packages. */
const workDir = path.join(repoRoot, '.test-results', `releases-${process.pid}`);
const store = path.join(workDir, 'store');
const newLead = 'The second release of this policy: which cookies this site uses.';
const oldLead = cookiePolicy.hero.lead;

let servers: Server[] = [];
let env: Record<string, string> = {};
let shellOrigin = '';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

/** Runs `npm run release -- …` on this test's store; resolves to its exit code and output. */
async function release(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(tsx, ['ops/release.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Builds a release of mfe-legal from a copy of it that `change` edits; resolves to its id. */
async function candidate(name: string, change: (copy: string) => void): Promise<string> {
  const copy = path.join(workDir, name, 'mfe-legal');
  mkdirSync(copy, { recursive: true });
  for (const entry of ['src', 'package.json', 'webpack.config.ts']) {
    cpSync(path.join(appDir('mfe-legal'), entry), path.join(copy, entry), { recursive: true });
  }
  change(copy);
  const result = await release('build', 'mfe-legal', '--source', copy);
  expect(result.code, result.stderr).toBe(0);
  return result.stdout.trim().split('\n').at(-1) ?? '';
}

function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

const liveNow = () => readFileSync(path.join(store, liveFile), 'utf8');

async function openCookiePolicy(page: Page): Promise<void> {
  await seedConsent(page);
  await page.goto(`${shellOrigin}${paths.cookiePolicy}`);
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
  const pkgs = [shellApp.pkg, ...remoteApps.map((app) => app.pkg)];
  await withReleases({ RELEASE_STORE: store }, (releases) => makeBuildsLive(releases, pkgs, {}));
  const origin = await startStaticServer({ root: store, port: 0, isShell: false, env: {} });
  servers.push(origin);
  env = { RELEASE_STORE: store, RELEASES_URL: localOrigin((origin.address() as AddressInfo).port) };
  const shell = await startStaticServer({ ...storeServing(store, shellApp.pkg, env), port: 0, isShell: true, env });
  servers.push(shell);
  shellOrigin = localOrigin((shell.address() as AddressInfo).port);

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
  ids.missingPage = await candidate('missing-page', (copy) =>
    edit(path.join(copy, 'src/exposes.ts'), "  './CookiePolicyPage': './src/exposed/CookiePolicyPage.ts',\n", ''),
  );
  ids.throws = await candidate('throws', (copy) =>
    edit(
      path.join(copy, 'src/pages/CookiePolicyPage.tsx'),
      'export function CookiePolicyPage() {\n',
      "export function CookiePolicyPage() {\n  throw new Error('Broken cookie policy');\n",
    ),
  );
});

test.afterAll(() => {
  for (const server of servers) server.close();
  servers = [];
  rmSync(workDir, { recursive: true, force: true });
});

test('promote shows a new mfe-legal on the next load, rollback the old one, and an open tab keeps navigating', async ({
  page,
  context,
}) => {
  const openTab = await context.newPage();
  const errors: string[] = [];
  openTab.on('pageerror', (error) => errors.push(error.message));
  openTab.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openCookiePolicy(openTab);
  await expect(openTab.getByText(oldLead)).toBeVisible();

  const promoted = await release('promote', 'mfe-legal', ids.text);
  expect(promoted.code, promoted.stderr).toBe(0);
  // Only the promoted app's pages were prerendered again, from the new release.
  expect(promoted.stdout).toContain('3 re-rendered');
  expect(readFileSync(path.join(pagesFolder(store), 'cookie-policy', 'index.html'), 'utf8')).toContain(newLead);
  expect(existsSync(path.join(pagesFolder(store), 'about', 'index.html'))).toBe(false);
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
  expect(missingPage.stderr).toContain(`mfe-legal ${ids.missingPage} does not expose CookiePolicyPage`);
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
