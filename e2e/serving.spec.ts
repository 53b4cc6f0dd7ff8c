/** How the apps are served, as a CDN would: compressed, cached by file kind, CORS on remotes. */
import { createServer } from 'node:http';
import { test as unhydratedTest } from '@playwright/test';
import type { RoutedPage } from 'shared/pages';
import { freePort } from 'shared/testing/free-port';
import { registeredPages } from '../ops/testing/site-pages';
import { expect, test } from './support/test';
import { seedConsent } from './support/consent';
import { waitForApp } from './support/site';

const legalOrigin = 'http://localhost:3004';
const gzip = { 'Accept-Encoding': 'gzip' };
/** What a browser accepts → the precompressed copy it gets. */
const precompressedEncodings = [
  // As Chromium asks: Brotli must win though gzip comes first.
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip', 'gzip'],
] as const;

test('the shell page, its config and a remote manifest are revalidated, hashed chunks are immutable', async ({
  request,
}) => {
  for (const url of ['/', '/app-config.json', `${legalOrigin}/mf-manifest.json`, `${legalOrigin}/remoteEntry.js`]) {
    const response = await request.get(url, { headers: gzip });
    expect(response.ok(), url).toBe(true);
    expect(response.headers()['cache-control'], url).toBe('no-cache');
  }

  const manifest = (await (await request.get(`${legalOrigin}/mf-manifest.json`)).json()) as {
    exposes: Array<{ assets: { js: { sync: string[] } } }>;
  };
  const chunk = manifest.exposes[0]?.assets.js.sync[0];
  expect(chunk).toMatch(/\.[0-9a-f]{8}\.js$/);
  const chunkResponse = await request.get(`${legalOrigin}/${chunk}`, { headers: gzip });
  expect(chunkResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('scripts are served from the build’s Brotli or gzip copy, byte for byte the script itself', async ({
  request,
}) => {
  const html = await (await request.get('/blog/any-post')).text();
  const mainScript = /src="(\/main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1] ?? '';
  const original = await (await request.get(mainScript, { headers: { 'Accept-Encoding': 'identity' } })).body();
  for (const [accepted, encoding] of precompressedEncodings) {
    const response = await request.get(mainScript, { headers: { 'Accept-Encoding': accepted } });
    const headers = response.headers();
    expect(headers['content-encoding'], accepted).toBe(encoding);
    // A precompressed copy has a length up front; a response compressed on the fly is chunked.
    expect(Number(headers['content-length']), accepted).toBeGreaterThan(0);
    expect(headers['content-type']).toMatch(/^text\/javascript/);
    expect(headers['vary']).toMatch(/Accept-Encoding/i);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await response.body()).equals(original), accepted).toBe(true);
  }
});

test('prerendered pages, the 404 page among them, are sent from the Brotli or gzip copy the prerender wrote', async ({
  request,
}) => {
  for (const [url, status] of [
    ['/privacy-policy', 200],
    ['/no-such-page', 404],
  ] as const) {
    const original = await (await request.get(url, { headers: { 'Accept-Encoding': 'identity' } })).text();
    expect(original, url).toContain('<main');
    for (const [accepted, encoding] of precompressedEncodings) {
      const response = await request.get(url, { headers: { 'Accept-Encoding': accepted } });
      const headers = response.headers();
      expect(response.status(), url).toBe(status);
      expect(headers['content-encoding'], `${url} ${accepted}`).toBe(encoding);
      expect(Number(headers['content-length']), `${url} ${accepted}`).toBeGreaterThan(0);
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
      expect(headers['cache-control']).toBe('no-cache');
      expect(await response.text(), `${url} ${accepted}`).toBe(original);
    }
  }
});

test('responses are compressed and remotes allow the shell to fetch them cross-origin', async ({ request }) => {
  const entry = await request.get(`${legalOrigin}/remoteEntry.js`, { headers: gzip });
  expect(entry.headers()['content-encoding']).toBe('gzip');
  expect(entry.headers()['access-control-allow-origin']).toBe('*');
  const html = await (await request.get('/blog/any-post')).text();
  expect(html).toContain('<div id="root">');
  const mainScript = /src="(\/main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
  expect(mainScript).toBeDefined();
  const main = await request.get(mainScript ?? '', { headers: gzip });
  expect(main.headers()['content-encoding']).toBe('gzip');
});

test('the run-time config lists every remote manifest, the release of every app, the route table of the live releases, and no secret', async ({
  request,
}) => {
  const config = (await (await request.get('/app-config.json')).json()) as Record<string, unknown>;
  // The report pass is signed, and holds no secret.
  expect(Object.keys(config).sort()).toEqual(
    [
      'blogApiUrl',
      'formEndpoint',
      'gaMeasurementId',
      'pages',
      'recaptchaSiteKey',
      'releases',
      'remotes',
      'reportPass',
    ].sort(),
  );
  // The live releases' registries, each page with its remote: the site's every page.
  const route = ({ path, remote, module }: RoutedPage) => `${path} ${remote}/${module}`;
  expect((config.pages as RoutedPage[]).map(route).sort()).toEqual(registeredPages().map(route).sort());
  expect(Object.keys(config.remotes as object).sort()).toEqual(['mfe_blog', 'mfe_forms', 'mfe_legal', 'mfe_marketing']);
  // What the field reports name: each app's live release in the store.
  expect(Object.keys(config.releases as object).sort()).toEqual(
    ['mfe-blog', 'mfe-forms', 'mfe-legal', 'mfe-marketing', 'shell'].sort(),
  );
});

test('the app loads each stylesheet once, from the first page through a client-side navigation', async ({ page }) => {
  const stylesheets: Array<Promise<{ url: string; rules: string }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'stylesheet') return;
    // The same rules under two names would be the same CSS loaded twice (only the map comment differs).
    stylesheets.push(response.text().then((css) => ({ url: response.url(), rules: css.replace(/\/\*#.*?\*\//g, '') })));
  });
  await seedConsent(page);
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

  const loaded = await Promise.all(stylesheets);
  expect(loaded.length).toBeGreaterThan(0);
  // Per origin: each remote that places its own code ships its copy of the shared library's
  // stylesheet (the same `sd-` rules, the same file name), which another remote's page may hold.
  const urlsByRules = new Map<string, string[]>();
  for (const { url, rules } of loaded) {
    const key = `${new URL(url).origin} ${rules}`;
    urlsByRules.set(key, [...(urlsByRules.get(key) ?? []), url]);
  }
  expect([...urlsByRules.values()].filter((urls) => urls.length > 1)).toEqual([]);
});

test('every script a page loads asks V8 to compile it whole, on its streaming thread', async ({ page }) => {
  const scripts: Array<Promise<{ url: string; firstLine: string }>> = [];
  page.on('response', (response) => {
    // By name: a script fetched by a preload is not of the 'script' resource type.
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    scripts.push(response.text().then((js) => ({ url: response.url(), firstLine: js.split('\n', 1)[0] ?? '' })));
  });
  await page.goto('/trial');
  await waitForApp(page);

  const loaded = await Promise.all(scripts);
  // The shell's own files and a remote's.
  const origins = new Set(loaded.map(({ url }) => new URL(url).origin));
  expect(origins).toContain('http://localhost:3000');
  expect(origins.size).toBeGreaterThan(1);
  expect(loaded.filter(({ firstLine }) => firstLine !== '//# allFunctionsCalledOnLoad')).toEqual([]);
});

// Not the fixture's page: the framing page is no app, and Chromium's refusal is the point.
unhydratedTest(
  'a page by its file name is the 404 page with the page headers: no other origin frames it',
  async ({ page }) => {
    for (const pathname of ['/index.html', '/trial/index.html', '/app.html', '/404.html']) {
      const response = await page.request.get(pathname);
      expect({ pathname, status: response.status() }).toEqual({ pathname, status: 404 });
      expect(response.headers()['content-security-policy'], pathname).toContain("frame-ancestors 'none'");
    }
    // A page of another local origin framing it (a page Playwright answers would count as public,
    // and Chromium blocks a public page's frame of a local one whatever its headers).
    const target = 'http://localhost:3000/trial/index.html';
    const framing = createServer((_request, response) =>
      response.setHeader('Content-Type', 'text/html').end(`<iframe src="${target}"></iframe>`),
    );
    const port = await freePort();
    await new Promise<void>((resolve) => framing.listen(port, '127.0.0.1', resolve));
    try {
      // Its load waits for the frame's.
      await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
      // Refused: the frame holds Chromium's error page, never the site's markup.
      await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0);
    } finally {
      await new Promise((resolve) => framing.close(resolve));
    }
  },
);
