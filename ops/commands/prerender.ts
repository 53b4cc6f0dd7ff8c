import { shellApp } from 'shared/remotes';
import { createPageRenderer } from '../adapters/render/render-pages';
import { currentLive, publishPages } from '../core/switch';
import { withReleases } from './open-releases';

type Env = Readonly<Record<string, string | undefined>>;

export interface PrerenderResult {
  pages: number;
  posts: number;
  milliseconds: number;
}

/** Renders the pages of `app` (every page by default) for the live set, and publishes them. */
export async function prerender(env: Env, app: string = shellApp.pkg): Promise<PrerenderResult> {
  return withReleases(env, ({ store, site, record }) =>
    record.withLock(async () => {
      const ports = { site, record, pages: createPageRenderer(env, { store, site }) };
      const live = await currentLive(ports);
      const { content, rendered } = await ports.pages.renderPages(live, { app });
      await publishPages(ports, content);
      return rendered;
    }),
  );
}
