import type { PageEntry } from 'shared/pages';
import { routeOf, routeTable, servedReleases } from './route-table';

const page = (path: string, module: string): PageEntry => ({
  path,
  module,
  title: module,
  description: `The ${module}.`,
  sitemap: !path.includes(':'),
});

test("the table is each served remote's pages with its remote, in the releases' order; none recorded, none", () => {
  const table = routeTable([
    { app: 'shell' },
    { app: 'mfe-marketing', pages: [page('/', 'HomePage'), page('/manufacturing', 'ManufacturingPage')] },
    { app: 'mfe-legal' },
    { app: 'mfe-blog', pages: [page('/blog', 'BlogListPage'), page('/blog/:slug', 'BlogPostPage')] },
  ]);
  expect(table.map((route) => [route.remote, route.path])).toEqual([
    ['mfe_marketing', '/'],
    ['mfe_marketing', '/manufacturing'],
    ['mfe_blog', '/blog'],
    ['mfe_blog', '/blog/:slug'],
  ]);
  expect(table[1]).toEqual({ ...page('/manufacturing', 'ManufacturingPage'), remote: 'mfe_marketing' });
  expect(routeTable([])).toEqual([]);
});

test("a path's route is the one matching it, a parameter standing for one segment", () => {
  const table = routeTable([
    { app: 'mfe-blog', pages: [page('/blog', 'BlogListPage'), page('/blog/:slug', 'BlogPostPage')] },
  ]);
  expect(routeOf(table, '/blog')?.module).toBe('BlogListPage');
  expect(routeOf(table, '/blog/a-post')?.module).toBe('BlogPostPage');
  expect(routeOf(table, '/blog/a-post/more')).toBeUndefined();
  expect(routeOf(table, '/about')).toBeUndefined();
});

test('the releases served are read by app and live id', () => {
  const since = '2026-11-25T06:00:00.000Z';
  const live = {
    apps: { shell: { live: 's1', previous: null, since }, 'mfe-legal': { live: 'l2', previous: 'l1', since } },
  };
  expect(servedReleases(live, (pkg, id) => `${pkg}@${id}`)).toEqual(['shell@s1', 'mfe-legal@l2']);
});
