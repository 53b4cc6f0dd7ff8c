/**
 * The prerendered site (issue: every route as HTML): each route's HTML, fetched without
 * JavaScript, already holds React's server render of its page and its meta tags; the browser
 * then hydrates it, keeping its elements, without a hydration error, a skeleton or a layout shift;
 * stale HTML gives way to what the remote renders now; crawlers find
 * the sitemap, robots.txt and the organisation.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { localOrigin, shellApp } from 'shared/remotes';
import { startStaticServer } from '../ops/adapters/serve/static-server';
import { readLive } from '../ops/adapters/folder/live';
import { banner, seedConsent } from './support/consent';
import { sitePages } from './support/pages';
import { collectHydrationErrors } from './support/hydration';
import { E2E_RELEASE_STORE, waitForApp } from './support/site';
import { appConfigFromLive, liveReleaseId } from '../ops/core/serving-config';
import { servedReleases } from '../ops/core/route-table';
import { servedFolder } from '../ops/adapters/folder/served-folder';
import { pagesFolder, releaseFolder } from '../ops/core/store-layout';
import { registeredPages } from '../ops/testing/site-pages';

const SITE_URL = 'http://localhost:3000';
/** A port of this spec's own server. */
const STALE_SHELL_PORT = 3103;

test('the pages the browser tests walk are every page of the remotes’ registries', () => {
  const routePaths = registeredPages().map((route) => route.path.replace(':slug', 'zero-data-egress'));
  expect(sitePages.map((page) => page.path).sort()).toEqual(routePaths.sort());
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of sitePages) {
    test(`${path} is served as HTML with its page, title, description, canonical URL and Open Graph tags`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      const title = await page.title();
      expect(title).toMatch(/ \| Veritenant$/);
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveCount(1);
      expect((await description.getAttribute('content'))?.length).toBeGreaterThan(50);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${path}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
        'content',
        (await description.getAttribute('content')) ?? '',
      );
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${SITE_URL}${path}`);
    });
  }

  test('a blog post is an article with its own title and excerpt', async ({ page }) => {
    await page.goto('/blog/zero-data-egress');
    await expect(page).toHaveTitle('Zero Data Egress: What It Means, and How to Verify It Yourself | Veritenant');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^"Your data never leaves"/);
  });

  test('an unknown path is answered 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  });

  test('the home page describes the organisation as structured data', async ({ page }) => {
    await page.goto('/');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data).toMatchObject({ '@type': 'Organization', name: 'Veritenant', url: `${SITE_URL}/` });
  });
});

test('the sitemap lists every route and every blog post; robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { path } of sitePages) expect(sitemap).toContain(`<loc>${SITE_URL}${path}</loc>`);
  const posts = (await (await request.get('http://localhost:3010/api/posts?limit=100')).json()) as {
    docs: { slug: string }[];
  };
  for (const post of posts.docs) expect(sitemap).toContain(`<loc>${SITE_URL}/blog/${post.slug}</loc>`);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

test('the legal short links are permanent redirects', async ({ request }) => {
  const response = await request.get('/terms', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/terms-of-service');
});

/**
 * Records, from the first byte, every layout shift and whether a busy placeholder ever showed;
 * and, once the HTML is parsed (before any of the app's scripts can run), the page's heading,
 * main and footer elements as the server wrote them.
 */
async function watchBoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const boot = { shift: 0, sawBusy: false, moved: [] as string[], serverElements: [] as Element[] };
    Object.assign(window, { boot });
    const describe = (node: Node | null) =>
      node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LayoutShift[]) {
        boot.shift += entry.value;
        for (const { node, previousRect, currentRect } of entry.sources)
          boot.moved.push(
            `${describe(node)} from y=${previousRect.y} to y=${currentRect.y} at ${Math.round(entry.startTime)} ms`,
          );
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (document.querySelector('[aria-busy="true"]')) boot.sawBusy = true;
    }).observe(document, { childList: true, subtree: true, attributes: true });
    document.addEventListener('DOMContentLoaded', () => {
      boot.serverElements = [...document.querySelectorAll('#root h1, #root main, #root footer')];
    });
  });
}

interface LayoutShift {
  value: number;
  startTime: number;
  sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
}

interface BootRecord {
  shift: number;
  sawBusy: boolean;
  /** What moved, for the failure message. */
  moved: string[];
  /** How many elements the server wrote (heading, main, footer), and how many are still the page's. */
  serverElements: number;
  serverElementsKept: number;
}

async function bootRecord(page: Page): Promise<BootRecord> {
  return page.evaluate(() => {
    const { serverElements, ...boot } = (window as unknown as { boot: BootRecord & { serverElements: Element[] } })
      .boot;
    return {
      ...boot,
      serverElements: serverElements.length,
      serverElementsKept: serverElements.filter((element) => element.isConnected).length,
    };
  });
}

const hydratedPaths = [...sitePages.map(({ path }) => path), '/blog?page=2', '/no-such-page'];
for (const consent of ['with a stored choice', 'before any choice'] as const) {
  for (const path of hydratedPaths) {
    test(`${path}, ${consent}: the app hydrates the server's HTML, the same elements, with no hydration error, skeleton or layout shift`, async ({
      page,
      context,
    }) => {
      const hydrationErrors = collectHydrationErrors(context);
      if (consent === 'with a stored choice') await seedConsent(page);
      await watchBoot(page);
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      const painted = await heading.textContent();
      await waitForApp(page);
      // Late work (fonts, images, effects) must not move anything either.
      await page.waitForTimeout(1_000);

      expect(
        await page
          .locator('#root')
          .evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer'))),
      ).toBe(true);
      await expect(heading).toHaveText(painted ?? '');
      const boot = await bootRecord(page);
      expect(boot.serverElements).toBe(3);
      expect(boot.serverElementsKept).toBe(3);
      // /blog?page=2 hydrates the first page as rendered, then loads the page asked for.
      if (!path.includes('?')) expect(boot.sawBusy).toBe(false);
      expect(boot.shift, boot.moved.join('; ')).toBeLessThanOrEqual(0.01);
      expect(hydrationErrors).toEqual([]);
      // A visitor's stored choice, or its absence, applies after hydration: the banner is not in the HTML.
      if (consent === 'before any choice') await expect(banner(page)).toBeVisible();
    });
  }
}

