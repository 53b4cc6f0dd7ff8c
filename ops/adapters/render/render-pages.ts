/**
 * `npm run prerender [app]`: composes every route of the site, as the live releases of the
 * release store render it (ops/adapters/serve/serving.ts), into static HTML published with the site the
 * shell's origin serves (`index.html`, `about/index.html`, `blog/<slug>/index.html`, `404.html`),
 * with `sitemap.xml` and `robots.txt` (ops/core/release-store.ts, stageSite). Given an app,
 * only the pages it renders (what `npm run release -- promote` does; the shell renders every
 * page). The remotes and the blog api must be reachable at the URLs of the run-time
 * configuration (README: environment variables; `SITE_URL` is the public origin written into
 * canonical URLs and the sitemap). `npm start` and the browser tests run it.
 *
 * Every page is rendered with React in Node (no browser) before any is published, and a page
 * whose render fails (a remote that cannot be loaded, a component that throws) fails the run, so
 * the pages served are whole sets that rendered. The site records which releases each app's pages
 * were rendered from, so a promotion stopped before it published them shows in `release status`
 * as stale pages, and is finished by promoting the live release again.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from 'shared/app-config';
import { paths as sitePaths } from 'shared/paths';
import { localOrigin, remoteApps, remotePackage, shellApp, type RemoteName } from 'shared/remotes';
import { serverFolder, serverRemoteEntry, shellServerEntry } from 'shared/build/server-build';
import { shellStartFiles, type StartFiles } from 'shared/build/start-files';
import { matchPath } from 'shared/router';
import { remoteRoutes } from 'shared/routes';
import { site } from 'shared/site';
import { appPageDescription, composePage, type PageMeta, type RenderedPage } from './compose-page';
import { pageFiles, type FederationManifest, type PageModule, type RemoteBuild } from './page-files';
import type { RenderAnswer, RenderedRoute, RenderRequest } from './render-worker';
import { trimInlineStyles } from './critical-css';
import { organizationData, robotsTxt, sitemapXml, type SitemapEntry } from './site-files';
import { firstLine } from '../../lib/command';
import type { Live } from '../../core/live-record';
import {
  releaseAppOf,
  type CanaryPages,
  type ReleaseStore,
  type RenderedFrom,
  type SiteContent,
  type SitePages,
  type SitePublisher,
} from '../../core/release-store';
import { appConfigFromLive, liveReleaseId, manifestUrl } from '../serve/serving';
import { copiedFileName } from '../../lib/precompressed';
import { notFoundPage, prerenderedPagePath } from '../../core/prerendered-pages';
import { pageHeaders } from '../../core/serving-rules';

type Env = Readonly<Record<string, string | undefined>>;

/** Where the releases rendered are read, and what the published site was rendered from. */
interface Source {
  store: ReleaseStore;
  site: Pick<SitePublisher, 'readRenderedFrom'>;
}

/** Any path no route owns renders the 404 page. */
const NOT_FOUND_PROBE = '/404';

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

/** A page file of the site, `/` separated as the stores name them. */
function pageFile(pagePath: string): string {
  return pagePath === NOT_FOUND_PROBE ? notFoundPage : prerenderedPagePath(pagePath).split(path.sep).join('/');
}

/**
 * Whether a published page file (or its compressed copy) is one of `app`'s: every page is the
 * shell's; a remote's are its routes' and the `placing` pages that hold its markup, and the
 * blog's every page under /blog (a deleted post's page goes with the next run).
 */
export function pagesOwnedBy(app: string, placing: readonly string[] = []): (file: string) => boolean {
  if (app === shellApp.pkg) return () => true;
  const remote = releaseAppOf(app).name;
  const own = new Set(
    remoteRoutes
      .filter((route) => route.remote === remote && !route.path.includes(':'))
      .map((route) => route.path)
      .concat(placing)
      .map(pageFile),
  );
  const blogFolder = `${pageFile(sitePaths.blog).split('/')[0]}/`;
  return (file) => {
    const page = copiedFileName(file);
    return own.has(page) || (remote === 'mfe_blog' && page.startsWith(blogFolder));
  };
}

