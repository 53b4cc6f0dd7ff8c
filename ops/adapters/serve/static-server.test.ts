import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { appConfigFromEnv } from 'shared/app-config';
import type { RoutedPage } from 'shared/pages';
import { shellApp } from 'shared/remotes';
import { writeCompressedCopies } from '../../lib/precompressed';
import { startBlogApi, type BlogApi } from '../../testing/blog-api';
import { startStaticServer } from './static-server';

/** A shell's output folder inside a hidden folder, as a checkout under `~/.work/` would have it. */
function hiddenShellFolder(): { parent: string; root: string } {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  const root = path.join(parent, '.work', 'site', 'shell', 'dist');
  mkdirSync(root, { recursive: true });
  writeFileSync(path.join(root, shellApp.appPage), '<!doctype html><title>app page</title><div id="root"></div>');
  writeFileSync(path.join(root, 'main.0123abcd.js'), 'console.log("main");');
  return { parent, root };
}

function addPrerenderedPages(root: string): void {
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>home, prerendered</title>');
  mkdirSync(path.join(root, 'about'));
  writeFileSync(path.join(root, 'about', 'index.html'), '<!doctype html><title>about, prerendered</title>');
  writeFileSync(path.join(root, '404.html'), '<!doctype html><title>404, prerendered</title>');
}

const servers: Server[] = [];
const folders: string[] = [];
/** The blog api the shells ask about a post's slug: whatever answers on the default port is not asked. */
let blogApi: BlogApi;

beforeAll(async () => {
  blogApi = await startBlogApi(['published-after-the-prerender', 'a-post']);
});

afterAll(() => blogApi.close());

const page = (path: string, remote: RoutedPage['remote'], module: string): RoutedPage => ({
  path,
  remote,
  module,
  title: module,
  description: `The ${module}.`,
  sitemap: true,
});

/** The route table of the releases a shell serves: its configuration's (a shell of no store is given one). */
const pages: RoutedPage[] = [
  page('/', 'mfe_marketing', 'HomePage'),
  page('/about', 'mfe_marketing', 'AboutPage'),
  page('/trial', 'mfe_forms', 'TrialPage'),
  page('/blog', 'mfe_blog', 'BlogListPage'),
  page('/blog/:slug', 'mfe_blog', 'BlogPostPage'),
  page('/cookie-policy', 'mfe_legal', 'CookiePolicyPage'),
];

function startShell(root: string, env: Record<string, string>, table = pages): Promise<Server> {
  return startStaticServer({
    root,
    port: 0,
    isShell: true,
    env,
    appConfig: () => ({ ...appConfigFromEnv(env), pages: table }),
  });
}

