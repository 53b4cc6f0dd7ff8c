/**
 * `npm run prerender [app]`: composes every route of the site, as the live releases of the
 * release store render it (ops/release/serving.ts), into static HTML in the store's pages
 * folder, which the shell's origin serves (`index.html`, `about/index.html`,
 * `blog/<slug>/index.html`, `404.html`), with `sitemap.xml` and `robots.txt`. Given an app, only
 * the pages it renders (what `npm run release -- promote` does; the shell renders every page).
 * The remotes and the blog api must be reachable at the URLs of the run-time configuration
 * (README: environment variables; `SITE_URL` is the public origin written into canonical URLs
 * and the sitemap). `npm start` and the browser tests run it.
 *
 * Every page is rendered before any is written, and a page showing the remote boundary's failure
 * page fails the run, so the pages served are whole sets that rendered. The pages folder records
 * which releases each app's pages were rendered from (`rendered-from.json`), so a promotion
 * stopped before it wrote them shows in `release status` as stale pages, and is finished by
 * promoting the live release again.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { AppConfig } from 'shared/app-config';
import { paths as sitePaths } from 'shared/paths';
import { localOrigin, shellApp } from 'shared/remotes';
import { site } from 'shared/site';
import { capturePages } from '../shell/prerender/capture';
import { composePage, type PageMeta } from '../shell/prerender/compose-page';
import { trimInlineStyles } from '../shell/prerender/critical-css';
import { organizationData, robotsTxt, sitemapXml, type SitemapEntry } from '../shell/prerender/site-files';
import { remoteRoutes } from 'shared/routes';
import { readLive, type Live } from './release/live';
import { appConfigFromLive, liveReleaseId } from './release/serving';
import { pagesFolder, releaseAppOf, releaseFolder, releaseStore } from './release/store';
import { chromiumLaunchOptions } from './lib/chromium';
import { runCommand } from './lib/command';
import { notFoundPage, prerenderedPagePath } from './serving-rules/prerendered-pages';
import { writeCompressedCopies } from './serving-rules/precompressed';
import { startStaticServer } from './serve/static-server';
import { chromiumDependency, ensureSystemDependencies } from './lib/system-dependencies';

type Env = Readonly<Record<string, string | undefined>>;

/** Lists what a run wrote, so the next run removes pages that no longer exist (a deleted post). */
const WRITTEN_LIST = 'prerendered.json';
/** Per app, the releases its pages were rendered from: the shell's and its own. */
const RENDERED_FROM = 'rendered-from.json';

type RenderedFrom = Record<string, { shell: string; release: string }>;
/** Any path no route owns renders the 404 page. */
const NOT_FOUND_PROBE = '/404';

export interface PrerenderResult {
  pages: number;
  posts: number;
  milliseconds: number;
}

function siteUrlFromEnv(env: Env): string {
  const value = env.SITE_URL || localOrigin(shellApp.port);
  if (!URL.canParse(value)) throw new Error(`SITE_URL is not a URL: ${value}`);
  return new URL(value).origin;
}

interface PostSummary {
  slug: string;
  publishedDate?: string;
}

/** Every post of the blog api, page by page, newest first. */
async function blogPosts(config: AppConfig): Promise<PostSummary[]> {
  const posts: PostSummary[] = [];
  for (let page = 1, totalPages = 1; page <= totalPages; page += 1) {
    const url = `${config.blogApiUrl.replace(/\/+$/, '')}/api/posts?limit=100&page=${page}&sort=-publishedDate`;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const answer = (await response.json()) as { docs: PostSummary[]; totalPages?: number };
    posts.push(...answer.docs);
    totalPages = answer.totalPages ?? 1;
  }
  return posts;
}

function pageMeta(pagePath: string, siteUrl: string): PageMeta {
  return {
    siteUrl,
    siteName: site.brand,
    type: pagePath.startsWith(`${sitePaths.blog}/`) ? 'article' : 'website',
    ...(pagePath === sitePaths.home ? { structuredData: organizationData(siteUrl) } : {}),
  };
}

function writeFile(root: string, relative: string, content: string): void {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A page and its compressed copies; returns their paths relative to `root`. */
function writePage(root: string, relative: string, html: string): string[] {
  writeFile(root, relative, html);
  const copies = writeCompressedCopies(path.join(root, relative), html);
  return [relative, ...copies.map((copy) => path.relative(root, copy))];
}

/** Removes what an earlier run wrote of the pages this run owns and did not write again. */
function removeStalePages(root: string, written: readonly string[], owns: (file: string) => boolean): void {
  const listFile = path.join(root, WRITTEN_LIST);
  const previous: string[] = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : [];
  const stale = previous.filter((name) => owns(name) && !written.includes(name));
  for (const file of stale) rmSync(path.join(root, file), { force: true });
  const kept = previous.filter((name) => !owns(name) && !written.includes(name));
  writeFileSync(listFile, `${JSON.stringify([...kept, ...written], null, 2)}\n`);
}

export interface PrerenderOptions {
  /** Only the pages this app renders; every page when absent or the shell. */
  app?: string;
  /** The live set rendered: the store's pointer when absent (a promotion renders the one it switches to). */
  live?: Live;
}

/** The pages of one run, rendered and not yet written. */
export interface RenderedPages {
  store: string;
  /** The page files, relative to the pages folder. */
  pages: readonly { file: string; html: string }[];
  /** `sitemap.xml` and `robots.txt`, when every page was rendered. */
  siteFiles: readonly { file: string; text: string }[];
  /** Whether an earlier run's file belongs to this run's pages (and goes when not written again). */
  owns: (file: string) => boolean;
  renderedFrom: RenderedFrom;
  posts: number;
  started: number;
}

function readRenderedFrom(store: string): RenderedFrom {
  const file = path.join(pagesFolder(store), RENDERED_FROM);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RenderedFrom) : {};
}

