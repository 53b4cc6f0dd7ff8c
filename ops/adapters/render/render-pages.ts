/**
 * The render module's one entry: the site of a live set (ops/core/page-renderer.ts), its pages
 * rendered with React in Node from the releases in the store (no browser), composed into static
 * HTML, with `sitemap.xml` and `robots.txt` and the canaries' pages. Every page renders before
 * any is published, and one that fails fails the run. The remotes and the blog api are reached at
 * the URLs of the run-time configuration; `SITE_URL` is the public origin of canonical URLs.
 */
import { shellApp } from 'shared/remotes';
import { firstLine } from '../../lib/command';
import type { PageRenderer, PagesRequest, RenderedSite } from '../../core/page-renderer';
import type { Live } from '../../core/live-record';
import type { SitePages } from '../../core/release-store';
import { pageHeaders } from '../../core/serving-rules';
import { liveReleases, ownedPages, renderAppPages, type Env, type RenderSource } from './app-pages';
import { liveShell } from './live-shell';
import { routeTable } from '../../core/route-table';
import { renderCanaries } from './render-canaries';
import { appConfigFromLive } from '../../core/serving-config';

/** The app's pages of `request`: rendered, given, or none (those published stay). */
async function requestedPages(
  env: Env,
  source: RenderSource,
  live: Pick<Live, 'apps'>,
  { app, ifUnrendered = 'throw', pages }: PagesRequest,
): Promise<Omit<RenderedSite, 'content'> & { pages?: SitePages }> {
  const none = { pages: 0, posts: 0, milliseconds: 0 };
  if (pages || app === undefined) return pages ? { pages, rendered: none } : { rendered: none };
  try {
    const { posts, milliseconds, ...rendered } = await renderAppPages(env, source, live, app);
    return { pages: rendered, rendered: { pages: rendered.pages.length, posts, milliseconds } };
  } catch (error) {
    if (ifUnrendered === 'throw') throw error;
    // No page holding the release rendered from stays: the app page renders those routes.
    const table = routeTable(await liveReleases(source.store, live));
    const owns = await ownedPages(source.store, await source.site.readRenderedFrom(), table, app);
    return {
      pages: { pages: [], siteFiles: [], owns, renderedFrom: {} },
      rendered: none,
      unrendered: firstLine(error),
    };
  }
}

/** The Node render of the site of a live set, from the releases in `source`. */
export function createPageRenderer(env: Env, source: RenderSource): PageRenderer {
  return {
    async renderPages(live, request = {}) {
      const { pages, ...figures } = await requestedPages(env, source, live, request);
      // Before a shell is live (the first builds made live), no page has a starter to allow.
      const inlineScripts = live.apps[shellApp.pkg] ? [(await liveShell(source.store, live)).starter] : [];
      const appConfig = appConfigFromLive(live, env, await liveReleases(source.store, live));
      const canaryPages = await renderCanaries(env, source, live, { required: request.canary, pages });
      return {
        content: {
          live,
          appConfig,
          pageHeaders: pageHeaders(appConfig, inlineScripts),
          ...(pages ? { pages } : {}),
          canaryPages,
        },
        ...figures,
      };
    },
  };
}
