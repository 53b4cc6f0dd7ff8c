/**
 * The shell origin's paths and the status each answers, for a site with `main.0123abcd.js`, pages `/` and
 * `/about` and the posts of `knownPosts`: what every server of the site is checked against.
 */
import { shellServerEntry } from 'shared/build/server-build';
import { shellStartFiles } from 'shared/build/start-files';
import { shellApp } from 'shared/remotes';

/** The slugs the blog api of the servers checked knows (ops/testing/blog-api.ts). */
export const knownPosts = ['published-after-the-prerender'];

export const shellPaths: Record<string, number> = {
  '/': 200,
  '/about': 200,
  '/about/': 200,
  // A route without its prerendered page (a post published since the prerender): the app page.
  '/blog/published-after-the-prerender': 200,
  // A post the blog api does not know (blog-posts.ts): the app page, with 404.
  '/blog/never-existed': 404,
  '/no-such-page': 404,
  // Paths match routes as written: another case, or a segment more, is not the page.
  '/About': 404,
  '/blog/a-post/more': 404,
  '/no-such.0123abcd.js': 404,
  '/terms': 301,
  '/app-config.json': 200,
  '/main.0123abcd.js': 200,
  [`/${shellApp.pageStarter}`]: 200,
  '/robots.txt': 200,
  // A page by its file name: the page is at its route, with its headers.
  '/index.html': 404,
  '/about/index.html': 404,
  [`/${shellApp.appPage}`]: 404,
  '/404.html': 404,
  // What the release commands and the render read from the store.
  '/release.json': 404,
  '/prerendered.json': 404,
  '/rendered-from.json': 404,
  [`/${shellStartFiles}`]: 404,
  [`/${shellServerEntry}`]: 404,
};

/** Paths that are no path: each server refuses them with 400 (an over-long one 414), logging no error. */
export const malformedPaths: Record<string, number> = {
  '/%00': 400,
  '/a%00b': 400,
  '/trial/%00': 400,
  '/app-config.json%00': 400,
  '/%zz': 400,
  '/%': 400,
  [`/${'a'.repeat(9000)}`]: 414,
};