/** The app a page belongs to: its route's remote, the shell's for a path no route owns. */
function pageOwner(pagePath: string): string {
  const module = routeModule(pagePath);
  return (module && remotePackage(module.remote)) ?? shellApp.pkg;
}

/** The pages of other apps that placed `app`'s modules when they were last rendered. */
export function placingPages(renderedFrom: RenderedFrom, app: string): string[] {
  return Object.entries(renderedFrom).flatMap(([owner, entry]) =>
    owner === app
      ? []
      : Object.entries(entry.places ?? {})
          .filter(([, placed]) => placed.includes(app))
          .map(([pagePath]) => pagePath),
  );
}

/** `places` of `pkg`'s record: which of its pages rendered here placed which other apps. */
function placesOf(rendered: readonly PlacingPage[], pkg: string): Pick<RenderedFrom[string], 'places'> {
  const places = rendered
    .filter((page) => page.placed.length > 0 && pageOwner(page.path) === pkg)
    .map((page) => [page.path, page.placed] as const);
  return places.length > 0 ? { places: Object.fromEntries(places) } : {};
}

export interface PrerenderOptions {
  /** Only the pages this app renders; every page when absent or the shell. */
  app?: string;
  /** The live set rendered: the pointer's when absent (a promotion renders the one it switches to). */
  live?: Pick<Live, 'apps'>;
}

/** The pages of one run, rendered and not yet published. */
export interface RenderedPages extends SitePages {
  posts: number;
  milliseconds: number;
}

/** The live shell's app page and starter script. */
async function shellFiles(store: ReleaseStore, live: Pick<Live, 'apps'>) {
  const shellId = liveReleaseId(store.location, shellApp.pkg, live);
  const root = await store.localFolder(shellApp.pkg, shellId);
  const [appPage, starter] = [shellApp.appPage, shellApp.pageStarter].map((name) =>
    readFileSync(path.join(root, name), 'utf8'),
  ) as [string, string];
  return { shellId, root, appPage, starter };
}

/** The render worker's answer for `request`, from a process of its own (ops/adapters/render/render-worker.ts). */
async function renderInChild(request: RenderRequest): Promise<RenderedRoute[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'render-worker.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify(request));
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  const status = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  const output = Buffer.concat(chunks).toString('utf8');
  const answer = (output ? JSON.parse(output) : { error: `the render process ended (${status})` }) as RenderAnswer;
  if ('error' in answer) throw new Error(answer.error);
  return answer.pages;
}

/** The live shell's start files; a shell built before its build wrote them cannot be prerendered with. */
function readStartFiles(shellRoot: string): StartFiles {
  const file = path.join(shellRoot, shellStartFiles);
  if (!existsSync(file)) throw new Error(`the live shell has no ${shellStartFiles}: build and promote the shell again`);
  return JSON.parse(readFileSync(file, 'utf8')) as StartFiles;
}

/** A page rendered, with the packages of the other apps whose modules it placed (a lead form). */
type PlacingPage = RenderedPage & { placed: string[] };

/** The route's own remote module, from the route table. */
function routeModule(pagePath: string): PageModule | undefined {
  const route = remoteRoutes.find((candidate) => matchPath(candidate.path, pagePath));
  return route && { remote: route.remote, module: route.module };
}

/** `mfe_forms/ContactForm` as the federation runtime names a module. */
function loadedModule(id: string): PageModule | undefined {
  const [remote, module] = id.split('/');
  const app = remoteApps.find((candidate) => candidate.name === remote);
  return app && module ? { remote: app.name, module } : undefined;
}

/**
 * The pages of `routePaths` rendered with React in Node from the live releases' server builds,
 * read from the store: the shell's from its folder, each remote's at its release URL (the one the
 * browser loads, whose folder its image URLs name). What each page asks for once painted comes from the
 * builds' metadata (./page-files.ts): the shell's start files, and the remote
 * modules the route renders (its page, and the modules its boundaries hold: a form mfe-marketing
 * places, whose code loads when the visitor nears it).
 */
