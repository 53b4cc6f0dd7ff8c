/**
 * Releases beyond one machine (README: Production topology): the releases in an S3 bucket
 * (s3rver, a real S3 server), the pointer, the log and the lock in PostgreSQL (a throwaway
 * cluster), and TWO nginx servers with the configuration `npm run nginx -- write` generates for a
 * bucket origin, holding no state: each reads the site it serves from the bucket on every
 * request. Operators work from two working folders of their own, sharing only the bucket and the
 * database. Everything runs on free ports of this test's own and is stopped by its pid.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { paths } from 'shared/paths';
import { freePort } from 'shared/testing/free-port';
import { startPgCluster, type PgCluster } from 'api/testing/pg-cluster';
import { cookiePolicy } from 'mfe-legal/content/cookie-policy';
import { waitUntilAnswering } from '../ops/lib/wait-until-answering';
import { repoRoot } from '../ops/lib/workspace';
import { buildCandidate, edit } from '../ops/testing/candidate';
import { runRelease } from '../ops/testing/release-command';
import { startS3Server, type S3Server } from '../ops/testing/s3-server';
import { seedConsent } from './support/consent';
import { bucketSiteEnv, pushBuildsFromBox, siteOrigins, startBucketNginx } from './support/bucket-nginx';
import { processes } from './support/processes';
import { expectRefused } from './support/refused-paths';
import { expect, test } from './support/test';
import { releasesOriginVariable } from '../ops/core/serving-config';

const run = promisify(execFile);
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

const workDir = path.join(repoRoot, '.test-results', `bucket-nginx-${process.pid}`);
/** The store `npm start` made on one box, pushed into the bucket first. */
const boxStore = path.join(workDir, 'box-store');
/** The second operator's working folder: a checkout of its own (no store, no builds, its own cache). */
const secondCheckout = path.join(workDir, 'second-checkout');
const newLead = 'The second release of this policy, served from a bucket.';
const oldLead = cookiePolicy.hero.lead;

let s3: S3Server;
let pg: PgCluster;
let env: Record<string, string> = {};
const siteUrls: string[] = [];
const servers = processes();

test.describe.configure({ mode: 'serial', timeout: 300_000 });

/** `npm run release -- …` from a working folder (this checkout by default). */
const release = (args: readonly string[], checkout = repoRoot, extraEnv: Record<string, string> = {}) =>
  runRelease(args, { ...env, ...extraEnv }, { checkout });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  [s3, pg] = await Promise.all([startS3Server(), startPgCluster()]);

  // The origins the site names are the first server's (a load balancer's, in production).
  const apiPort = await freePort();
  env = await bucketSiteEnv(s3, await pg.createDatabase(), apiPort);

  // One box's store, as `npm start` leaves it, moved into the bucket and the database.
  await pushBuildsFromBox(boxStore, env);

  servers.start(tsx, ['api/src/server.ts'], {
    API_PORT: String(apiPort),
    DATABASE_PATH: path.join(workDir, 'leads.db'),
    ALLOW_DEV_TOKENS: '1',
    TRUST_PROXY_HOPS: '1',
    ALLOWED_ORIGINS: env.SITE_URL!,
  });
  const second = { ...env, ...(await siteOrigins()) };
  await Promise.all([
    startBucketNginx(servers, path.join(workDir, 'nginx-1'), env),
    startBucketNginx(servers, path.join(workDir, 'nginx-2'), second),
  ]);
  await waitUntilAnswering([`${env.SITE_URL}/api/health`], { timeoutMs: 30_000, intervalMs: 100 });
  siteUrls.push(env.SITE_URL!, second.SITE_URL!);

  // Every page, rendered through the first server from the bucket, published into it.
  const prerendered = await run(tsx, ['ops/cli/prerender.ts'], { cwd: repoRoot, env: { ...process.env, ...env } });
  expect(prerendered.stdout).toMatch(/Prerendered \d+ pages/);

  // The second operator's checkout: a clone of this one's commit (its tracked files only: no
  // store, no builds, no lock), with the installed packages.
  await run('git', ['clone', '--quiet', '--shared', repoRoot, secondCheckout]);
  await run('git', [
    '-C',
    secondCheckout,
    'checkout',
    '--quiet',
    '--detach',
    (await run('git', ['-C', repoRoot, 'rev-parse', 'HEAD'])).stdout.trim(),
  ]);
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(secondCheckout, 'node_modules'));
  mkdirSync(path.join(workDir, 'second-tmp'));
});

