import { shellApp } from 'shared/remotes';
import { renderPages, siteContent } from '../adapters/render/render-pages';
import { withReleases } from './open-releases';

type Env = Readonly<Record<string, string | undefined>>;

export interface PrerenderResult {
  pages: number;
  posts: number;
  milliseconds: number;
}

/** Renders the pages of `app` (every page by default) for the live set, and publishes them. */
export async function prerender(env: Env, app: string = shellApp.pkg): Promise<PrerenderResult> {
  return withReleases(env, (releases) =>
    releases.record.withLock(async () => {
      const live = await releases.record.readLive();
      await releases.site.catchUp(live);
      const rendered = await renderPages(env, releases, live, app);
      const staged = await releases.site.stageSite(await siteContent(env, releases, live, rendered));
      await staged.serve();
      return { pages: rendered.pages.length, posts: rendered.posts, milliseconds: rendered.milliseconds };
    }),
  );
}
