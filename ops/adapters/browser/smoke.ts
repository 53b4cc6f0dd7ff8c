/**
 * The smoke gate: the candidate's routes in headless Chromium on a preview of its own, a few pages at once in one
 * browser. A route fails on a page or console error (a remote boundary's catch, a CSP violation), the boundary's
 * failure page or no main heading.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import type { AppConfig } from 'shared/app-config';
import { localOrigin, shellApp, type RemoteName } from 'shared/remotes';
import { blogPostHref, paths } from 'shared/paths';
import { launchChromium } from '../../lib/chromium';
import { firstLine } from '../../lib/command';
import { inParallel } from '../../lib/in-parallel';
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
 * Pages loading at once, over all the previews of one gate: a page waits on its chain of requests
 * and the starter's timers as much as it computes, so eight keep two cores busy where four left them
 * waiting (mfe-marketing's 11 routes 6.1 → 5.0 s); more only queue.
 */
const PAGES_AT_ONCE = 8;

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
    const smoke = { browser: launched, store, live, env, startServer, checked, pagesAtOnce: PAGES_AT_ONCE };
    if (candidate.app !== shellApp.pkg) {
      const placing = placingPages(await renderedFrom(), candidate.app);
      return await smokeSite(smoke, liveReleaseId(store.location, shellApp.pkg, live), candidate, placing);
    }
    const canaries = await Promise.all(
      Object.entries(live.apps).flatMap(([pkg, entry]) =>
        entry.canary ? [store.readRelease(pkg, entry.canary.release)] : [],
      ),
    );
    // The previews share the gate's pages at once.
    const shared = { ...smoke, pagesAtOnce: Math.max(1, Math.floor(PAGES_AT_ONCE / (canaries.length + 1))) };
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
  /** The pages this preview loads at once. */
  pagesAtOnce: number;
}

/** One route loaded in a page of its own: its first problem, if any. */
async function smokeRoute(context: BrowserContext, origin: string, routePath: string): Promise<string | undefined> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    await page.goto(`${origin}${routePath}`);
    // The remote page's heading, or the boundary's when the page failed.
    await page.locator('h1').first().waitFor({ timeout: ROUTE_TIMEOUT_MS });
    await page.waitForLoadState('networkidle');
    if (await page.locator(remoteFailureSelector).count()) errors.push('the remote boundary shows its failure page');
  } catch (error) {
    errors.push(`no main heading (${firstLine(error)})`);
  } finally {
    await page.close();
  }
  const [first] = errors;
  return first === undefined ? undefined : `${routePath}: ${first.split('\n')[0]}`;
}

/**
 * The routes of `remote` and the pages `placing` its modules (every route without one) on a preview
 * of the site: the shell release `shellId`, `remote` swapped in for its app's live release, the rest live.
 */
async function smokeSite(
  { browser, store, live, env, startServer, checked, pagesAtOnce }: Smoke,
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
    // One context for the preview's pages: the files they share are fetched and compiled once.
    const context = await (await browser).newContext();
    try {
      // The gate's page views are no visitor's: its configuration carries no report pass, and
      // nothing it might report leaves this browser.
      await context.route('**/api/reports', (route) => route.fulfill({ status: 204 }));
      const problems = await inParallel(routePaths, (routePath) => smokeRoute(context, origin, routePath), pagesAtOnce);
      return problems.filter((problem) => problem !== undefined);
    } finally {
      await context.close();
    }
  } finally {
    for (const server of servers) server.close();
  }
}
