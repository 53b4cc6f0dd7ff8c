/**
 * Renders routes in headless Chromium exactly as a visitor's browser composes them (the shell's
 * app page, the run-time config, the remotes deployed now) and captures what each showed and
 * fetched. The visitor is one who has declined optional cookies, so no banner and no analytics
 * are part of the HTML; Google's hosts are never contacted. A page showing the remote boundary's
 * failure page is a failure, never a page to publish.
 */
import { chromium, type BrowserContext, type LaunchOptions } from '@playwright/test';
import { CONSENT_VERSION } from 'shared/consent';
import { site } from 'shared/site';
import type { CapturedPage } from './compose-page';
import { markupOf } from './markup';

export interface CaptureOptions {
  /**
   * Where the shell is served for the capture, answering its app page for every page so no
   * earlier prerender is read back (a page fulfilled by the browser itself would lose the right
   * to fetch from local remotes).
   */
  origin: string;
  /** The app page, whose own scripts need no preload. */
  appPage: string;
  /** Origins whose scripts and manifests may be preloaded: the shell's and the remotes'. */
  firstPartyOrigins: readonly string[];
  launchOptions: LaunchOptions;
  /** How long a page may take to settle. */
  timeoutMs?: number;
}

/** The failure page of the remote page boundary (shell/src/components/RemotePageBoundary.tsx). */
export const remoteFailureSelector = '#remote-failure-title';

const GOOGLE_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(google|googletagmanager|google-analytics|gstatic)\.com\//;
/** Pages captured at once: the machine has two cores, and each page is mostly waiting. */
const PARALLEL_PAGES = 2;

async function prepareContext(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ([key, version]) => {
      const choice = {
        necessary: true,
        analytics: false,
        marketing: false,
        timestamp: new Date().toISOString(),
        version,
      };
      window.localStorage.setItem(key, JSON.stringify(choice));
    },
    [site.consentStorageKey, CONSENT_VERSION] as const,
  );
  await context.route(GOOGLE_HOSTS, (route) => route.abort());
}

async function capturePage(context: BrowserContext, path: string, options: CaptureOptions): Promise<CapturedPage> {
  const page = await context.newPage();
  try {
    await page.goto(`${options.origin}${path}`, { waitUntil: 'load' });
    // Settled: the page's heading is there and no skeleton or placeholder is still waiting.
    await page.waitForFunction(
      () => {
        const root = document.getElementById('root');
        return Boolean(root?.querySelector('main h1')) && !root?.querySelector('[aria-busy="true"]');
      },
      undefined,
      { timeout: options.timeoutMs ?? 20_000 },
    );
    await page.waitForLoadState('networkidle');
    if (await page.locator(remoteFailureSelector).count()) {
      throw new Error("it shows the remote boundary's failure page");
    }
    const rootHtml = await page.locator('#root').evaluate(markupOf);
    const seen = await page.evaluate(async () => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      const hrefs = [...new Set(links.map((link) => link.href))];
      return {
        title: document.title,
        description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
        // From the HTTP cache: the page has just loaded them.
        stylesheets: await Promise.all(hrefs.map(async (href) => ({ href, css: await (await fetch(href)).text() }))),
        scripts: resources.filter((entry) => entry.initiatorType === 'script').map((entry) => entry.name),
        fetches: resources
          .filter(
            (entry) => entry.initiatorType === 'fetch' && new URL(entry.name).pathname.endsWith('/mf-manifest.json'),
          )
          .map((entry) => entry.name),
      };
    });
    return { path, ...relativeToSite({ ...seen, rootHtml }, options) };
  } finally {
    await page.close();
  }
}

/**
 * The shell's own files are written root-relative, since the capture's origin is not the site's;
 * third-party and already-linked scripts are left out of the preloads.
 */
function relativeToSite(seen: Omit<CapturedPage, 'path'>, options: CaptureOptions): Omit<CapturedPage, 'path'> {
  const local = (url: string) => (url.startsWith(`${options.origin}/`) ? url.slice(options.origin.length) : url);
  const firstParty = (url: string) => options.firstPartyOrigins.includes(new URL(url).origin);
  const unique = (urls: readonly string[]) => [...new Set(urls)];
  return {
    title: seen.title,
    description: seen.description,
    rootHtml: seen.rootHtml.replaceAll(`${options.origin}/`, '/'),
    stylesheets: seen.stylesheets.map(({ href, css }) => ({ href: local(href), css })),
    scripts: unique(seen.scripts.filter(firstParty).map(local)).filter((src) => !options.appPage.includes(`"${src}"`)),
    fetches: unique(seen.fetches.filter(firstParty).map(local)),
  };
}

/** Captures every path; the first failure stops the run, naming its path. */
export async function capturePages(paths: readonly string[], options: CaptureOptions): Promise<CapturedPage[]> {
  const browser = await chromium.launch(options.launchOptions);
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await prepareContext(context);
    const captured = new Map<string, CapturedPage>();
    const queue = [...paths];
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        try {
          captured.set(path, await capturePage(context, path, options));
        } catch (error) {
          throw new Error(`Prerendering ${path} failed: ${(error as Error).message}`, { cause: error });
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
    return paths.flatMap((path) => captured.get(path) ?? []);
  } finally {
    await browser.close();
  }
}
