/**
 * The pages this remote serves, each once: the exposes map, the standalone harness, its release's
 * `pages` and the browser tests' page list are derived from here. The blog's lead describes both
 * routes; a post sets its own excerpt once loaded. The sitemap lists each published post (from the
 * blog api) rather than the `/blog/:slug` route.
 */
import { paths } from 'shared/paths';
import type { PageEntry } from 'shared/pages';
import { pageIntros } from './content/page-intros';

export const pages = [
  { path: paths.blog, module: 'BlogListPage', title: 'Blog', description: pageIntros.blog.lead, sitemap: true },
  { path: paths.blogPost, module: 'BlogPostPage', title: 'Blog', description: pageIntros.blog.lead, sitemap: false },
] as const satisfies readonly PageEntry[];
