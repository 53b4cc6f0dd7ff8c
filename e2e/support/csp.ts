/** Content-Security-Policy violations in a browser context, as the pages report them. */
import type { BrowserContext } from '@playwright/test';

/**
 * Collects every `securitypolicyviolation` event of the context's pages (and Chromium's console
 * report of one, which also covers a violation before any script could listen) into the list
 * returned, as it happens.
 */
export async function collectCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}
