import { cacheControl, cacheControlFor, isPageRoute, routePattern } from './serving-rules';

test('routes become anchored patterns; a parameter is one path segment', () => {
  expect(routePattern('/')).toBe('^/$');
  expect(routePattern('/about')).toBe('^/about/?$');
  expect(routePattern('/blog/:slug')).toBe('^/blog/[^/]+/?$');
});

test('a route of the table is a page, with or without its trailing slash; nothing else is', () => {
  for (const page of ['/', '/about', '/about/', '/blog/a-post']) expect(isPageRoute(page)).toBe(true);
  for (const other of ['/no-such-page', '/blog/a-post/more', '/about.html', '/main.0123abcd.js']) {
    expect(isPageRoute(other)).toBe(false);
  }
});

test('content-hashed files are immutable; the rest revalidates', () => {
  expect(cacheControlFor('main.0123abcd.js')).toBe(cacheControl.immutable);
  expect(cacheControlFor('logo.89abcdef.svg')).toBe(cacheControl.immutable);
  for (const name of ['remoteEntry.js', 'mf-manifest.json', 'main.0123ABCD.js', 'app.html']) {
    expect(cacheControlFor(name)).toBe(cacheControl.revalidate);
  }
});
