/** Hydration errors and warnings in a browser context, as React and the shell report them. */
import type { BrowserContext } from '@playwright/test';

/**
 * React reports a mismatch between the server's HTML and the first render in the browser
 * through the root's `onRecoverableError` (the shell logs it, `shell/src/bootstrap.tsx`); a
 * production build names it by number (418: text or element, 419: a boundary's fallback, 423:
 * recovered by rendering on the client, 425: text content).
 */
const HYDRATION_PROBLEM =
  /hydrat|did not match|react\.dev\/errors\/(418|419|423|425)|Minified React error #(418|419|423|425)/i;

/** Collects every console error or warning, and uncaught error, of the context that is one. */
export function collectHydrationErrors(context: BrowserContext): string[] {
  const problems: string[] = [];
  context.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text()))
      problems.push(`${message.type()} on ${message.location().url}: ${message.text()}`);
  });
  context.on('weberror', (error) => {
    if (HYDRATION_PROBLEM.test(String(error.error()))) problems.push(`uncaught: ${String(error.error())}`);
  });
  return problems;
}