test.afterAll(async () => {
  await servers.stopAll();
  await Promise.all([s3?.stop(), pg?.stop()]);
  rmSync(workDir, { recursive: true, force: true });
});

/** The cookie policy's lead as each server's next page load shows it, once the app has rendered. */
async function leadsServed(page: import('@playwright/test').Page): Promise<string[]> {
  const leads: string[] = [];
  for (const siteUrl of siteUrls) {
    await page.goto(`${siteUrl}${paths.cookiePolicy}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
    const lead = page.getByText(newLead).or(page.getByText(oldLead));
    await expect(lead.first()).toBeVisible();
    leads.push((await lead.first().textContent()) ?? '');
  }
  return leads;
}

test('pages by their file name and the store’s own files answer 404, malformed paths 400 or 414', async () => {
  const legalOrigin = env[releasesOriginVariable('mfe-legal')];
  const config = (await (await fetch(`${env.SITE_URL}/app-config.json`)).json()) as {
    releases: Record<string, string>;
  };
  const legal = config.releases['mfe-legal'] ?? '';
  // The manifest beside them answers: the release is there.
  expect((await fetch(`${legalOrigin}/${legal}/mf-manifest.json`)).status).toBe(200);
  await expectRefused(env.SITE_URL!, legalOrigin ?? '', legal);
});

test('a promotion from one working folder and a rollback from another reach both servers, with no reload', async ({
  page,
  browser,
}) => {
  await seedConsent(page);
  expect(await leadsServed(page)).toEqual([oldLead, oldLead]);

  // A visitor's tab opened before the promotion, on the second server.
  const context = await browser.newContext();
  const openTab = await context.newPage();
  await seedConsent(openTab);
  await openTab.goto(`${siteUrls[1]}/`);
  await expect(openTab.getByRole('heading', { level: 1 })).toBeVisible();

  // A candidate of mfe-legal with its lead changed, built from a copy of the app.
  const candidate = await buildCandidate({
    workDir,
    name: 'candidate',
    pkg: 'mfe-legal',
    env,
    change: (copy) => edit(path.join(copy, 'src/content/cookie-policy.ts'), oldLead, newLead),
  });

  const nginxPids = servers.started.map((child) => child.pid);
  const promoted = await release(['promote', 'mfe-legal', candidate]);
  expect(promoted.code, promoted.stderr).toBe(0);
  expect(await leadsServed(page)).toEqual([newLead, newLead]);
  // The servers were neither rewritten nor reloaded: the same processes, the same files.
  expect(servers.started.map((child) => child.pid)).toEqual(nginxPids);
  const servedHtml = await (await page.request.get(`${siteUrls[0]}${paths.cookiePolicy}`)).text();
  expect(servedHtml).toContain(newLead);

  // The tab opened before keeps navigating, on the release it started with.
  await openTab.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click();
  await expect(openTab.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
  await expect(openTab.getByText(oldLead)).toBeVisible();
  await context.close();

  // The rollback, by another operator from another working folder: the same bucket and database.
  const rolledBack = await release(['rollback', 'mfe-legal'], secondCheckout, {
    TMPDIR: path.join(workDir, 'second-tmp'),
  });
  expect(rolledBack.code, rolledBack.stderr).toBe(0);
  expect(await leadsServed(page)).toEqual([oldLead, oldLead]);
  const log = await release(['log']);
  expect(log.stdout).toMatch(new RegExp(`promote +mfe-legal +\\S+ → ${candidate}`));
  expect(log.stdout).toMatch(new RegExp(`rollback +mfe-legal +${candidate} → `));
});
