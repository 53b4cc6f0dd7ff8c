/**
 * The pages of one app as a live set serves them (every page for the shell), composed and not yet
 * published, with what they were rendered from: `release status` shows a promotion stopped
 * before it published them as stale pages.
 */
import type { AppConfig } from 'shared/app-config';
import type { RoutedPage } from 'shared/pages';
import { paths as sitePaths } from 'shared/paths';
import { localOrigin, shellApp } from 'shared/remotes';
import { site } from 'shared/site';
import type { Live } from '../../core/live-record';
import type { ReleaseJson } from '../../core/release-json';
import {
  placingPages,
  type ReleaseStore,
  type RenderedFrom,
  type SitePages,
  type SitePublisher,
} from '../../core/release-store';
import { routeOf, routeTable, servedReleases } from '../../core/route-table';
import { composePage, type PageMeta } from './compose-page';
import { trimInlineStyles } from './critical-css';
import { liveShell } from './live-shell';
import { NOT_FOUND_PROBE, pageFile, pageOwner, pagesOwnedBy, staticPaths } from './page-owners';
import { renderRoutes, type PlacingPage } from './route-pages';
import { organizationData, robotsTxt, sitemapXml, type SitemapEntry } from './site-files';
import { appConfigFromLive } from '../../core/serving-config';

export type Env = Readonly<Record<string, string | undefined>>;

/** Where the releases rendered are read, and what the published site was rendered from. */
export interface RenderSource {
  store: ReleaseStore;
  site: Pick<SitePublisher, 'readRenderedFrom'>;
}

/** The pages of one run, rendered and not yet published. */
export interface RenderedPages extends SitePages {
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
    const response = await fetch(url).catch((error: unknown) => {
      throw new Error(`GET ${url} did not answer (${error instanceof Error ? error.message : String(error)})`);
    });
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

/** `places` of `pkg`'s record: which of its pages rendered here placed which other apps. */
function placesOf(
  table: readonly RoutedPage[],
  rendered: readonly PlacingPage[],
  pkg: string,
): Pick<RenderedFrom[string], 'places'> {
  const places = rendered
    .filter((page) => page.placed.length > 0 && pageOwner(table, page.path) === pkg)
    .map((page) => [page.path, page.placed] as const);
  return places.length > 0 ? { places: Object.fromEntries(places) } : {};
}

/** The release.json of each release `live` serves, whose pages make its route table. */
export function liveReleases(store: ReleaseStore, live: Pick<Live, 'apps'>): Promise<ReleaseJson[]> {
  return Promise.all(servedReleases(live, (pkg, id) => store.readRelease(pkg, id)));
}

/**
 * The published page files `app`'s render replaces (./page-owners.ts, pagesOwnedBy): its static
 * routes in `table`, and those of the release its published pages were rendered from, so that a
 * page its release no longer has (a rollback past the promotion that added it) goes.
 */
export async function ownedPages(
  store: ReleaseStore,
  published: RenderedFrom,
  table: readonly RoutedPage[],
  app: string,
): Promise<(file: string) => boolean> {
  const placing = placingPages(published, app);
  const renderedWith = published[app]?.release;
  if (app === shellApp.pkg || renderedWith === undefined) return pagesOwnedBy(app, staticPaths(table, app), placing);
  // One pruned since (prune keeps the live and previous releases) adds none: its pages are unknown.
  const before = await store.readRelease(app, renderedWith).catch(() => undefined);
  const own = [...staticPaths(table, app), ...staticPaths(routeTable(before ? [before] : []), app)];
  return pagesOwnedBy(app, own, placing);
}

/**
 * The pages of `app` (every page for the shell) as the live set `live` serves them, its route
 * table composed from the live releases, and `sitemap.xml` of that table. A page whose render
 * fails fails the run. `renderedFrom` (the published site's when absent) names the pages of
 * other apps placing `app`'s modules, rendered again with it.
 */
export async function renderAppPages(
  env: Env,
  { store, site: publisher }: RenderSource,
  live: Pick<Live, 'apps'>,
  app: string = shellApp.pkg,
  renderedFrom?: RenderedFrom,
): Promise<RenderedPages> {
  const started = performance.now();
  const { shellId, root: shellRoot, appPage, starter } = await liveShell(store, live);
  const served = await liveReleases(store, live);
  const config = appConfigFromLive(live, env, served);
  const table = config.pages ?? [];
  const siteUrl = siteUrlFromEnv(env);

  // The shell frames every page; a remote, the routes of its own, and the blog also its posts.
  const everything = app === shellApp.pkg;
  const withPosts = everything || app === 'mfe-blog';
  // Every post, for the sitemap each run writes from the whole table: another remote's run, when
  // the blog api does not answer, leaves the published sitemap as it is.
  const posts = withPosts ? await blogPosts(config) : await blogPosts(config).catch(() => undefined);
  const routePaths = staticPaths(table, everything ? undefined : app);
  const postPaths = (posts ?? [])
    .map((post) => `${sitePaths.blog}/${post.slug}`)
    .filter((postPath) => routeOf(table, postPath) !== undefined);
  const probes = everything ? [NOT_FOUND_PROBE] : [];
  // Other apps' pages holding this one's markup and stylesheets (a form of mfe-forms on
  // mfe-marketing's pages), so that none is left with a release no longer live.
  const published = renderedFrom ?? (await publisher.readRenderedFrom());
  const placing = everything ? [] : placingPages(published, app);

  const rendered = await renderRoutes(env, store, live, { root: shellRoot, appPage }, config, [
    ...new Set([...routePaths, ...(withPosts ? postPaths : []), ...probes, ...placing]),
  ]);
  const pages = await Promise.all(
    rendered.map(async (page) => ({
      file: pageFile(page.path),
      html: await trimInlineStyles(composePage({ appPage, starter }, page, pageMeta(page.path, siteUrl))),
    })),
  );
  const lastModified = new Map((posts ?? []).map((post) => [`${sitePaths.blog}/${post.slug}`, post.publishedDate]));
  const listed = table.filter((route) => route.sitemap && !route.path.includes(':')).map((route) => route.path);
  const entries: SitemapEntry[] = [...listed, ...postPaths].map((pagePath) => ({
    path: pagePath,
    lastModified: lastModified.get(pagePath),
  }));
  const siteFiles = posts
    ? [
        { file: 'sitemap.xml', text: sitemapXml(siteUrl, entries) },
        { file: 'robots.txt', text: robotsTxt(siteUrl) },
      ]
    : [];
  const recorded: RenderedFrom = Object.fromEntries(
    Object.entries(live.apps)
      .filter(([pkg]) => everything || pkg === app)
      .map(([pkg, entry]) => [pkg, { shell: shellId, release: entry.live, ...placesOf(table, rendered, pkg) }]),
  );
  return {
    pages,
    siteFiles,
    owns: await ownedPages(store, published, table, app),
    renderedFrom: recorded,
    posts: withPosts ? (posts?.length ?? 0) : 0,
    milliseconds: Math.round(performance.now() - started),
  };
}
