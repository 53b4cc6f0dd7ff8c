/**
 * Browser tests of the composed, built site: the shell and every remote served as `npm start`
 * serves them, with a measurement id set so the analytics rules are exercised (Google's hosts
 * are mocked in the tests). Chromium as ops/lib/chromium.ts finds it.
 */
import { defineConfig } from '@playwright/test';
import { apiApp, localOrigin, shellApp } from 'shared/remotes';
import { E2E_DATABASE_PATH, E2E_MEASUREMENT_ID, E2E_RELEASE_STORE, E2E_SITE_SECRET } from './e2e/support/site';
import { chromiumLaunchOptions } from './ops/lib/chromium';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: localOrigin(shellApp.port),
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  projects: [
    // Composes every route into static HTML from the servers below, as `npm start` does.
    { name: 'prerender', testMatch: /prerender\.setup\.ts/ },
    { name: 'site', dependencies: ['prerender'], testIgnore: /nginx\.spec\.ts/ },
    // The production setup: a store of the current builds served by nginx on ports of its own.
    { name: 'nginx', testMatch: /nginx\.spec\.ts/ },
  ],
  webServer: [
    {
      // The current builds, made the live releases of the e2e site's own store.
      command: 'tsx ops/cli/serve.ts --live-builds',
      url: `${localOrigin(shellApp.port)}/app-config.json`,
      // Locally, a site already served with the same settings is reused; CI always starts its own.
      reuseExistingServer: !process.env.CI,
      env: {
        GA_MEASUREMENT_ID: E2E_MEASUREMENT_ID,
        RELEASE_STORE: E2E_RELEASE_STORE,
        RELEASE_PREVIEW_SECRET: E2E_SITE_SECRET,
      },
      stdout: 'ignore',
    },
    {
      command: 'tsx api/src/server.ts',
      port: apiApp.port,
      reuseExistingServer: !process.env.CI,
      // Many browser tests submit, and every page reports, from one address within a minute.
      env: {
        DATABASE_PATH: E2E_DATABASE_PATH,
        ALLOW_DEV_TOKENS: '1',
        RATE_LIMIT_MAX: '200',
        REPORTS_RATE_LIMIT_MAX: '100000',
        // The site's report passes are signed with it.
        RELEASE_PREVIEW_SECRET: E2E_SITE_SECRET,
      },
      stdout: 'ignore',
    },
  ],
});
