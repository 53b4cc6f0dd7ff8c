import type { Live } from './live-record';
import type { SiteContent, SitePages } from './release-store';

/** What of a live set's site is rendered. */
export interface PagesRequest {
  /**
   * The app whose pages are rendered (every page for the shell), with the pages of other apps
   * that place its modules. Absent: none is, the pages published before stay.
   */
  app?: string;
  /**
   * When `app`'s pages fail to render: thrown (`throw`, the default), or none of them is
   * published (`unpublish`: the app page renders those routes) and why is returned.
   */
  ifUnrendered?: 'throw' | 'unpublish';
  /** Pages published as they are instead of rendered (a push copies another store's). */
  pages?: SitePages;
  /** The canary being started: its pages failing to render is thrown; another canary's is warned of. */
  canary?: string;
}

/** The app's pages rendered (none without an app): how many, the blog's posts among them, the time it took. */
export interface RenderFigures {
  pages: number;
  posts: number;
  milliseconds: number;
}

export interface RenderedSite {
  /** What the web servers serve for the live set, for SitePublisher.stageSite. */
  content: SiteContent;
  rendered: RenderFigures;
  /** Why the app's pages were not rendered (`ifUnrendered: 'unpublish'`). */
  unrendered?: string;
}

/** How the site of a live set is rendered (the Node render worker). */
export interface PageRenderer {
  /**
   * The site the web servers serve for `live`: its run-time configuration, its pages' headers,
   * the pages requested and its canaries' pages, each canary's rendered from its release.
   */
  renderPages(live: Omit<Live, 'version'>, request?: PagesRequest): Promise<RenderedSite>;
}
