/**
 * The smoke gate: the candidate's routes in headless Chromium on a preview of its own, in a few tabs of one
 * browser, each starting the app once and going from route to route as a visitor's clicks do. A route fails on a
 * page or console error (a remote boundary's catch, a CSP violation), the boundary's failure page or no main
 * heading of its own.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import type { AppConfig } from 'shared/app-config';
import { localOrigin, shellApp, type RemoteName } from 'shared/remotes';
import { blogPostHref, paths } from 'shared/paths';
import { launchChromium } from '../../lib/chromium';
import { firstLine } from '../../lib/command';
import type { Live } from '../../core/live-record';
import type { ReleaseJson } from '../../core/release-json';
import { remoteNameOf } from '../../core/release-json';
import { placingPages, type ReleaseStore, type RenderedFrom } from '../../core/release-store';
import { routeTable, servedReleases } from '../../core/route-table';
import { appConfigFromLive, liveReleaseId } from '../../core/serving-config';

type Env = Readonly<Record<string, string | undefined>>;

/** What the gate asks of the server it is given (ops/adapters/serve/static-server.ts): one app's folder as its CDN serves it. */
export interface PreviewServerOptions {
  root: string;
  port: number;
  isShell: boolean;
  env: Env;
  servePrerendered?: boolean;
  appConfig?: () => AppConfig;
}
export type StartPreviewServer = (options: PreviewServerOptions) => Promise<Server>;

const ROUTE_TIMEOUT_MS = 20_000;

/**
 * The tabs of one gate, over all its previews. Each starts the whole app once, which is most of a
 * gate's work on two cores (1.2–1.5 s with three at once); a route reached within a tab then takes
 * 150–250 ms (mfe-marketing's 11 routes: 3 tabs 2.6–3.0 s, 1 tab 3.1–3.4 s).
 */
const TABS = 3;

/**
 * How a tab looks for a route's heading: in the page, every 20 ms. A locator's wait retries at
 * growing intervals, up to 500 ms apart (a heading found about 400 ms after it was there), and
 * polling on animation frames stalls in a tab that is not in front.
 */
const headingWait = { timeout: ROUTE_TIMEOUT_MS, polling: 20 };

/** A route's page has settled once none of its requests has been under way for this long. */
const SETTLED_QUIET_MS = 100;
const SETTLED_POLL_MS = 20;

/** The api's field reports (`POST /api/reports`), wherever the api is. */
const reportsUrlPattern = '*/api/reports';

/** The failure page of the remote page boundary (shell/src/components/RemotePageBoundary.tsx). */
const remoteFailureSelector = '#remote-failure-title';

function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}

/** The newest post's page, standing for every post; none when the blog api has no post to give. */
async function samplePostPath(blogApiUrl: string): Promise<string[]> {
  try {
    const response = await fetch(`${blogApiUrl.replace(/\/+$/, '')}/api/posts?limit=1&sort=-publishedDate`);
    const { docs } = (await response.json()) as { docs?: { slug?: string }[] };
    const slug = docs?.[0]?.slug;
    return slug ? [blogPostHref(slug)] : [];
  } catch {
    return [];
  }
}

/**
 * The problems found, one line per route that failed; empty when every route passed. A remote is
 * tried on its routes and on the pages placing its modules (`renderedFrom`: what the published
 * pages were rendered from); a shell on every route, and also with each live canary's release in,
 * on the canary's routes: its visitors get both.
 */
