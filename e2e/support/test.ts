/**
 * Playwright, with a `page` whose `goto` and `reload` return once the app has hydrated the
 * server-rendered page (shell/src/bootstrap.tsx). Before that the page is painted but not yet
 * the app: a form would submit natively, as for a visitor who acts in that first moment. Specs that look at the painted page itself use `@playwright/test`.
 *
 * Every test also fails on any Content-Security-Policy violation in its pages
 * (`ops/core/content-security-policy.ts`): whatever a spec does, the policy must allow it;
 * and on any hydration error: a page must hydrate exactly as the server rendered it.
 */
import { test as base, expect } from '@playwright/test';
import { collectCspViolations } from './csp';
import { collectHydrationErrors } from './hydration';
import { waitForApp } from './site';

export * from '@playwright/test';

export const test = base.extend<{ checkCsp: boolean; cspViolations: string[]; hydrationErrors: string[] }>({
  /** Off only where a spec serves pages whose markup names other origins than its configuration. */
  checkCsp: [true, { option: true }],
  cspViolations: [
    async ({ context, checkCsp }, provide) => {
      const violations = await collectCspViolations(context);
      await provide(violations);
      if (checkCsp) expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  hydrationErrors: [
    async ({ context }, provide) => {
      const errors = collectHydrationErrors(context);
      await provide(errors);
      expect(errors, 'hydration errors').toEqual([]);
    },
    { auto: true },
  ],
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