async function serve(root: string, table = pages): Promise<string> {
  const server = await startShell(root, { BLOG_API_URL: blogApi.url }, table);
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function shellIn(prerendered: boolean): { root: string } {
  const { parent, root } = hiddenShellFolder();
  folders.push(parent);
  if (prerendered) addPrerenderedPages(root);
  return { root };
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('a checkout under a hidden folder', () => {
  test('serves its prerendered pages, its app page and its scripts', async () => {
    const origin = await serve(shellIn(true).root);

    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('home, prerendered');
    expect(await (await fetch(`${origin}/about`)).text()).toContain('about, prerendered');
    expect(await (await fetch(`${origin}/blog/published-after-the-prerender`)).text()).toContain('app page');
    const script = await fetch(`${origin}/main.0123abcd.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('console.log');
    const missing = await fetch(`${origin}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('404, prerendered');
  });
});

describe('a blog post', () => {
  test('one the blog api does not know is the app page with 404 and the page headers, prerendered or not', async () => {
    const { root } = shellIn(true);
    mkdirSync(path.join(root, 'blog', 'removed-since'), { recursive: true });
    writeFileSync(path.join(root, 'blog', 'removed-since', 'index.html'), '<!doctype html><title>removed</title>');
    const origin = await serve(root);

    for (const slug of ['never-existed', 'removed-since']) {
      const response = await fetch(`${origin}/blog/${slug}`);
      expect({ slug, status: response.status }).toEqual({ slug, status: 404 });
      expect(await response.text()).toContain('app page');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  test('one published since the render is its app page; with the api down, any slug is', async () => {
    const origin = await serve(shellIn(true).root);
    blogApi.slugs.add('published-just-now');

    const published = await fetch(`${origin}/blog/published-just-now`);
    expect([published.status, await published.text()]).toEqual([200, expect.stringContaining('app page')]);

    const down = await startBlogApi([]);
    await down.close();
    const server = await startShell(shellIn(true).root, { BLOG_API_URL: down.url });
    servers.push(server);
    const unanswered = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/blog/never-existed`);
    expect(unanswered.status).toBe(200);
  });
});

describe('without prerendered pages (none written yet, or the prerender failed)', () => {
  test('every route is its app page, answered 200, and other paths 404', async () => {
    const origin = await serve(shellIn(false).root);

    for (const route of ['/', '/about', '/trial', '/blog', '/blog/a-post', '/cookie-policy']) {
      const response = await fetch(`${origin}${route}`);
      expect({ route, status: response.status }).toEqual({ route, status: 200 });
      expect(await response.text()).toContain('app page');
    }
    expect((await fetch(`${origin}/no-such-page`)).status).toBe(404);
  });
});

describe("the route table is the served releases' (the configuration's), not the checkout's", () => {
  test('a page of the table is served; one not in it is the 404 page, though its page file is there', async () => {
    const { root } = shellIn(true);
    mkdirSync(path.join(root, 'manufacturing'));
    writeFileSync(path.join(root, 'manufacturing', 'index.html'), '<!doctype html><title>manufacturing</title>');
    const withPage = await serve(root, [...pages, page('/manufacturing', 'mfe_marketing', 'ManufacturingPage')]);
    const served = await fetch(`${withPage}/manufacturing`);
    expect([served.status, await served.text()]).toEqual([200, expect.stringContaining('manufacturing')]);
    expect((await fetch(`${withPage}/expansion`)).status).toBe(404);

    const without = await serve(root);
    const gone = await fetch(`${without}/manufacturing`);
    expect([gone.status, await gone.text()]).toEqual([404, expect.stringContaining('404, prerendered')]);
    // With no table at all (a configuration before the releases recorded pages), no path is a page.
    const none = await serve(root, []);
    expect((await fetch(`${none}/about`)).status).toBe(404);
  });
});

describe('errors', () => {
  test('a malformed path is answered with a short page: no stack trace, no file path', async () => {
    const { root } = shellIn(true);
    const origin = await serve(root);

    const response = await fetch(`${origin}/%E0%A4%A`);
    const body = await response.text();

    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(body).toContain('Bad request');
    expect(body).not.toMatch(/ at |node_modules|\.ts:|URIError/);
    expect(body).not.toContain(root);
  });

  test('a page that vanished after the start is a short 404 page, with no path or error code', async () => {
    const { root } = shellIn(false);
    const origin = await serve(root);
    rmSync(path.join(root, shellApp.appPage));

    const response = await fetch(`${origin}/about`);
    const body = await response.text();

    expect(response.status).toBe(404);
    expect(body).not.toMatch(/ at |node_modules|ENOENT/);
    expect(body).not.toContain(root);
  });
});

test('pages carry the security headers, the starter allowed by the hash of its text as built', async () => {
  const { root } = shellIn(true);
  const starter = '(()=>{start()})();';
  writeFileSync(path.join(root, shellApp.pageStarter), starter);
  const origin = await serve(root);

  for (const [pagePath, status] of [
    ['/', 200],
    ['/trial', 200],
    ['/no-such-page', 404],
  ] as const) {
    const response = await fetch(`${origin}${pagePath}`);
    expect(response.status).toBe(status);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`'sha256-${createHash('sha256').update(starter).digest('base64')}'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  }
});

test('a file is served from its Brotli or gzip copy only while the file itself is there', async () => {
  const { root } = shellIn(false);
  const chunk = path.join(root, '__federation_expose_CookiePolicyPage.0123abcd.js');
  await writeCompressedCopies(chunk, 'export const page = "CookiePolicyPage";');
  writeFileSync(chunk, 'export const page = "CookiePolicyPage";');
  const origin = await serve(root);
  const url = `${origin}/${path.basename(chunk)}`;
  const asked = (encoding: string) => fetch(url, { headers: { 'Accept-Encoding': encoding } });
  const served = await asked('br');
  expect(served.headers.get('content-encoding')).toBe('br');
  expect(await served.text()).toContain('CookiePolicyPage');

  rmSync(chunk);
  for (const encoding of ['br', 'gzip', 'gzip, deflate, br', 'identity']) {
    const response = await asked(encoding);
    expect({ encoding, status: response.status }).toEqual({ encoding, status: 404 });
  }
});
