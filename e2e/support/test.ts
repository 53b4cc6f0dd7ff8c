/**
 * Playwright, with a `page` whose `goto` and `reload` return once the app has taken over the
 * prerendered page (shell/src/takeover.ts). Before that the page is painted but not yet the
 * app: a tap on a button waits to be replayed and a form would submit natively, as for a visitor
 * who acts in that first moment. Specs that look at the painted page itself use `@playwright/test`.
 */
import { test as base } from '@playwright/test';
import { waitForApp } from './site';

export * from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await provide(page);
  },
});
