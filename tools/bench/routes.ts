/**
 * Which pages the benchmark loads: the remotes' registries (so a new page is benched without
 * editing this file), each blog post in place of `/blog/:slug`, and the 404 page.
 */
import { apiApp, localOrigin } from 'shared/remotes';
import { blogPostHref, paths } from 'shared/paths';
import { registeredPages } from '../../ops/testing/site-pages';

/** A path no route matches: the shell's 404 page. */
export const notFoundPath = '/no-such-page';

export interface BenchRoute {
  path: string;
  /** The path as its registry writes it, the budget's key: `/blog/:slug` for every post. */
  pattern: string;
  /** The 404 page: it is not meant to be indexed, so an SEO score of 100 is not expected. */
  notFound: boolean;
}

/** Every path of the site, parameterised ones as written in the registries. */
export function allSitePaths(): string[] {
  return [...registeredPages().map((page) => page.path), notFoundPath];
}

/** Where the blog's posts are listed: the same variable the site reads (README: configuration). */
export function blogApiUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.BLOG_API_URL || localOrigin(apiApp.port)).replace(/\/+$/, '');
}

/** Turns paths into concrete routes, expanding `/blog/:slug` to every published post. */
export async function resolveRoutes(sitePaths: readonly string[], postsBaseUrl: string): Promise<BenchRoute[]> {
  const needsSlugs = sitePaths.includes(paths.blogPost);
  const slugs = needsSlugs ? await fetchPostSlugs(postsBaseUrl) : [];
  const concrete = sitePaths.flatMap((pattern) =>
    (pattern === paths.blogPost ? slugs.map(blogPostHref) : [pattern]).map((sitePath) => ({ path: sitePath, pattern })),
  );
  const unexpanded = concrete.filter(({ path }) => path.includes('/:'));
  if (unexpanded.length > 0) {
    throw new Error(`No values known for the parameters of ${unexpanded.map(({ path }) => path).join(', ')}`);
  }
  const unique = [...new Map(concrete.map((route) => [route.path, route])).values()];
  return unique.map((route) => ({ ...route, notFound: route.path === notFoundPath }));
}

/** Slugs from the Payload-shaped posts endpoint (`{ docs: [{ slug }] }`); 100 is its page limit. */
async function fetchPostSlugs(postsBaseUrl: string): Promise<string[]> {
  const url = `${postsBaseUrl}/api/posts?limit=100`;
  let body: unknown;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    throw new Error(`Cannot list the blog posts from ${url} (${String(error)}); is the api running?`, {
      cause: error,
    });
  }
  const docs = (body as { docs?: unknown }).docs;
  if (!Array.isArray(docs)) throw new Error(`${url} answered without a 'docs' list`);
  const slugs = docs.map((doc: unknown) => (doc as { slug?: unknown }).slug);
  if (!slugs.every((slug): slug is string => typeof slug === 'string' && slug !== '')) {
    throw new Error(`${url} listed a post without a slug`);
  }
  if (slugs.length === 0) console.error(`No blog posts at ${url}: /blog/:slug is not benched.`);
  return slugs;
}