test("a page rendered this year hydrates on the next year's first day as rendered, then shows the new year", async ({
  page,
  context,
}) => {
  const hydrationErrors = collectHydrationErrors(context);
  const renderedYear = new Date().getFullYear();
  await page.clock.setFixedTime(new Date(`${renderedYear + 1}-01-01T00:00:30`));
  await seedConsent(page);
  // The page as rendered (the footer's year may change as soon as the app has hydrated it).
  const response = await page.goto('/about');
  expect(await response!.text()).toContain(`© ${renderedYear} `);

  await expect(page.getByRole('contentinfo')).toContainText(`© ${renderedYear + 1} `);
  expect(hydrationErrors).toEqual([]);
});

test("the app's scripts run once every file the page asked for has arrived", async ({ page }) => {
  // Run as they arrived, the app's scripts were evaluated while the other files still
  // downloaded and compiled on the same cores, and each of their tasks took longer.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (!('appScriptAddedAt' in window) && document.body?.querySelector('script[src]'))
        Object.assign(window, { appScriptAddedAt: performance.now() });
    }).observe(document, { childList: true, subtree: true });
  });
  await seedConsent(page);
  await page.goto('/government');
  await waitForApp(page);

  const { appScriptAddedAt, asked } = await page.evaluate(() => ({
    appScriptAddedAt: (window as unknown as { appScriptAddedAt: number }).appScriptAddedAt,
    asked: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"], link[rel="stylesheet"]')].map(
      ({ href }) => {
        const [timing] = performance.getEntriesByName(href, 'resource') as PerformanceResourceTiming[];
        return { href, arrivedAt: timing?.responseEnd };
      },
    ),
  }));
  // The app's own script, the stylesheets, the config, the manifest and the route's chunks.
  expect(asked.length).toBeGreaterThan(10);
  for (const { href, arrivedAt } of asked) {
    expect(arrivedAt, href).toBeDefined();
    expect(arrivedAt, href).toBeLessThanOrEqual(appScriptAddedAt);
  }
});

