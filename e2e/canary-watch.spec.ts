/**
 * The canary watcher (`npm run release -- watch`), on a site of this test's own (./support/
 * release-site.ts) reporting to an api of its own behind a proxy (each visitor's browser comes
 * from an address of its own, in X-Forwarded-For): visitors' browsers send their field reports,
 * the watcher reads them from the api's database, and a canary that fails its visitors is rolled
 * back once the minimum sample is in, with the figures in the release log; a healthy one is not.
 * Either way one hostile client flooding the api with reports (with a real report pass, taken
 * from the site's configuration as any visitor can) changes nothing: the verdict weighs clients.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { paths } from 'shared/paths';
import { cookiePolicy } from 'mfe-legal/content/cookie-policy';
import { repoRoot } from '../ops/lib/workspace';
import { readLive } from '../ops/adapters/folder/live';
import { edit } from '../ops/testing/candidate';
import { seedConsent } from './support/consent';
import { processes } from './support/processes';
import { startReportingSite, type ReportingSite } from './support/release-site';
import { waitForApp } from './support/site';
import type { AppConfig } from 'shared/app-config';
import type { FieldReport } from 'shared/schemas/field-reports';

const healthyLead = 'A healthy canary of this policy: which cookies this site uses.';
const bug = 'Broken for visitors with a stored choice';
/** At most this many visitors come while a watcher is judging. */
const visitorsAtMost = 80;

/** The hostile client's address, as the proxy forwards it. */
const attacker = '203.0.113.66';

const servers = processes();
let site: ReportingSite;
let apiOrigin = '';
const ids = { broken: '', healthy: '' };

test.describe.configure({ mode: 'serial', timeout: 420_000 });

test.beforeAll(async () => {
  test.setTimeout(420_000);
  // The shell's configuration sends the reports to this api; the watcher reads its database.
  site = await startReportingSite('canary-watch', servers, {
    // As behind a proxy of ours: its X-Forwarded-For names the client.
    TRUST_PROXY_HOPS: '1',
  });
  apiOrigin = site.apiOrigin;

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
});

/** `release watch mfe-legal` judging from 10 clients of the canary, every second; resolves to its output once it ends. */
function startWatcher(): {
  watcher: ChildProcess;
  printed: () => string;
  output: Promise<{ code: number | null; stdout: string }>;
} {
  const watcher = spawn(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    ['ops/cli/release.ts', 'watch', 'mfe-legal', '--min-views', '10', '--every', '1s'],
    { cwd: repoRoot, env: { ...process.env, ...site.env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  watcher.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  watcher.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const output = once(watcher, 'exit').then(([code]) => ({ code: code as number | null, stdout }));
  return { watcher, printed: () => stdout, output };
}

let visitorCount = 0;

/**
 * A returning visitor (a stored cookie choice) in a fresh browser from an address of its own:
 * opens the cookie policy, stays a moment, and switches to another tab, which sends the page's
 * reports. Resolves once the api has answered them.
 */
async function visit(browser: Browser): Promise<void> {
  visitorCount += 1;
  const address = `198.51.100.${visitorCount % 250}`;
  const context = await browser.newContext();
  const page = await context.newPage();
  // The proxy's header on the reports only: in extraHTTPHeaders it would make the beacon preflighted.
  await page.route(`${apiOrigin}/api/reports`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
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

/**
 * One client's flood: 20 batches of 20 copies of the report `make` gives for mfe-legal's canary,
 * with the canary's report pass (the configuration of cohort 0 is anyone's to fetch); each taken.
 */
async function flood(make: (release: string) => FieldReport): Promise<void> {
  const config = (await (
    await fetch(`${site.shellOrigin}/app-config.json`, { headers: { cookie: 'vt_cohort=0' } })
  ).json()) as AppConfig;
  const canary = config.releases?.['mfe-legal'] ?? '';
  const body = JSON.stringify({ pass: config.reportPass, reports: Array.from({ length: 20 }, () => make(canary)) });
  for (let batch = 0; batch < 20; batch += 1) {
    const response = await fetch(`${apiOrigin}/api/reports`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': attacker },
      body,
    });
    expect(response.status).toBe(204);
  }
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

test('a canary that throws for returning visitors is rolled back by the watcher under a flood of clean views, with its figures in the log', async ({
  browser,
}) => {
  const promoted = await site.release('promote', 'mfe-legal', ids.broken, '--canary', '50', '--no-watch');
  expect(promoted.code, promoted.stderr).toBe(0);
  await flood((release) => ({ kind: 'view', route: paths.cookiePolicy, apps: { 'mfe-legal': release } }));
  const { watcher, output } = startWatcher();
  const visitors = await visitUntil(browser, () => watcher.exitCode !== null);
  const { code, stdout } = await output;

  expect(code, stdout).toBe(0);
  expect(stdout).toMatch(
    new RegExp(
      `rolled the canary ${ids.broken} back: the canary's error rate is worse than the live release's: ` +
        `canary ${ids.broken}: (\\d+) of (\\d+) clients saw an error`,
    ),
  );
  const [, errors, views] =
    /canary \S+: (\d+) of (\d+) clients saw an error/.exec(stdout.split('rolled')[1] ?? '') ?? [];
  // Judged once the minimum sample was in, not before; the flood's 400 views are one client's.
  expect(Number(views)).toBeGreaterThanOrEqual(10);
  expect(Number(errors)).toBe(Number(views) - 1);
  expect(readLive(site.store).apps['mfe-legal']?.canary).toBeUndefined();
  const log = await site.release('log');
  expect(log.stdout).toContain(`the canary's error rate is worse than the live release's: canary ${ids.broken}`);
  console.log(`rolled back after ${visitors} visitors: ${errors} of ${views} clients of the canary saw an error`);
});

test('a healthy canary is left alone by the watcher, under one client’s flood of error reports, until it is completed', async ({
  browser,
}) => {
  const promoted = await site.release('promote', 'mfe-legal', ids.healthy, '--canary', '50', '--no-watch');
  expect(promoted.code, promoted.stderr).toBe(0);
  await flood((release) => ({
    kind: 'error',
    route: paths.cookiePolicy,
    app: 'mfe-legal',
    release,
    source: 'boundary',
    message: 'fabricated',
  }));
  const { watcher, printed, output } = startWatcher();
  // Until the watcher has judged the canary from its minimum sample, and a few visitors more.
  await visitUntil(browser, () => printed().includes(': healthy ('));
  for (let visitor = 0; visitor < 5; visitor += 1) await visit(browser);
  expect(readLive(site.store).apps['mfe-legal']?.canary?.release).toBe(ids.healthy);

  const completed = await site.release('promote', 'mfe-legal', ids.healthy);
  expect(completed.code, completed.stderr).toBe(0);
  const { code, stdout } = await output;
  expect(code, stdout).toBe(0);
  expect(stdout).toMatch(/canary \S+ at 50 %: healthy \(canary \S+: 1 of \d+ clients saw an error/);
  expect(stdout).toContain('mfe-legal has no canary now (completed or ended): the watch ends');
  expect(stdout).not.toContain('rolled the canary');
  expect(watcher.exitCode).toBe(0);
});
