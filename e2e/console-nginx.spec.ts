/**
 * The operator's console (`npm run release -- console`) over the production backend (README:
 * Production topology): the releases in an S3 bucket (s3rver), the pointer, the log and the lock
 * in PostgreSQL, nginx serving the site from the bucket, and the api storing its field reports in
 * PostgreSQL too; the console on the same bucket and databases, driven in a real browser through
 * the scenario of ./support/console.ts.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { freePort } from 'shared/testing/free-port';
import { startPgCluster, type PgCluster } from 'api/testing/pg-cluster';
import { waitUntilAnswering } from '../ops/lib/wait-until-answering';
import { repoRoot } from '../ops/lib/workspace';
import { runRelease } from '../ops/testing/release-command';
import { startS3Server, type S3Server } from '../ops/testing/s3-server';
import { bucketSiteEnv, pushBuildsFromBox, startBucketNginx } from './support/bucket-nginx';
import { buildLegalCandidates, consoleTests, type ConsoleSite } from './support/console';
import { processes } from './support/processes';
import { E2E_SITE_SECRET } from './support/site';

const workDir = path.join(repoRoot, '.test-results', `console-nginx-${process.pid}`);

let s3: S3Server | undefined;
let pg: PgCluster | undefined;
const servers = processes();
let consoleSite: ConsoleSite;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  [s3, pg] = await Promise.all([startS3Server(), startPgCluster()]);
  const apiPort = await freePort();
  const env: Record<string, string> = {
    ...(await bucketSiteEnv(s3, await pg.createDatabase(), apiPort)),
    // The api's store, where the console reads the field reports.
    DATABASE_URL: await pg.createDatabase(),
    RELEASE_PREVIEW_SECRET: E2E_SITE_SECRET,
  };
  const release = (...args: string[]) => runRelease(args, env);

  // The current builds live in a folder store, moved into the bucket and the database.
  await pushBuildsFromBox(path.join(workDir, 'box-store'), env);

  servers.start(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    API_PORT: String(apiPort),
    DATABASE_URL: env.DATABASE_URL!,
    ALLOW_DEV_TOKENS: '1',
    TRUST_PROXY_HOPS: '1',
    ALLOWED_ORIGINS: env.SITE_URL!,
    REPORTS_RATE_LIMIT_MAX: '100000',
    RELEASE_PREVIEW_SECRET: E2E_SITE_SECRET,
  });
  await startBucketNginx(servers, path.join(workDir, 'nginx'), env);
  await waitUntilAnswering([`${env.SITE_URL}/api/health`], { timeoutMs: 30_000, intervalMs: 100 });
  consoleSite = {
    siteUrl: env.SITE_URL!,
    reportsUrl: `${env.SITE_URL}/api/reports`,
    env,
    release,
    candidates: await buildLegalCandidates(workDir, env),
  };
});

test.afterAll(async () => {
  await servers.stopAll();
  await Promise.all([s3?.stop(), pg?.stop()]);
  rmSync(workDir, { recursive: true, force: true });
});

consoleTests(() => consoleSite);
