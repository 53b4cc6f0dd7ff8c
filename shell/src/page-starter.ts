/**
 * The starter of a prerendered page (docs/page-loading.md#the-starter): compiled on its own by the
 * shell's build (`app-starter.js`) and written inline after the page's markup by
 * `shell/prerender/compose-page.ts`, with its plan as JSON beside it. It waits for the first
 * paint, then asks for everything the app will need and starts the app's scripts once all of it
 * has arrived or failed, so none of those bytes delays the paint and the app does not evaluate
 * while the rest downloads on the same cores.
 */
import { PENDING_TAPS_ATTRIBUTE, recordVisitorEdits } from './carry-over';
import { nextTask } from './next-task';

/** The starter's element: the page's last, which its first paint waits for. */
export const STARTER_ID = 'app-starter';
/** The `application/json` element holding the page's `StarterPlan`. */
export const STARTER_PLAN_ID = 'app-starter-plan';

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
  /** The page's complete stylesheets, applied by the app as it takes the page over. */
  stylesheets: string[];
  /** The run-time config, the route's manifest, remote entry and chunks. */
  preloads: Preload[];
}

export function readStarterPlan(document: Document): StarterPlan {
  return JSON.parse(document.getElementById(STARTER_PLAN_ID)?.textContent ?? '') as StarterPlan;
}

/**
 * A tap on a button of the painted page does nothing until the app runs: it is counted on the
 * button, and the app replays it as it replaces the page (`carry-over.ts`).
 */
function countEarlyTaps(document: Document): void {
  document.getElementById('root')?.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
      if (!button) return;
      button.setAttribute(PENDING_TAPS_ATTRIBUTE, String(Number(button.getAttribute(PENDING_TAPS_ATTRIBUTE) ?? 0) + 1));
    },
    true,
  );
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
    if (link.as === 'fetch') link.crossOrigin = 'anonymous';
    link.addEventListener('load', settle);
    link.addEventListener('error', settle);
    // Marked for a retry of its remote, which must clear it first (shared/src/federation/failed-preloads.ts).
    link.addEventListener('error', () => (link.dataset.loadFailed = ''));
    document.head.append(link);
    return link;
  };
  // The complete stylesheets, after the inlined rules and in the page's order, held back
  // (`media="print"`, `data-takeover`) until all are in: applied as each arrived, one remote's
  // rule beat another's until the last was in (a label on a blog post shrank and grew back). The
  // app applies them all as it replaces the page (`takeover.ts`), finding them by address.
  const addStylesheet = (href: string) => {
    const link = addLink({ rel: 'stylesheet', href: new URL(href, document.baseURI).href, media: 'print' });
    link.dataset.takeover = 'loading';
    const settled = () => (link.dataset.takeover = 'settled');
    link.addEventListener('load', settled);
    link.addEventListener('error', settled);
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
 * Starts once the page has painted. Taps and edits on the painted page are recorded from the
 * first, for the app to carry over. A tab opened in the background, or a browser that does not
 * time paints, starts at once.
 */
export function startWhenPainted(document: Document, plan: StarterPlan): void {
  countEarlyTaps(document);
  const root = document.getElementById('root');
  if (root) recordVisitorEdits(root);
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
