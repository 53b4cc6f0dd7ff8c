import type { Page } from '@playwright/test';

/** Every console error and uncaught error of `page` from now on (a hydration mismatch among them). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
