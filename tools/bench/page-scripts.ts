/**
 * The scripts one first visit of a page downloads, as Lighthouse's network-requests audit counts
 * them: every request Chromium types `Script` (preloads `as=script` included), its transfer size
 * the encoded bytes on the wire, headers included. Loaded on Lighthouse's mobile screen in a fresh
 * context (no cache, no storage, so no consent), and measured until the app has hydrated and the
 * network has been quiet for a while, as Lighthouse ends its load once the network is quiet.
 */
import type { Browser, CDPSession } from '@playwright/test';

export interface ScriptLoad {
  url: string;
  /** Encoded bytes received, headers and body: Lighthouse's `transferSize`. */
  transferBytes: number;
  /** The response's `Content-Encoding`, `br` as the servers send scripts. */
  encoding: string;
}

export const totalBytes = (scripts: readonly ScriptLoad[]) =>
  scripts.reduce((sum, { transferBytes }) => sum + transferBytes, 0);

/** Loads of one page compared: a script not every load asks for loads only sometimes (near the viewport, racy). */
export interface ComparedLoads {
  /** The smallest load, which the tables show: the least likely to hold a script that loads only sometimes. */
  smallest: ScriptLoad[];
  /** The largest load's bytes, which the budget checks: a script that loads only sometimes still counts. */
  largestBytes: number;
  /** The scripts some loads asked for and others did not. */
  notEveryLoad: string[];
}

export function compareLoads(loads: readonly (readonly ScriptLoad[])[]): ComparedLoads {
  const sorted = [...loads].sort((a, b) => totalBytes(a) - totalBytes(b));
  const urls = loads.map((scripts) => new Set(scripts.map(({ url }) => url)));
  const everyUrl = new Set(urls.flatMap((set) => [...set]));
  return {
    smallest: [...(sorted[0] ?? [])],
    largestBytes: totalBytes(sorted.at(-1) ?? []),
    notEveryLoad: [...everyUrl].filter((url) => urls.some((set) => !set.has(url))),
  };
}

/** Lighthouse's mobile preset's screen (a Moto G Power). */
const mobileScreen = { width: 412, height: 823 };
/** No request for this long after hydration ends the load; Lighthouse waits for 1 s of quiet. */
const quietMs = 2_000;
const loadTimeoutMs = 60_000;

interface Tracked {
  url: string;
  type: string;
  encoding: string;
  transferBytes: number | null;
}

/** Follows the page's requests through the DevTools protocol, as Lighthouse does. */
function trackRequests(session: CDPSession) {
  const requests = new Map<string, Tracked>();
  let lastActivity = Date.now();
  const touch = () => {
    lastActivity = Date.now();
  };
  session.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    touch();
    requests.set(requestId, { url: request.url, type: type ?? 'Other', encoding: '', transferBytes: null });
  });
  session.on('Network.responseReceived', ({ requestId, type, response }) => {
    touch();
    const tracked = requests.get(requestId);
    if (!tracked) return;
    tracked.type = type;
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    tracked.encoding = headers['content-encoding'] ?? '';
  });
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    touch();
    const tracked = requests.get(requestId);
    if (tracked) tracked.transferBytes = encodedDataLength;
  });
  session.on('Network.loadingFailed', ({ requestId }) => {
    touch();
    const tracked = requests.get(requestId);
    if (tracked) tracked.transferBytes = 0;
  });
  return {
    inFlight: () => [...requests.values()].some((request) => request.transferBytes === null),
    quietFor: () => Date.now() - lastActivity,
    scripts: (): ScriptLoad[] =>
      [...requests.values()]
        .filter((request) => request.type === 'Script')
        .map(({ url, transferBytes, encoding }) => ({ url, transferBytes: transferBytes ?? 0, encoding })),
  };
}

/** The scripts a first visit of `url` loads, in the order it asked for them. */
export async function scriptsOfPage(browser: Browser, url: string): Promise<ScriptLoad[]> {
  const context = await browser.newContext({
    viewport: mobileScreen,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    const tracker = trackRequests(session);
    await session.send('Network.enable');
    await page.goto(url, { waitUntil: 'load', timeout: loadTimeoutMs });
    // Hydrated: the app removes the prerender's mark from #root (docs/page-loading.md#hydration).
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'), null, {
      timeout: loadTimeoutMs,
    });
    const deadline = Date.now() + loadTimeoutMs;
    while (tracker.inFlight() || tracker.quietFor() < quietMs) {
      if (Date.now() > deadline) throw new Error(`${url}: the network was never quiet for ${quietMs} ms`);
      await page.waitForTimeout(100);
    }
    return tracker.scripts();
  } finally {
    await context.close();
  }
}
