import type { Live } from './live-record';
import type { CanaryPages, RenderedFrom, SiteContent, SitePages } from './release-store';

/** The pages of one run, rendered and not yet published. */
export interface RenderedPages extends SitePages {
  posts: number;
  milliseconds: number;
}

export interface CanaryPagesOptions {
  /** The canary being started: its pages failing to render is thrown. */
  required?: string;
  /** The pages published with the canaries', when some are: their placements count. */
  pages?: SitePages;
}

/** How the pages of a live set are rendered (the Node render worker). */
export interface PageRenderer {
  /**
   * The pages of `app` (every page for the shell) as the live set `live` serves them, with the
   * pages of other apps that place its modules (from `renderedFrom`, the published site's when absent).
   */
  renderPages(live: Pick<Live, 'apps'>, app?: string, renderedFrom?: RenderedFrom): Promise<RenderedPages>;
  /**
   * Every canary's pages in `live`. One whose pages cannot be rendered has none (its visitors get
   * the app page) and the operator is warned, but for `required`'s, whose failure is thrown.
   */
  everyCanaryPages(live: Pick<Live, 'apps'>, options?: CanaryPagesOptions): Promise<CanaryPages[]>;
  /**
   * What the web servers serve for `live`: its run-time configuration, its pages' headers, the
   * pages given (absent: those published before stay), and its canaries' pages (rendered unless given).
   */
  siteContent(
    live: Omit<Live, 'version'>,
    pages?: SitePages,
    canaryPages?: readonly CanaryPages[],
  ): Promise<SiteContent>;
}
