/** Prerenders every route from the served site before the browser tests, as `npm start` does. */
import { expect, test as setup } from '@playwright/test';
import { prerender } from '../ops/commands/prerender';
import { E2E_MEASUREMENT_ID, E2E_RELEASE_STORE } from './support/site';

setup('every route is prerendered from the served remotes', async () => {
  setup.setTimeout(180_000);
  const result = await prerender({
    ...process.env,
    GA_MEASUREMENT_ID: E2E_MEASUREMENT_ID,
    RELEASE_STORE: E2E_RELEASE_STORE,
  });
  expect(result.posts).toBeGreaterThanOrEqual(6);
  expect(result.pages).toBeGreaterThanOrEqual(16 + result.posts + 1);
});