export async function smokeProblems(
  { store, renderedFrom }: { store: ReleaseStore; renderedFrom: () => Promise<RenderedFrom> },
  live: Pick<Live, 'apps'>,
  candidate: ReleaseJson,
  env: Env,
  startServer: StartPreviewServer,
  checked: Promise<void> = Promise.resolve(),
): Promise<string[]> {
  // The browser starts, and the previews' servers, while the gates before this one run.
  const launched = launchChromium();
  try {
    const smoke = { browser: launched, store, live, env, startServer, checked, tabs: TABS };
    if (candidate.app !== shellApp.pkg) {
      const placing = placingPages(await renderedFrom(), candidate.app);
      return await smokeSite(smoke, liveReleaseId(store.location, shellApp.pkg, live), candidate, placing);
    }
    const canaries = await Promise.all(
      Object.entries(live.apps).flatMap(([pkg, entry]) =>
        entry.canary ? [store.readRelease(pkg, entry.canary.release)] : [],
      ),
    );
    // The previews share the gate's tabs.
    const shared = { ...smoke, tabs: Math.max(1, Math.floor(TABS / (canaries.length + 1))) };
    const [problems = [], ...withCanaries] = await Promise.all([
      smokeSite(shared, candidate.id),
      ...canaries.map((canary) => smokeSite(shared, candidate.id, canary)),
    ]);
    return [
      ...problems,
      ...canaries.flatMap((canary, index) =>
        (withCanaries[index] ?? []).map((problem) => `with ${canary.app}'s canary ${canary.id}, ${problem}`),
      ),
    ];
  } finally {
    // The verdict is in: the browser closes (seconds, on a busy machine) while the command goes on.
    launched.then((browser) => browser.close()).catch(() => undefined);
  }
}

/** What every preview of one gate shares: its browser, the store, the live set and the gates it waits on. */
interface Smoke {
  browser: Promise<Browser>;
  store: ReleaseStore;
  live: Pick<Live, 'apps'>;
  env: Env;
  startServer: StartPreviewServer;
  checked: Promise<void>;
  /** The tabs of this preview. */
  tabs: number;
}

/** A tab of the gate: its page, and what the page reported since the route it is on began. */
interface Tab {
  page: Page;
  errors: string[];
  /** Requests under way, to tell when a route's page has settled. */
  inFlight: Set<Request>;
}

async function openTab(context: BrowserContext): Promise<Tab> {
  const page = await context.newPage();
  // The gate's page views are no visitor's: its configuration carries no report pass, and nothing
  // it might report leaves this browser. Blocked in the browser's network stack: Playwright's
  // request routing would turn the HTTP cache off, and every page would fetch and compile every file again.
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setBlockedURLs', { urls: [reportsUrlPattern] });
  const tab: Tab = { page, errors: [], inFlight: new Set() };
  page.on('pageerror', (error) => tab.errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') tab.errors.push(message.text());
  });
  page.on('request', (request) => tab.inFlight.add(request));
  const done = (request: Request) => tab.inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return tab;
}

/** Resolves once no request of the tab has been under way for `SETTLED_QUIET_MS` (at most `ROUTE_TIMEOUT_MS`). */
async function settled(tab: Tab): Promise<void> {
  const giveUp = performance.now() + ROUTE_TIMEOUT_MS;
  let quietSince = performance.now();
  while (performance.now() < giveUp) {
    if (tab.inFlight.size > 0) quietSince = performance.now();
    else if (performance.now() - quietSince >= SETTLED_QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, SETTLED_POLL_MS));
  }
}

/**
 * One route on `tab`: loaded afresh, or reached from the page the tab shows as a visitor's click
 * does (the router's history, no document request). Its first problem, if any.
 */
async function smokeRoute(tab: Tab, origin: string, routePath: string, arrival: 'load' | 'navigate') {
  const { page } = tab;
  tab.errors.length = 0;
  try {
    if (arrival === 'load') {
      await page.goto(`${origin}${routePath}`);
      // The remote page's heading, or the boundary's when the page failed.
      await page.waitForFunction(() => document.querySelector('h1') !== null, undefined, headingWait);
    } else {
      const left = await page.evaluateHandle(() => document.querySelector('h1'));
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }, routePath);
      // A heading of the route's own: each route's page is a module of its own, mounted afresh.
      await page.waitForFunction(
        ([previous, to]) => {
          const heading = document.querySelector('h1');
          return location.pathname === to && heading !== null && heading !== previous;
        },
        [left, routePath] as const,
        headingWait,
      );
      await left.dispose();
    }
    await settled(tab);
    if (await page.locator(remoteFailureSelector).count())
      tab.errors.push('the remote boundary shows its failure page');
  } catch (error) {
    tab.errors.push(`no main heading (${firstLine(error)})`);
  }
  const [first] = tab.errors;
  return first === undefined ? undefined : `${routePath}: ${first.split('\n')[0]}`;
}

