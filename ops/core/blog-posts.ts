/**
 * A post's path answers 404 when the blog api does not know its slug; a post published since the
 * last render is served (its app page renders it). The servers ask the api as the blog does, keep
 * an answer as its `Cache-Control` allows, and serve the page when it does not answer (an outage
 * must not drop every post from search engines). nginx repeats this in ../adapters/nginx/blog-posts.js.
 */
import { paths } from 'shared/paths';
import { routePattern } from './serving-rules';

/** The pattern of a post's path, as serving-rules.ts' routePatterns makes a route's. */
export const blogPostRoutePattern = routePattern(paths.blogPost);

/** A post's path, its slug captured (named for nginx's location, which sets `$blog_post_slug`). */
export const blogPostPattern = blogPostRoutePattern.replace('[^/]+', '(?<blog_post_slug>[^/]+)');

const blogPost = new RegExp(blogPostPattern);

/** The slug of a blog post's path (`/blog/a%20b` → `a b`), else undefined. */
export function blogPostSlug(pathname: string): string | undefined {
  const slug = blogPost.exec(pathname)?.groups?.blog_post_slug;
  return slug === undefined ? undefined : decodeURIComponent(slug);
}

/** How long the blog api's answer may be kept, from its `Cache-Control` (0: not at all). */
function keepForMs(cacheControl: string | null): number {
  if (!cacheControl || /no-store|no-cache|private/.test(cacheControl)) return 0;
  return Number(/(?:^|[,\s])max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0) * 1000;
}

/** Slugs remembered at most, so that requests for made-up slugs cannot grow the memory. */
const maxRemembered = 1000;
const lookupTimeoutMs = 3000;

/**
 * Whether the blog api at `blogApiUrl` knows `slug`: true, false, or undefined when it did not
 * answer (in time, or in the shape of the blog api).
 */
export type BlogPostLookup = (blogApiUrl: string, slug: string) => Promise<boolean | undefined>;

/** A GET of `url` that gives up when `signal` aborts: `fetch`, in the servers. */
export type Get = (url: string, init: { signal: AbortSignal }) => Promise<Response>;

export function blogPostLookup(get: Get, now: () => number = Date.now): BlogPostLookup {
  const remembered = new Map<string, { known: boolean; until: number }>();
  return async (blogApiUrl, slug) => {
    const query = new URLSearchParams({ 'where[slug][equals]': slug, limit: '1' });
    const url = `${blogApiUrl.replace(/\/+$/, '')}/api/posts?${query}`;
    const kept = remembered.get(url);
    if (kept && kept.until > now()) return kept.known;
    remembered.delete(url);
    try {
      const response = await get(url, { signal: AbortSignal.timeout(lookupTimeoutMs) });
      const docs = response.ok ? ((await response.json()) as { docs?: unknown }).docs : undefined;
      if (!Array.isArray(docs)) return undefined;
      const known = docs.length > 0;
      const keepFor = keepForMs(response.headers.get('cache-control'));
      if (keepFor > 0) {
        if (remembered.size >= maxRemembered) remembered.delete(remembered.keys().next().value!);
        remembered.set(url, { known, until: now() + keepFor });
      }
      return known;
    } catch {
      return undefined;
    }
  };
}
