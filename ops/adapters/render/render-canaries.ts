/** The pages of the canaries in a live set (ops/core/canary-pages.ts), each rendered from its canary's release. */
import { shellApp } from 'shared/remotes';
import { firstLine } from '../../lib/command';
import type { Live } from '../../core/live-record';
import type { CanaryPages, RenderedFrom, SitePages } from '../../core/release-store';
import { renderAppPages, type Env, type RenderSource } from './app-pages';

/** `pkg`'s canary's pages: its routes' and those placing its modules, rendered with the rest of the set. */
async function renderCanaryPages(
  env: Env,
  source: RenderSource,
  live: Pick<Live, 'apps'>,
  pkg: string,
  renderedFrom: RenderedFrom,
): Promise<CanaryPages> {
  const entry = live.apps[pkg];
  if (!entry?.canary) throw new Error(`${pkg} has no canary`);
  const swapped = { apps: { ...live.apps, [pkg]: { ...entry, live: entry.canary.release } } };
  const rendered = await renderAppPages(env, source, swapped, pkg, renderedFrom);
  return { pkg, release: entry.canary.release, pages: rendered.pages };
}

export interface CanaryPagesOptions {
  /** The canary being started: its pages failing to render is thrown. */
  required?: string | undefined;
  /** The pages published with the canaries', when some are: their placements count. */
  pages?: SitePages | undefined;
}

/**
 * Every canary's pages in `live`. One whose pages cannot be rendered has none, and its visitors
 * get the app page (a client render) until a switch renders them: the operator is warned, but
 * `required`'s failure is thrown.
 */
export async function renderCanaries(
  env: Env,
  source: RenderSource,
  live: Pick<Live, 'apps'>,
  { required, pages }: CanaryPagesOptions,
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
