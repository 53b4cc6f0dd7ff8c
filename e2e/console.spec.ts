/**
 * The operator's console (`npm run release -- console`) over a folder store: a site of this
 * test's own under the Node server, its pages reporting to an api of its own (SQLite;
 * ./support/release-site.ts), and the console on the same store and database, driven in a real
 * browser through the scenario of ./support/console.ts.
 */
import { test } from '@playwright/test';
import { buildLegalCandidates, consoleTests, type ConsoleSite } from './support/console';
import { processes } from './support/processes';
import { startReportingSite, type ReportingSite } from './support/release-site';

const servers = processes();
let site: ReportingSite | undefined;
let consoleSite: ConsoleSite;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(420_000);
  site = await startReportingSite('console', servers);
  consoleSite = {
    siteUrl: site.shellOrigin,
    reportsUrl: `${site.apiOrigin}/api/reports`,
    env: site.env,
    release: site.release,
    candidates: await buildLegalCandidates(site.workDir, site.env),
  };
});

test.afterAll(async () => {
  await servers.stopAll();
  site?.close();
});

consoleTests(() => consoleSite);
