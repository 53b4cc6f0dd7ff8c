/**
 * The starter of a prerendered page (docs/page-loading.md#the-starter): compiled on its own by the
 * shell's build (`app-starter.js`) and written inline after the page's markup by
 * `ops/adapters/render/compose-page.ts`, with its plan as JSON beside it. It puts the markup the
 * prerender held back until the first frame in place (a lead form below the fold), waits for the
 * first paint, then asks for everything the app will need and starts the app's scripts once all
 * of it has arrived or failed, so none of those bytes delays the paint and the app does not
 * evaluate while the rest downloads on the same cores.
 */
import { insertAfterFirstFrameMarkup } from 'shared/after-first-frame';
import { nextTask } from './next-task';

/** The starter's element: the page's last, which its first paint waits for. */
export const STARTER_ID = 'app-starter';
/** The `application/json` element holding the page's `StarterPlan`. */
export const STARTER_PLAN_ID = 'app-starter-plan';
/** Set on each complete stylesheet the starter holds back (`media="print"`). */
const HELD_STYLESHEET_ATTRIBUTE = 'data-held';

/**
 * How long after asking for its last file the app starts anyway, when a request has neither
 * arrived nor failed by then: on a slow connection the app then evaluates as its files arrive.
 */
export const APP_START_TIMEOUT_MS = 3_000;

export interface Preload {
  href: string;
  as: 'fetch' | 'script';
}

/** What one page asks for, known when it is prerendered. */
export interface StarterPlan {
  /** The shell's scripts, run in this order. */
  scripts: string[];
  /** The page's complete stylesheets, applied by the app just before it hydrates the page. */
  stylesheets: string[];
  /** The run-time config, the route's manifest, remote entry and chunks. */
  preloads: Preload[];
}

export function readStarterPlan(document: Document): StarterPlan {
  return JSON.parse(document.getElementById(STARTER_PLAN_ID)?.textContent ?? '') as StarterPlan;
}

/**
 * Asks for every file of the plan, one link per task (each costs the main thread about a
 * millisecond), and adds the app's scripts once every one of them has arrived or failed. Run as
 * they arrived, the app's scripts were evaluated while the other files still downloaded and
 * compiled on the same cores, and their tasks took two to ten times their CPU time on the clock.
 */
export async function requestAppFiles(document: Document, plan: StarterPlan): Promise<void> {
  let unsettled = plan.scripts.length + plan.stylesheets.length + plan.preloads.length;
  let appStarted = false;
  const startApp = () => {
    if (appStarted) return;
    appStarted = true;
    // The app hydrates the page as the browser shows it: in a background tab no frame has come.
    insertAfterFirstFrameMarkup(document);
    for (const src of plan.scripts) {
      // In order: the browser runs added scripts as they arrive unless told otherwise.
      document.body.append(Object.assign(document.createElement('script'), { src, async: false }));
    }
  };
  const settle = () => {
    unsettled -= 1;
    if (unsettled === 0) startApp();
  };
  const addLink = (attributes: Partial<HTMLLinkElement>): HTMLLinkElement => {
    const link = Object.assign(document.createElement('link'), attributes);
    // As the app will ask for them: fetches, and scripts of another origin (a remote's), in CORS
    // mode (a preload in another mode is not reused, and the file is downloaded twice).
    if (link.as === 'fetch' || (link.as === 'script' && new URL(link.href).origin !== document.location.origin)) {
      link.crossOrigin = 'anonymous';
    }
    link.addEventListener('load', settle);
    link.addEventListener('error', settle);
    // Marked for a retry of its remote, which must clear it first (shared/src/federation/failed-preloads.ts).
    link.addEventListener('error', () => (link.dataset.loadFailed = ''));
    document.head.append(link);
    return link;
  };
  // The complete stylesheets, after the inlined rules and in the page's order, held back
  // (`media="print"`) until the app applies them all at once (`applyHeldStylesheets`).
  const addStylesheet = (href: string) => {
    const link = addLink({ rel: 'stylesheet', href: new URL(href, document.baseURI).href, media: 'print' });
    link.setAttribute(HELD_STYLESHEET_ATTRIBUTE, '');
  };

  for (const href of plan.scripts) addLink({ rel: 'preload', href, as: 'script' });
  for (const href of plan.stylesheets) {
    await nextTask();
    addStylesheet(href);
  }
  for (const preload of plan.preloads) {
    await nextTask();
    addLink({ rel: 'preload', ...preload });
  }
  setTimeout(startApp, APP_START_TIMEOUT_MS);
}

/**
 * Puts the markup the prerender held back (a lead form below the fold, shared/after-first-frame)
 * in place at the first frame after `DOMContentLoaded`, the moment autofill measures the page's
 * form controls. At once when the address names a place on the page (`/#contact`): the browser
 * scrolls to it as the page will stay.
 */
export function insertHeldMarkupAtFirstFrame(document: Document): void {
  const insert = () => insertAfterFirstFrameMarkup(document);
  if (document.location.hash) insert();
  else if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(insert), { once: true });
  } else requestAnimationFrame(insert);
}

/**
 * Starts once the page has painted. A tab opened in the background, or a browser that does not
 * time paints, starts at once.
 */
export function startWhenPainted(document: Document, plan: StarterPlan): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void requestAppFiles(document, plan);
  };
  // The first paint's performance entry, not a timer: a page under test may have frozen its clock.
  const paintTimed = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint');
  if (document.visibilityState !== 'visible' || !paintTimed) start();
  else new PerformanceObserver(start).observe({ type: 'paint', buffered: true });
}

/**
 * Applies every held-back stylesheet at once, just before the app hydrates the page. Applied as
 * each arrived, one remote's rules beat another's until the last was in (a label on a blog post
 * shrank and grew back); the starter starts the app only once all of them have arrived or failed,
 * so this is one style recalculation with every rule in.
 */
export function applyHeldStylesheets(document: Document): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    `link[rel="stylesheet"][${HELD_STYLESHEET_ATTRIBUTE}]`,
  )) {
    link.media = 'all';
    link.removeAttribute(HELD_STYLESHEET_ATTRIBUTE);
  }
}