async function renderPagesInNode(
  env: Env,
  store: ReleaseStore,
  live: Pick<Live, 'apps'>,
  shell: { root: string; appPage: string },
  config: AppConfig,
  routePaths: readonly string[],
): Promise<PlacingPage[]> {
  const startFiles = readStartFiles(shell.root);
  const folders = new Map<'shell' | RemoteName, string>([['shell', shell.root]]);
  const remotes = new Map<RemoteName, RemoteBuild>();
  for (const app of remoteApps) {
    const url = config.remotes[app.name];
    if (!live.apps[app.pkg] || !url) continue;
    const folder = await store.localFolder(app.pkg, liveReleaseId(store.location, app.pkg, live));
    folders.set(app.name, folder);
    const manifest = JSON.parse(readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')) as FederationManifest;
    remotes.set(app.name, { manifestUrl: url, manifest });
  }
  const serverConfig: AppConfig = {
    ...config,
    remotes: Object.fromEntries(
      Object.entries(config.remotes).map(([name, url]) => [name, new URL(serverRemoteEntry, url).href]),
    ) as AppConfig['remotes'],
  };
  const rendered = await renderInChild({
    shellServerEntry: path.join(shell.root, shellServerEntry),
    config: serverConfig,
    liveRemotes: remoteApps.filter((app) => live.apps[app.pkg]).map((app) => app.name),
    // Where the configuration names a live release (not another URL a remote's variable gives).
    serverFolders: Object.fromEntries(
      remoteApps.flatMap((app) => {
        const id = live.apps[app.pkg]?.live;
        const folder = folders.get(app.name);
        return id && folder && config.remotes[app.name] === manifestUrl(app.pkg, id, env)
          ? [[app.name, path.join(folder, serverFolder)]]
          : [];
      }),
    ),
    routes: routePaths,
  });
  const css = new Map<string, string>();
  const cssOf = (app: 'shell' | RemoteName, file: string): string => {
    const key = `${app}/${file}`;
    const known = css.get(key);
    if (known !== undefined) return known;
    const text = readFileSync(path.join(folders.get(app) ?? '', file), 'utf8');
    css.set(key, text);
    return text;
  };
  return rendered.map((page) => {
    const own = routeModule(page.path);
    const placed = page.loads
      .flatMap((id) => loadedModule(id) ?? [])
      .map((module) => ({ ...module, codeOnDemand: true }));
    const modules = [...(own ? [own] : []), ...placed].filter(
      (module, index, all) =>
        all.findIndex((other) => other.remote === module.remote && other.module === module.module) === index,
    );
    const files = pageFiles(startFiles, remotes, modules);
    return {
      placed: [...new Set(placed.filter((module) => module.remote !== own?.remote).map(({ remote }) => remote))]
        .map((remote) => remotePackage(remote) ?? remote)
        .sort(),
      path: page.path,
      title: page.title ?? '',
      description: page.description ?? appPageDescription(shell.appPage),
      rootHtml: page.html,
      // Two remotes' copies of the shared library's stylesheet hold the same rules (`sd-` names
      // are the same in every app): the page takes the first.
      stylesheets: files.stylesheets
        .map(({ app, file, href }) => ({ href, css: cssOf(app, file) }))
        .filter((stylesheet, index, all) => all.findIndex(({ css }) => css === stylesheet.css) === index),
      scripts: files.scripts,
      fetches: files.fetches,
      ...(page.data ? { data: page.data } : {}),
    };
  });
}

/** Renders the pages of `app` (every page for the shell) as the live set `live` serves them. */
export async function renderPages(
  env: Env,
  { store, site }: Source,
  live: Pick<Live, 'apps'>,
  app: string = shellApp.pkg,
  renderedFrom?: RenderedFrom,
): Promise<RenderedPages> {
  const started = performance.now();
  const { shellId, root: shellRoot, appPage, starter } = await shellFiles(store, live);
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
  // Other apps' pages holding this one's markup and stylesheets (mfe-marketing's pages, a form of
  // mfe-forms): rendered again too, so that none is left with a release no longer live.
  const placing = everything ? [] : placingPages(renderedFrom ?? (await site.readRenderedFrom()), app);

  const rendered = await renderPagesInNode(env, store, live, { root: shellRoot, appPage }, config, [
    ...new Set([...routePaths, ...postPaths, ...probes, ...placing]),
  ]);
  const pages = await Promise.all(
    rendered.map(async (page) => ({
      file: pageFile(page.path),
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
  const recorded: RenderedFrom = Object.fromEntries(
    Object.entries(live.apps)
      .filter(([pkg]) => everything || pkg === app)
      .map(([pkg, entry]) => [pkg, { shell: shellId, release: entry.live, ...placesOf(rendered, pkg) }]),
  );
  return {
    pages,
    siteFiles,
    owns: pagesOwnedBy(app, placing),
    renderedFrom: recorded,
    posts: posts.length,
    milliseconds: Math.round(performance.now() - started),
  };
}

/**
 * The pages of `pkg`'s canary in the live set `live` (ops/core/canary-pages.ts): its
 * routes' and those placing its modules, rendered from the canary's release with the rest of the
 * set. A page that fails to render fails it.
 */
async function renderCanaryPages(
  env: Env,
  source: Source,
  live: Pick<Live, 'apps'>,
  pkg: string,
  renderedFrom: RenderedFrom,
): Promise<CanaryPages> {
  const entry = live.apps[pkg];
  if (!entry?.canary) throw new Error(`${pkg} has no canary`);
  const swapped = { apps: { ...live.apps, [pkg]: { ...entry, live: entry.canary.release } } };
  const rendered = await renderPages(env, source, swapped, pkg, renderedFrom);
  return { pkg, release: entry.canary.release, pages: rendered.pages };
}

interface CanaryPagesOptions {
  /** The canary being started: its pages failing to render is thrown. */
  required?: string;
  /** The pages published with the canaries', when some are: their placements count. */
  pages?: SitePages;
}

/**
 * Every canary's pages in `live`. One whose pages cannot be rendered has none, and its visitors
 * get the app page (a client render) until a switch renders them: the switch goes on, and the
 * operator is told, but for `required`'s, whose failure is thrown.
 */
export async function everyCanaryPages(
  env: Env,
  source: Source,
  live: Pick<Live, 'apps'>,
  { required, pages }: CanaryPagesOptions = {},
): Promise<CanaryPages[]> {
  const canaries = Object.keys(live.apps).filter((pkg) => pkg !== shellApp.pkg && live.apps[pkg]?.canary);
  if (canaries.length === 0) return [];
  // A page that starts or stops placing a canary's modules with this switch counts already.
  const renderedFrom = { ...(await source.site.readRenderedFrom()), ...pages?.renderedFrom };
  const rendered: CanaryPages[] = [];
  for (const pkg of canaries) {
    try {
      rendered.push(await renderCanaryPages(env, source, live, pkg, renderedFrom));
    } catch (error) {
      if (pkg === required) throw error;
      console.warn(
        `warning: the pages of ${pkg}'s canary ${live.apps[pkg]?.canary?.release} could not be rendered ` +
          `(${firstLine(error)}): its visitors get the app page until a switch renders them ` +
          `(npm run prerender), or npm run release -- rollback ${pkg} ends the canary`,
      );
    }
  }
  return rendered;
}

/**
 * What the web servers serve for the live set `live`: its run-time configuration, the headers of
 * its pages, the pages given (absent: the pages published before stay), and its canaries' pages
 * (rendered here unless given).
 */
export async function siteContent(
  env: Env,
  source: Source,
  live: Omit<Live, 'version'>,
  pages?: SitePages,
  canaryPages?: readonly CanaryPages[],
): Promise<SiteContent> {
  // Before a shell is live (the first builds made live), no page has a starter to allow.
  const inlineScripts = live.apps[shellApp.pkg] ? [(await shellFiles(source.store, live)).starter] : [];
  const appConfig = appConfigFromLive(live, env);
  return {
    live,
    appConfig,
    pageHeaders: pageHeaders(appConfig, inlineScripts),
    ...(pages ? { pages } : {}),
    canaryPages: canaryPages ?? (await everyCanaryPages(env, source, live, { pages })),
  };
}
