/**
 * The smoke gate: the candidate's routes in headless Chromium on a preview of its own. A route fails on a page
 * or console error (a remote boundary's catch, a CSP violation), the boundary's failure page or no main heading.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import type { AppConfig } from 'shared/app-config';
import { localOrigin, shellApp, type RemoteName } from 'shared/remotes';
import { blogPostHref, paths } from 'shared/paths';
import { launchChromium } from '../../lib/chromium';
import { firstLine } from '../../lib/command';
import type { Live } from '../../core/live-record';
import type { ReleaseJson } from '../../core/release-json';
import { remoteNameOf } from '../../core/release-json';
import type { ReleaseStore } from '../../core/release-store';
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
 * The problems found, one line per route that failed; empty when every route passed. A shell is
 * also tried with each live canary's release in, on the canary's routes: its visitors get both.
 */
export async function smokeProblems(
  store: ReleaseStore,
  live: Pick<Live, 'apps'>,
  candidate: ReleaseJson,
  env: Env,
  startServer: StartPreviewServer,
): Promise<string[]> {
  const browser = await launchChromium();
  try {
    const smoke = { browser, store, live, env, startServer };
    if (candidate.app !== shellApp.pkg) {
      return await smokeSite(smoke, liveReleaseId(store.location, shellApp.pkg, live), candidate);
    }
    const problems = await smokeSite(smoke, candidate.id);
    for (const [pkg, entry] of Object.entries(live.apps)) {
      if (!entry.canary) continue;
      const canary = await store.readRelease(pkg, entry.canary.release);
      const withCanary = await smokeSite(smoke, candidate.id, canary);
      problems.push(...withCanary.map((problem) => `with ${pkg}'s canary ${canary.id}, ${problem}`));
    }
    return problems;
  } finally {
    await browser.close();
  }
}

/** What every preview of one gate shares: its browser, the store and the live set. */
interface Smoke {
  browser: Browser;
  store: ReleaseStore;
  live: Pick<Live, 'apps'>;
  env: Env;
  startServer: StartPreviewServer;
}

/**
 * The routes of `remote` (every route without one) on a preview of the site: the shell release
 * `shellId`, `remote` swapped in for its app's live release, the rest live.
 */
async function smokeSite(
  { browser, store, live, env, startServer }: Smoke,
  shellId: string,
  remote?: ReleaseJson,
): Promise<string[]> {
  const remoteName: RemoteName | undefined = remote && remoteNameOf(remote.app);
  const liveReleases = await Promise.all(servedReleases(live, (pkg, id) => store.readRelease(pkg, id)));
  // The routes of the releases the preview serves: `remote`'s own from its release.
  const served = [...liveReleases.filter((release) => release.app !== remote?.app), ...(remote ? [remote] : [])];
  const rendered = routeTable(served).filter((route) => !remoteName || route.remote === remoteName);
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

    const problems: string[] = [];
    for (const routePath of routePaths) {
      const page = await browser.newPage();
      // The gate's page views are no visitor's: its configuration carries no report pass, and
      // nothing it might report leaves this browser.
      await page.route('**/api/reports', (route) => route.fulfill({ status: 204 }));
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
        if (await page.locator(remoteFailureSelector).count())
          errors.push('the remote boundary shows its failure page');
      } catch (error) {
        errors.push(`no main heading (${firstLine(error)})`);
      } finally {
        await page.close();
      }
      const [first] = errors;
      if (first !== undefined) problems.push(`${routePath}: ${first.split('\n')[0]}`);
    }
    return problems;
  } finally {
    for (const server of servers) server.close();
  }
}
