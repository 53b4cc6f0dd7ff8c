import type { RoutedPage } from 'shared/pages';
import { cacheControl, cacheControlFor, isPageRoute, routePattern, routePatterns } from './serving-rules';

const table: Pick<RoutedPage, 'path'>[] = [{ path: '/' }, { path: '/about' }, { path: '/blog/:slug' }];

test('routes become anchored patterns; a parameter is one path segment', () => {
  expect(routePattern('/')).toBe('^/$');
  expect(routePattern('/about')).toBe('^/about/?$');
  expect(routePattern('/blog/:slug')).toBe('^/blog/[^/]+/?$');
});

test('a route of the table is a page, with or without its trailing slash; nothing else is', () => {
  expect(routePatterns(table)).toEqual(['^/$', '^/about/?$', '^/blog/[^/]+/?$']);
  for (const page of ['/', '/about', '/about/', '/blog/a-post']) expect(isPageRoute(table, page)).toBe(true);
  for (const other of ['/no-such-page', '/blog/a-post/more', '/about.html', '/main.0123abcd.js']) {
    expect(isPageRoute(table, other)).toBe(false);
  }
});

test('a page is a route of the table it is given, not of another: an empty table has none', () => {
  expect(isPageRoute([...table, { path: '/manufacturing' }], '/manufacturing')).toBe(true);
  expect(isPageRoute(table, '/manufacturing')).toBe(false);
  expect(isPageRoute([], '/')).toBe(false);
});

test('content-hashed files are immutable; the rest revalidates', () => {
  expect(cacheControlFor('main.0123abcd.js')).toBe(cacheControl.immutable);
  expect(cacheControlFor('logo.89abcdef.svg')).toBe(cacheControl.immutable);
  for (const name of ['remoteEntry.js', 'mf-manifest.json', 'main.0123ABCD.js', 'app.html']) {
    expect(cacheControlFor(name)).toBe(cacheControl.revalidate);
  }
});
