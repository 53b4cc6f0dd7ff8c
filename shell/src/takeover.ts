/**
 * Taking over a prerendered page (`npm run prerender`) without a flash, a skeleton or a shift.
 *
 * The HTML already shows the page, so React must not show anything less. The current route's
 * remote page is loaded first (it then renders without suspending); the app renders into a
 * detached stage, where its fetches, lazy forms and placeholders play out unseen; once nothing
 * in it is busy (no `aria-busy="true"`, the attribute every skeleton and placeholder carries),
 * the stage replaces the prerendered root in one step, between two frames. If the remotes have
 * changed since the prerender, their current content is what replaces the stale HTML.
 *
 * The complete stylesheets, which the page's starter held back (`data-takeover`, media print;
 * its rules for the painted page are inlined), apply in that same step: one style recalculation
 * of the page instead of one when they arrive and another when the stage goes in.
 */
import { matchPath } from 'shared/router';
import { captureVisitorInput, restoreVisitorInput } from './carry-over';
import { loadRemotePage } from './federation/remote-pages';
import { remoteRoutes } from 'shared/routes';

/** A stage still busy after this long replaces the page anyway: it is the truth, if late. */
const SETTLE_TIMEOUT_MS = 5_000;

/** The prerendered page marks its root, so a client-only page (the app shell) renders directly. */
export function isPrerendered(root: HTMLElement): boolean {
  return root.hasAttribute('data-prerendered');
}

/** Loads the remote page of this path, if a remote owns it; a failure is left to the boundary. */
export async function preloadRoutePage(pathname: string): Promise<void> {
  const route = remoteRoutes.find((candidate) => matchPath(candidate.path, pathname));
  if (!route) return;
  try {
    await loadRemotePage(route.remote, route.module, false);
  } catch {
    // The RemotePageBoundary shows the failure with its retry once the app has taken over.
  }
}

function isSettled(stage: HTMLElement): boolean {
  return stage.hasChildNodes() && !stage.querySelector('[aria-busy="true"]');
}

/** The complete stylesheets the page's starter added and holds back for the takeover. */
function heldStylesheets(): HTMLLinkElement[] {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-takeover]')];
}

/** Resolves once the stylesheet has loaded or failed (the starter marks either as settled). */
function whenLoaded(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    if (link.dataset.takeover === 'settled') return resolve();
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Resolves once the stage has rendered with nothing in it loading and every held-back stylesheet
 * has loaded or failed, or after the timeout.
 */
function whenReady(stage: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    let stylesheetsLoaded = false;
    const check = () => {
      if (stylesheetsLoaded && isSettled(stage)) done();
    };
    const observer = new MutationObserver(check);
    const timeout = window.setTimeout(done, SETTLE_TIMEOUT_MS);
    function done() {
      observer.disconnect();
      window.clearTimeout(timeout);
      resolve();
    }
    observer.observe(stage, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    void Promise.all(heldStylesheets().map(whenLoaded)).then(() => {
      stylesheetsLoaded = true;
      check();
    });
  });
}

/**
 * Renders into a detached copy of `root` with `render`, then swaps it in, with the held-back
 * stylesheets applied, once both are settled; what the visitor typed, chose, focused or tapped
 * on the painted page carries over.
 */
export async function takeOver(root: HTMLElement, render: (stage: HTMLElement) => void): Promise<void> {
  const stage = document.createElement(root.tagName);
  stage.id = root.id;
  render(stage);
  await whenReady(stage);
  for (const link of heldStylesheets()) {
    link.media = 'all';
    delete link.dataset.takeover;
  }
  // Read at the last moment: the visitor may have typed until now.
  const visitorInput = captureVisitorInput(root);
  root.replaceWith(stage);
  restoreVisitorInput(stage, visitorInput);
}
