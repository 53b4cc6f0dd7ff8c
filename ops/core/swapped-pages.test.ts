import type { PageEntry, RoutedPage } from 'shared/pages';
import { swappedPageChoice, swappedTable, type PageSwap } from './swapped-pages';

const entry = (path: string, module: string): PageEntry => ({
  path,
  module,
  title: module,
  description: `The ${module}.`,
  sitemap: true,
});
const home: RoutedPage = { ...entry('/', 'HomePage'), remote: 'mfe_marketing' };
const about: RoutedPage = { ...entry('/about', 'AboutPage'), remote: 'mfe_marketing' };
const cookiePolicy: RoutedPage = { ...entry('/cookie-policy', 'CookiePolicyPage'), remote: 'mfe_legal' };
const live = [home, about, cookiePolicy];
const manufacturing = entry('/manufacturing', 'ManufacturingPage');

/** mfe-marketing's candidate: adds /manufacturing, drops /about. */
const marketing = (swap: Partial<PageSwap> = {}): PageSwap => ({
  pkg: 'mfe-marketing',
  release: 'M2',
  remote: 'mfe_marketing',
  entries: [entry('/', 'HomePage'), manufacturing],
  preview: false,
  pages: new Set(['index.html', 'manufacturing/index.html']),
  ...swap,
});

test("a swapped remote's pages are its swapped release's, where its live ones stood; the others' stay", () => {
  expect(swappedTable(live, [marketing()])).toEqual([
    home,
    { ...manufacturing, remote: 'mfe_marketing' },
    cookiePolicy,
  ]);
  expect(swappedTable(live, [{ remote: 'mfe_legal', entries: [] }])).toEqual([home, about]);
  // A remote with no live page (its live release recorded none): its pages come last.
  expect(swappedTable([cookiePolicy], [marketing()])).toEqual([
    cookiePolicy,
    { ...entry('/', 'HomePage'), remote: 'mfe_marketing' },
    { ...manufacturing, remote: 'mfe_marketing' },
  ]);
});

test("a canary's visitor: the page its release adds is its canary page, the one it drops the 404 page", () => {
  const canary = marketing();
  expect(swappedPageChoice('/manufacturing', 'manufacturing/index.html', live, [canary])).toBe(canary);
  expect(swappedPageChoice('/about', 'about/index.html', live, [canary])).toBe('missing');
  expect(swappedPageChoice('/cookie-policy/', 'cookie-policy/index.html', live, [canary])).toBe('live');
  expect(swappedPageChoice('/no-such-page', 'no-such-page/index.html', live, [canary])).toBe('missing');
  // Its pages not rendered: the app page renders the one it adds.
  expect(swappedPageChoice('/manufacturing', 'manufacturing/index.html', live, [marketing({ pages: undefined })])).toBe(
    'app',
  );
});

test('a previewer: the app page on every page of the previewed table, the 404 page on one it dropped', () => {
  const preview = marketing({ preview: true, pages: undefined });
  expect(swappedPageChoice('/manufacturing', 'manufacturing/index.html', live, [preview])).toBe('app');
  expect(swappedPageChoice('/cookie-policy', 'cookie-policy/index.html', live, [preview])).toBe('app');
  expect(swappedPageChoice('/about', 'about/index.html', live, [preview])).toBe('missing');
});

test('a live configuration without a table: no page is refused', () => {
  expect(swappedPageChoice('/about', 'about/index.html', undefined, [marketing()])).toBe('live');
  expect(swappedPageChoice('/about', 'about/index.html', undefined, [marketing({ preview: true })])).toBe('app');
});
