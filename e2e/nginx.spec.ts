/**
 * The production setup (deploy/nginx/): a release store holding the current builds, served by
 * Debian's nginx with the configuration `npm run nginx -- write` generates, on free ports of this
 * test's own (the shell and each remote on its own origin), the api behind it at `/api/`, every
 * page prerendered through it. nginx runs in the foreground with its own prefix and pid file, and
 * is stopped by its pid, as is the api. The test fixture fails any test with a CSP violation.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { remoteApps, shellApp } from 'shared/remotes';
import { freePort } from 'shared/testing/free-port';
import { waitUntilAnswering } from '../ops/lib/wait-until-answering';
import { repoRoot } from '../ops/lib/workspace';
import { foregroundNginxArgs, writeNginxSite } from '../ops/adapters/nginx/site';
import { prerender } from '../ops/commands/prerender';
import { importBuild } from '../ops/commands/build';
import { makeBuildsLive } from '../ops/commands/make-live';
import { promoteCommand } from '../ops/commands/promote';
import { rollbackCommand } from '../ops/commands/rollback';
import { readLive } from '../ops/adapters/folder/live';
import { servedFolder } from '../ops/adapters/folder/served-folder';
import { withReleases, type Releases } from '../ops/commands/open-releases';
import { seedConsent } from './support/consent';
import { sitePages } from './support/pages';
import { E2E_MEASUREMENT_ID } from './support/site';
import { processes } from './support/processes';
import { expectRefused } from './support/refused-paths';
import { expect, test } from './support/test';
import { fillTrialRequest } from './support/trial-form';
import { storedLeads, uniqueEmail } from './support/leads';
import { releasesOriginVariable } from '../ops/core/serving-config';

const workDir = path.join(repoRoot, '.test-results', `nginx-${process.pid}`);
const store = path.join(workDir, 'store');
const siteDir = path.join(workDir, 'site');
const databasePath = path.join(workDir, 'leads.db');
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

let env: Record<string, string> = {};
let siteUrl = '';
const servers = processes();

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const pkgs = [shellApp.pkg, ...remoteApps.map((app) => app.pkg)];
  await withReleases({ RELEASE_STORE: store }, (releases) => makeBuildsLive(releases, pkgs, {}));

  const [shellPort, apiPort, ...remotePorts] = await Promise.all(
    [shellApp, { pkg: 'api' }, ...remoteApps].map(() => freePort()),
  );
  siteUrl = `http://127.0.0.1:${shellPort}`;
  env = {
    RELEASE_STORE: store,
    NGINX_SITE: siteDir,
    SITE_URL: siteUrl,
    API_UPSTREAM: `http://127.0.0.1:${apiPort}`,
    GA_MEASUREMENT_ID: E2E_MEASUREMENT_ID,
    ...Object.fromEntries(
      remoteApps.map((app, index) => [releasesOriginVariable(app.pkg), `http://127.0.0.1:${remotePorts[index]}`]),
    ),
  };

  servers.start(tsx, ['api/src/server.ts'], {
    API_PORT: String(apiPort),
    DATABASE_PATH: databasePath,
    ALLOW_DEV_TOKENS: '1',
    TRUST_PROXY_HOPS: '1',
    ALLOWED_ORIGINS: siteUrl,
  });
  const nginx = servers.start(
    'nginx',
    foregroundNginxArgs(siteDir, writeNginxSite({ store: servedFolder(store), siteDir, env })),
  );
  await waitUntilAnswering([`${siteUrl}/app-config.json`, `${siteUrl}/api/health`], {
    timeoutMs: 30_000,
    intervalMs: 100,
    gaveUp: () => (nginx.exitCode !== null ? `nginx exited with ${nginx.exitCode}` : undefined),
  });
  const result = await prerender({ ...process.env, ...env });
  expect(result.pages).toBeGreaterThanOrEqual(sitePages.length);
});

test.afterAll(async () => {
  await servers.stopAll();
  rmSync(workDir, { recursive: true, force: true });
});

test('every route renders through nginx with its content and the security headers', async ({ page }) => {
  await seedConsent(page);
  for (const { path: pagePath, heading } of sitePages) {
    const response = await page.goto(`${siteUrl}${pagePath}`);
    expect(response?.status(), pagePath).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toBe('no-cache');
  }
});

test('with analytics consented, gtag loads under the policy (Google’s hosts stubbed)', async ({ page, context }) => {
  const gtagRequests: string[] = [];
  await context.route('**://www.googletagmanager.com/**', (route) => {
    gtagRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.__gtagStub = true;' });
  });
  await seedConsent(page, { analytics: true, marketing: true });
  await page.goto(`${siteUrl}/about`);
  await expect.poll(() => gtagRequests.length).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => (window as { __gtagStub?: boolean }).__gtagStub)).toBe(true);
});

test('a lead posted through nginx at /api/ is stored by the api', async ({ page }) => {
  await seedConsent(page);
  await page.goto(`${siteUrl}/trial`);
  const email = uniqueEmail('nginx');
  await fillTrialRequest(page, email);
  await page.getByRole('button', { name: 'Request Trial' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Request Submitted!' })).toBeVisible();

  expect(storedLeads(email, databasePath).map((lead) => lead.formType)).toEqual(['trial-request']);
});

test('hashed files come precompressed with Brotli and cached for a year; manifests revalidate', async ({ request }) => {
  const html = await (await request.get(`${siteUrl}/`)).text();
  const script = /"(\/main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const hashed = await request.get(`${siteUrl}${script}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(hashed.headers()['content-encoding']).toBe('br');
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const config = (await (await request.get(`${siteUrl}/app-config.json`)).json()) as {
    remotes: Record<string, string>;
  };
  const manifest = await request.get(config.remotes.mfe_legal ?? '');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
});

test('an unknown path is the 404 page, answered 404; so is a post the blog api does not know', async ({ page }) => {
  const missing = await page.goto(`${siteUrl}/no-such-page`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();

  // A post the blog api does not know: the app page, where the blog says so, with 404.
  const unknownPost = await page.goto(`${siteUrl}/blog/never-existed`);
  expect(unknownPost?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog post not found.' })).toBeVisible();
});

test('pages by their file name and the store’s own files answer 404, malformed paths 400 or 414; a canary is refused', async () => {
  const legal = readLive(store).apps['mfe-legal']?.live ?? '';
  const legalOrigin = env[releasesOriginVariable('mfe-legal')];
  await expectRefused(siteUrl, legalOrigin ?? '', legal);
  await expect(
    withReleases({ ...process.env, ...env }, (releases) =>
      promoteCommand(releases, 'mfe-legal', legal, { ...process.env, ...env }, 30),
    ),
  ).rejects.toThrow('canaries are not served by nginx over a folder store (NGINX_SITE)');
});

test('a promotion and a rollback change what nginx serves, the release command reloading it', async ({ request }) => {
  test.setTimeout(180_000);
  // mfe-blog: the smoke gate also opens a post, read from the api behind nginx.
  const liveBlog = () => readLive(store).apps['mfe-blog']?.live;
  const operate = <T>(work: (releases: Releases) => Promise<T>) => withReleases({ ...process.env, ...env }, work);
  // A reload closes the old workers' idle keep-alive connections: a request sent on one just then
  // is reset (a browser sends it again), so a poll asks again, and says why if it never answers.
  const servedBlog = async () => {
    try {
      const config = await (await request.get(`${siteUrl}/app-config.json`)).json();
      return (config as { remotes: Record<string, string> }).remotes.mfe_blog;
    } catch (error) {
      return `no answer: ${(error as Error).message}`;
    }
  };
  const before = liveBlog() ?? '';
  expect(await servedBlog()).toContain(`/${before}/`);

  const candidate = (await operate(({ store: releases }) => importBuild(releases, 'mfe-blog'))).id;
  const promoted = await operate((releases) =>
    promoteCommand(releases, 'mfe-blog', candidate, { ...process.env, ...env }),
  );
  expect(promoted.join('\n')).toContain('smoke passed');
  await expect.poll(servedBlog).toContain(`/${candidate}/`);

  await operate((releases) => rollbackCommand(releases, 'mfe-blog', undefined, { ...process.env, ...env }));
  await expect.poll(servedBlog).toContain(`/${before}/`);
});