/**
 * `routePaths` over the tabs `opened`, a route at a time each: a tab loads its first route, then
 * reaches each next one as a visitor's click would, which exercises the candidate's pages without
 * starting the whole app for each; after a problem, the tab is replaced and loads its next route
 * afresh. The problems, in the routes' order.
 */
async function smokeRoutes(
  context: BrowserContext,
  origin: string,
  routePaths: readonly string[],
  opened: readonly Tab[],
): Promise<string[]> {
  const problems: (string | undefined)[] = [];
  let next = 0;
  const visit = async (first: Tab) => {
    let tab: Tab | undefined = first;
    let arrival: 'load' | 'navigate' = 'load';
    try {
      while (next < routePaths.length) {
        const index = next++;
        tab ??= await openTab(context);
        const problem = await smokeRoute(tab, origin, routePaths[index]!, arrival);
        problems[index] = problem;
        arrival = problem === undefined ? 'navigate' : 'load';
        if (problem !== undefined) {
          await tab.page.close();
          tab = undefined;
        }
      }
    } finally {
      await tab?.page.close();
    }
  };
  await Promise.all(opened.map(visit));
  return problems.filter((problem) => problem !== undefined);
}

/**
 * The routes of `remote` and the pages `placing` its modules (every route without one) on a preview
 * of the site: the shell release `shellId`, `remote` swapped in for its app's live release, the rest live.
 */
async function smokeSite(
  { browser, store, live, env, startServer, checked, tabs }: Smoke,
  shellId: string,
  remote?: ReleaseJson,
  placing: readonly string[] = [],
): Promise<string[]> {
  const remoteName: RemoteName | undefined = remote && remoteNameOf(remote.app);
  const liveReleases = await Promise.all(servedReleases(live, (pkg, id) => store.readRelease(pkg, id)));
  // The routes of the releases the preview serves: `remote`'s own from its release.
  const served = [...liveReleases.filter((release) => release.app !== remote?.app), ...(remote ? [remote] : [])];
  const table = routeTable(served);
  const rendered = table.filter((route) => !remoteName || route.remote === remoteName);
  const servers: Server[] = [];
  // Its tabs open (a renderer process each) while its servers start and the gates before it run;
  // one context for them all: the files they share are fetched once, from its HTTP cache after.
  const opening = browser.then(async (launched) => {
    const context = await launched.newContext();
    return { context, opened: await Promise.all(Array.from({ length: tabs }, () => openTab(context))) };
  });
  try {
    const swap: Partial<Record<RemoteName, string>> = {};
    if (remote && remoteName) {
      // The release's folder is `<root>/<app>/<id>`: its app's folder is an origin serving `/<id>/…`.
      const appRoot = path.dirname(await store.localFolder(remote.app, remote.id));
      const origin = await startServer({ root: appRoot, port: 0, isShell: false, env });
      servers.push(origin);
      swap[remoteName] = `${localOrigin(portOf(origin))}/${remote.id}/mf-manifest.json`;
    }
    const swapped = appConfigFromLive(live, env, served, swap);
    // What the preview's pages report, if anything, names the releases tried, not the live ones.
    const config = {
      ...swapped,
      releases: { ...swapped.releases, [shellApp.pkg]: shellId, ...(remote ? { [remote.app]: remote.id } : {}) },
    };
    const routePaths = rendered.map((route) => route.path).filter((routePath) => !routePath.includes(':'));
    // A page placing its modules that the preview still serves (the table's static routes).
    routePaths.push(
      ...placing.filter((page) => !routePaths.includes(page) && table.some((route) => route.path === page)),
    );
    if (rendered.some((route) => route.path === paths.blogPost))
      routePaths.push(...(await samplePostPath(config.blogApiUrl)));
    const shell = await startServer({
      root: await store.localFolder(shellApp.pkg, shellId),
      port: 0,
      isShell: true,
      env,
      servePrerendered: false,
      appConfig: () => config,
    });
    servers.push(shell);
    const origin = localOrigin(portOf(shell));

    // No page of the candidate loads before the gates before this one have passed.
    await checked;
    const { context, opened } = await opening;
    return await smokeRoutes(context, origin, routePaths, opened.slice(0, routePaths.length));
  } finally {
    await opening.then(({ context }) => context.close()).catch(() => undefined);
    for (const server of servers) server.close();
  }
}