/** Whether the live release of `pkg` and the live shell are what its pages were rendered from. */
export function pagesCurrent(store: string, live: Live, pkg: string): boolean {
  const rendered = readRenderedFrom(store)[pkg];
  return rendered?.shell === live.apps[shellApp.pkg]?.live && rendered?.release === live.apps[pkg]?.live;
}

/** Renders the pages of `app` (every page for the shell) as the live set `live` serves them. */
export async function renderPages(
  env: Env,
  { app = shellApp.pkg, live: liveSet }: PrerenderOptions = {},
): Promise<RenderedPages> {
  const started = performance.now();
  const store = releaseStore(env);
  const live = liveSet ?? readLive(store);
  const shellId = liveReleaseId(store, shellApp.pkg, live);
  const shellRoot = releaseFolder(store, shellApp.pkg, shellId);
  const [appPage, starter] = [shellApp.appPage, shellApp.pageStarter].map((name) =>
    readFileSync(path.join(shellRoot, name), 'utf8'),
  ) as [string, string];
  const config = appConfigFromLive(live, env);
  const siteUrl = siteUrlFromEnv(env);

  // The shell frames every page; a remote, the routes of its own, and the blog also its posts.
  const everything = app === shellApp.pkg;
  const remote = everything ? undefined : releaseAppOf(app).name;
  const withPosts = everything || remote === 'mfe_blog';
  const posts = withPosts ? await blogPosts(config) : [];
  const routePaths = remoteRoutes
    .filter((route) => everything || route.remote === remote)
    .map((route) => route.path)
    .filter((routePath) => !routePath.includes(':'));
  const postPaths = posts.map((post) => `${sitePaths.blog}/${post.slug}`);
  const probes = everything ? [NOT_FOUND_PROBE] : [];

  const server = await startStaticServer({
    root: shellRoot,
    port: 0,
    isShell: true,
    env,
    servePrerendered: false,
    appConfig: () => config,
  });
  try {
    const origin = localOrigin((server.address() as AddressInfo).port);
    const firstPartyOrigins = [origin, ...Object.values(config.remotes).map((url) => new URL(url).origin)];
    const captured = await capturePages([...routePaths, ...postPaths, ...probes], {
      origin,
      appPage,
      firstPartyOrigins,
      launchOptions: chromiumLaunchOptions(),
    });
    const pages = await Promise.all(
      captured.map(async (page) => ({
        file: page.path === NOT_FOUND_PROBE ? notFoundPage : prerenderedPagePath(page.path),
        html: await trimInlineStyles(composePage({ appPage, starter }, page, pageMeta(page.path, siteUrl))),
      })),
    );
    const lastModified = new Map(posts.map((post) => [`${sitePaths.blog}/${post.slug}`, post.publishedDate]));
    const entries: SitemapEntry[] = [...routePaths, ...postPaths].map((pagePath) => ({
      path: pagePath,
      lastModified: lastModified.get(pagePath),
    }));
    const siteFiles = everything
      ? [
          { file: 'sitemap.xml', text: sitemapXml(siteUrl, entries) },
          { file: 'robots.txt', text: robotsTxt(siteUrl) },
        ]
      : [];
    // The blog's run owns every page under /blog (a deleted post's page goes); others remove none.
    const blogFolder = `${prerenderedPagePath(sitePaths.blog).split(path.sep)[0]}${path.sep}`;
    const renderedFrom = Object.fromEntries(
      Object.entries(live.apps)
        .filter(([pkg]) => everything || pkg === app)
        .map(([pkg, entry]) => [pkg, { shell: shellId, release: entry.live }]),
    );
    return {
      store,
      pages,
      siteFiles,
      owns: (file) => everything || (withPosts && file.startsWith(blogFolder)),
      renderedFrom,
      posts: posts.length,
      started,
    };
  } finally {
    server.close();
  }
}

/** Writes rendered pages, with their compressed copies, into the store's pages folder. */
export function writePages(rendered: RenderedPages): PrerenderResult {
  const root = pagesFolder(rendered.store);
  const written = rendered.pages.flatMap((page) => writePage(root, page.file, page.html));
  for (const { file, text } of rendered.siteFiles) writeFile(root, file, text);
  removeStalePages(root, written, rendered.owns);
  const renderedFrom = { ...readRenderedFrom(rendered.store), ...rendered.renderedFrom };
  writeFile(root, RENDERED_FROM, `${JSON.stringify(renderedFrom, null, 2)}\n`);
  return {
    pages: rendered.pages.length,
    posts: rendered.posts,
    milliseconds: Math.round(performance.now() - rendered.started),
  };
}

export async function prerender(env: Env, options: PrerenderOptions = {}): Promise<PrerenderResult> {
  return writePages(await renderPages(env, options));
}

if (import.meta.filename === process.argv[1]) {
  await runCommand(async () => {
    await ensureSystemDependencies([chromiumDependency], 'npm run prerender');
    const result = await prerender(process.env, { app: process.argv[2] });
    console.log(`Prerendered ${result.pages} pages (${result.posts} blog posts) in ${result.milliseconds} ms`);
  });
}
