/**
 * A remote's pages go live with its release alone (../testing/command-store.ts): a page only a
 * release of mfe-legal lists is rendered, served and in the sitemap once it is promoted, and gone
 * from all three once it is rolled back; the shell's release never changes. A canary of it shows the
 * page to its cohort only.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pages as legalPages } from 'mfe-legal/pages';
import { localOrigin, shellApp } from 'shared/remotes';
import { readLive } from '../adapters/folder/live';
import { servedFolder } from '../adapters/folder/served-folder';
import { storeServing } from '../adapters/serve/serving';
import { startStaticServer } from '../adapters/serve/static-server';
import { createFolderStore } from '../adapters/folder/folder-store';
import { canaryPagesFolder, canaryPagesList } from '../core/canary-pages';
import type { ReleaseJson } from '../core/release-json';
import { canaryPagesRoot, pagesFolder } from '../core/store-layout';
import { startBlogApi, type BlogApi } from '../testing/blog-api';
import { legal, setUpCommandStore } from '../testing/command-store';
import { addTestRelease } from '../testing/test-store';

jest.setTimeout(120_000);

const t = setUpCommandStore();
const added = {
  path: '/data-processing',
  module: 'DataProcessingPage',
  title: 'Data Processing',
  description: 'How the data you send us is processed.',
  sitemap: true,
};

let blogApi: BlogApi;
let shell: Server | undefined;

beforeAll(async () => {
  // The posts the sitemap lists beside the pages (none here: no blog release is live).
  blogApi = await startBlogApi([], (_request, response) => {
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ docs: [{ slug: 'a-post', publishedDate: '2026-11-20T00:00:00.000Z' }] }));
  });
});
afterAll(() => blogApi.close());
afterEach(async () => {
  await new Promise((resolve) => (shell ? shell.close(resolve) : resolve(undefined)));
  shell = undefined;
});

/** The store's site on the Node server, with the blog api, and a release of mfe-legal adding a page. */
async function siteWithAddingRelease(): Promise<{ adding: ReleaseJson; origin: string }> {
  t.env.BLOG_API_URL = blogApi.url;
  const adding = await addTestRelease(createFolderStore(t.store), legal, new Date('2026-11-25T06:30:00Z'), {
    pages: [...legalPages, added],
  });
  const env = { ...t.env };
  shell = await startStaticServer({
    ...storeServing(servedFolder(t.store), shellApp.pkg, env),
    port: 0,
    isShell: true,
    env,
  });
  const origin = localOrigin((shell.address() as AddressInfo).port);
  return { adding, origin };
}

test("a page only mfe-legal's release lists goes live with its promotion alone, and goes with its rollback", async () => {
  const { adding, origin } = await siteWithAddingRelease();
  const pageFile = path.join(pagesFolder(t.store), 'data-processing', 'index.html');
  const sitemap = () => readFileSync(path.join(pagesFolder(t.store), 'sitemap.xml'), 'utf8');
  const shellBefore = readLive(t.store).apps[shellApp.pkg]?.live;

  expect((await fetch(`${origin}${added.path}`)).status).toBe(404);
  const promoted = await t.release(['promote', legal, adding.id]);
  expect(promoted.stderr).toBe('');
  expect(promoted.code).toBe(0);
  expect(promoted.stdout).toContain('4 re-rendered');
  const page = await fetch(`${origin}${added.path}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<h1>Data Processing</h1>');
  expect(html).toContain('<title>Data Processing | Veritenant</title>');
  expect(readFileSync(pageFile, 'utf8')).toBe(html);
  expect(sitemap()).toContain('/data-processing</loc>');
  expect(sitemap()).toContain('/cookie-policy</loc>');
  // Only the routes of the live releases: no blog release is live, so no post.
  expect(sitemap()).not.toContain('a-post');
  expect(readLive(t.store).apps[shellApp.pkg]?.live).toBe(shellBefore);

  const rolledBack = await t.release(['rollback', legal]);
  expect(rolledBack.code).toBe(0);
  expect(readLive(t.store).apps[legal]?.live).toBe(t.ids.first);
  expect((await fetch(`${origin}${added.path}`)).status).toBe(404);
  expect(existsSync(pageFile)).toBe(false);
  expect(sitemap()).not.toContain('/data-processing');
  expect(sitemap()).toContain('/cookie-policy</loc>');
  expect((await fetch(`${origin}/cookie-policy`)).status).toBe(200);
  expect(readLive(t.store).apps[shellApp.pkg]?.live).toBe(shellBefore);
});

test("a canary of a release adding a page renders it in the canary's pages, for its cohort only; the live pages never hold it", async () => {
  const { adding, origin } = await siteWithAddingRelease();

  const canary = await t.release(['promote', legal, adding.id, '--canary', '50', '--no-watch']);
  expect(canary.stderr).toBe('');
  expect(canary.code).toBe(0);
  const list = path.join(canaryPagesRoot(t.store), canaryPagesFolder(legal, adding.id), canaryPagesList);
  expect(JSON.parse(readFileSync(list, 'utf8'))).toContain('data-processing/index.html');
  expect(existsSync(path.join(pagesFolder(t.store), 'data-processing'))).toBe(false);
  // Nor does a sitemap list it: a canary renders its own pages only, the published site's stay.
  expect(existsSync(path.join(pagesFolder(t.store), 'sitemap.xml'))).toBe(false);

  const inCohort = await fetch(`${origin}${added.path}`, { headers: { cookie: 'vt_cohort=49' } });
  expect([inCohort.status, await inCohort.text()]).toEqual([200, expect.stringContaining('<h1>Data Processing</h1>')]);
  expect((await fetch(`${origin}${added.path}`, { headers: { cookie: 'vt_cohort=50' } })).status).toBe(404);
});
