/**
 * Paths of the shell's origin, as a browser asks for them, and the status each answers, for a
 * site whose shell release has `main.0123abcd.js` and whose pages include `/` and `/about`: what
 * every server of the site is checked against (same-answers.test.ts, ops/nginx/bucket-origin.test.ts).
 */
import { shellApp } from 'shared/remotes';

export const shellPaths: Record<string, number> = {
  '/': 200,
  '/about': 200,
  '/about/': 200,
  // A route without its prerendered page (a post published since the prerender): the app page.
  '/blog/published-after-the-prerender': 200,
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
};