test('the first paint shows the whole page, even when its HTML arrives in two parts', async ({ page, request }) => {
  // A paragraph painted half-parsed counted as a smaller largest paint, and the app's full copy
  // of it, swapped in later, as a new and later one.
  const html = await (await request.get('/blog/zero-data-egress')).text();
  const cut = html.indexOf('</h1>');
  expect(cut).toBeGreaterThan(0);
  const server = createServer((incoming, response) => {
    if (incoming.url !== '/blog/zero-data-egress') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), 1_000);
  });
  // On a port the system picks, free whatever else runs.
  await new Promise<void>((resolve) => server.listen(0, resolve));
  try {
    await page.goto(`${localOrigin((server.address() as AddressInfo).port)}/blog/zero-data-egress`);
    // The first paint may come after the load event.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const { firstPaint, lastByte } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      lastByte: (performance.getEntriesByType('navigation') as PerformanceNavigationTiming[])[0]?.responseEnd,
    }));
    expect(firstPaint).toBeGreaterThanOrEqual(lastByte ?? Infinity);
  } finally {
    server.close();
  }
});

test('HTML older than the deployed remote gives way to what the remote renders now', async ({ page }) => {
  // A copy of the live shell and its pages whose /about was prerendered from an older marketing remote,
  // served on a port of this test's own.
  const root = mkdtempSync(path.join(tmpdir(), 'stale-shell-'));
  const liveShell = liveReleaseId(E2E_RELEASE_STORE, shellApp.pkg, readLive(E2E_RELEASE_STORE));
  cpSync(releaseFolder(E2E_RELEASE_STORE, shellApp.pkg, liveShell), root, { recursive: true });
  cpSync(pagesFolder(E2E_RELEASE_STORE), root, { recursive: true });
  const aboutPage = path.join(root, 'about', 'index.html');
  writeFileSync(
    aboutPage,
    readFileSync(aboutPage, 'utf8').replace(
      'Built by people who have run enterprise systems for decades',
      'A heading from an older deployment',
    ),
  );
  // The live set's configuration: its releases' route table, their manifests at the remotes' origins.
  const served = servedFolder(E2E_RELEASE_STORE);
  const live = served.live();
  const appConfig = () => appConfigFromLive(live, {}, servedReleases(live, served.release));
  const server = await startStaticServer({ root, port: STALE_SHELL_PORT, isShell: true, env: {}, appConfig });
  try {
    await seedConsent(page);
    await page.goto(`${localOrigin(STALE_SHELL_PORT)}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Built by people who have run enterprise systems for decades',
    );
  } finally {
    server.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test('the complete stylesheets are each added once and applied together', async ({ page }) => {
  // Applied one by one as they arrived, each overrode the rules inlined from all of them, and a
  // rule of one remote beat another's until the last was in: a blog post's label shrank and grew.
  await seedConsent(page);
  await page.goto('/blog/zero-data-egress');
  await waitForApp(page);

  const stylesheets = () =>
    page.evaluate(() =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(({ href, media }) => ({
        href,
        media,
      })),
    );
  await expect.poll(async () => (await stylesheets()).map(({ media }) => media)).not.toContain('print');
  const added = await stylesheets();
  expect(added.some(({ href }) => new URL(href).port === '3003')).toBe(true);
  expect(new Set(added.map(({ href }) => href)).size).toBe(added.length);
  expect(added.map(({ media }) => media)).toEqual(added.map(() => 'all'));
});
