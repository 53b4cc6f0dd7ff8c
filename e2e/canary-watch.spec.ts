/**
 * The canary watcher (`npm run release -- watch`), on a site of this test's own (./support/
 * release-site.ts) reporting to an api of its own: visitors' browsers send their field reports,
 * the watcher reads them from the api's database, and a canary that fails its visitors is rolled
 * back once the minimum sample is in, with the figures in the release log; a healthy one is not.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { paths } from 'shared/paths';
import { localOrigin } from 'shared/remotes';
import { freePort } from 'shared/testing/free-port';
import { cookiePolicy } from '../mfe-legal/src/content/cookie-policy';
import { repoRoot } from '../ops/lib/workspace';
import { readLive } from '../ops/release/live';
import { edit } from '../ops/testing/candidate';
import { seedConsent } from './support/consent';
import { processes } from './support/processes';
import { startReleaseSite, type ReleaseSite } from './support/release-site';
import { waitForApp } from './support/site';

const healthyLead = 'A healthy canary of this policy: which cookies this site uses.';
const bug = 'Broken for visitors with a stored choice';
/** At most this many visitors come while a watcher is judging. */
const visitorsAtMost = 80;

const servers = processes();
let site: ReleaseSite;
let apiOrigin = '';
let databaseDir = '';
const ids = { broken: '', healthy: '' };

test.describe.configure({ mode: 'serial', timeout: 420_000 });

test.beforeAll(async () => {
  test.setTimeout(420_000);
  const apiPort = await freePort();
  apiOrigin = localOrigin(apiPort);
  databaseDir = mkdtempSync(path.join(os.tmpdir(), 'canary-watch-'));
  const databasePath = path.join(databaseDir, 'api.db');
  // The shell's configuration sends the reports to this api; the watcher reads its database.
  site = await startReleaseSite('canary-watch', {
    FORM_ENDPOINT: `${apiOrigin}/api/forms`,
    DATABASE_PATH: databasePath,
  });
  servers.start(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    API_PORT: String(apiPort),
    DATABASE_PATH: databasePath,
    ALLOW_DEV_TOKENS: '1',
    ALLOWED_ORIGINS: site.shellOrigin,
    REPORTS_RATE_LIMIT_MAX: '100000',
  });
  await expect
    .poll(async () => (await fetch(`${apiOrigin}/api/health`).catch(() => undefined))?.status, { timeout: 30_000 })
    .toBe(200);

  // A bug the smoke gate does not hit: it throws, after the page has rendered, only for visitors
  // who made a cookie choice on an earlier visit (the gate's browser has none).
  ids.broken = await site.candidate('broken', (copy) => {
    const page = path.join(copy, 'src/pages/CookiePolicyPage.tsx');
    edit(
      page,
      "import { useSiteStore } from 'shared/site-store';",
      "import { useEffect } from 'react';\nimport { useSiteStore } from 'shared/site-store';",
    );
    edit(
      page,
      'export function CookiePolicyPage() {\n',
      `export function CookiePolicyPage() {\n  useEffect(() => {\n    if (window.localStorage.length > 0) setTimeout(() => { throw new Error('${bug}'); });\n  }, []);\n`,
    );
  });
  ids.healthy = await site.candidate('healthy', (copy) =>
    edit(path.join(copy, 'src/content/cookie-policy.ts'), cookiePolicy.hero.lead, healthyLead),
  );
});

test.afterAll(async () => {
  await servers.stopAll();
  site.close();
  rmSync(databaseDir, { recursive: true, force: true });
});

/** `release watch mfe-legal` judging from 10 page views, every second; resolves to its output once it ends. */
function startWatcher(): {
  watcher: ChildProcess;
  printed: () => string;
  output: Promise<{ code: number | null; stdout: string }>;
} {
  const watcher = spawn(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    ['ops/release.ts', 'watch', 'mfe-legal', '--min-views', '10', '--every', '1s'],
    { cwd: repoRoot, env: { ...process.env, ...site.env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  watcher.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  watcher.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const output = once(watcher, 'exit').then(([code]) => ({ code: code as number | null, stdout }));
  return { watcher, printed: () => stdout, output };
}

/**
 * A returning visitor (a stored cookie choice) in a fresh browser: opens the cookie policy, stays
 * a moment, and switches to another tab, which sends the page's reports. Resolves once the api
 * has answered them.
 */
async function visit(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await seedConsent(page);
  await page.goto(`${site.shellOrigin}${paths.cookiePolicy}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
  // The broken release's timer has run.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  const sent = page.waitForResponse((response) => response.url() === `${apiOrigin}/api/reports`);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect((await sent).status()).toBe(204);
  await context.close();
}

/** Visitors come one after another until `done` or `visitorsAtMost` came. */
async function visitUntil(browser: Browser, done: () => boolean): Promise<number> {
  let visitors = 0;
  while (!done() && visitors < visitorsAtMost) {
    await visit(browser);
    visitors += 1;
  }
  return visitors;
}

test('a canary that throws for returning visitors is rolled back by the watcher, with its figures in the log', async ({
  browser,
}) => {
  const promoted = await site.release('promote', 'mfe-legal', ids.broken, '--canary', '50', '--no-watch');
  expect(promoted.code, promoted.stderr).toBe(0);
  const { watcher, output } = startWatcher();
  const visitors = await visitUntil(browser, () => watcher.exitCode !== null);
  const { code, stdout } = await output;

  expect(code, stdout).toBe(0);
  expect(stdout).toMatch(
    new RegExp(
      `rolled the canary ${ids.broken} back: the canary's error rate is worse than the live release's: ` +
        `canary ${ids.broken}: (\\d+) errors in (\\d+) page views`,
    ),
  );
  const [, errors, views] = /canary \S+: (\d+) errors in (\d+) page views/.exec(stdout.split('rolled')[1] ?? '') ?? [];
  // Judged once the minimum sample was in, not before.
  expect(Number(views)).toBeGreaterThanOrEqual(10);
  expect(Number(errors)).toBe(Number(views));
  expect(readLive(site.store).apps['mfe-legal']?.canary).toBeUndefined();
  const log = await site.release('log');
  expect(log.stdout).toContain(`the canary's error rate is worse than the live release's: canary ${ids.broken}`);
  console.log(`rolled back after ${visitors} visitors: ${errors} errors in ${views} page views of the canary`);
});

test('a healthy canary is left alone by the watcher until it is completed', async ({ browser }) => {
  const promoted = await site.release('promote', 'mfe-legal', ids.healthy, '--canary', '50', '--no-watch');
  expect(promoted.code, promoted.stderr).toBe(0);
  const { watcher, printed, output } = startWatcher();
  // Until the watcher has judged the canary from its minimum sample, and a few visitors more.
  await visitUntil(browser, () => printed().includes(': healthy ('));
  for (let visitor = 0; visitor < 5; visitor += 1) await visit(browser);
  expect(readLive(site.store).apps['mfe-legal']?.canary?.release).toBe(ids.healthy);

  const completed = await site.release('promote', 'mfe-legal', ids.healthy);
  expect(completed.code, completed.stderr).toBe(0);
  const { code, stdout } = await output;
  expect(code, stdout).toBe(0);
  expect(stdout).toMatch(/canary \S+ at 50 %: healthy \(canary \S+: 0 errors in \d+ page views/);
  expect(stdout).toContain('mfe-legal has no canary now (completed or ended): the watch ends');
  expect(stdout).not.toContain('rolled the canary');
  expect(watcher.exitCode).toBe(0);
});
