/**
 * One table of the cookie, canary-page and route-table rules that nginx repeats in njs
 * (ops/adapters/nginx/swap.js, its `rules`): ops/adapters/nginx/swap-rules.test.ts runs every
 * case through the TypeScript rules here and through njs in nginx (./swap-rule-answers.js).
 */
import type { PageEntry, RoutedPage } from 'shared/pages';
import { canaryPageChoice } from '../core/canary-pages';
import { isPageRoute } from '../core/serving-rules';
import { swappedPageChoice, swappedTable, type PagesSwap } from '../core/swapped-pages';
import type { Live } from '../core/live-record';
import { setCookie } from '../core/cookie-headers';
import {
  cohortCookie,
  cohortMaxAgeSeconds,
  cohortOf,
  inCanary,
  previewCookieName,
  signPreview,
  verifyPreview,
  type Preview,
} from '../core/swap-cookies';
import { servedCanaries } from '../core/bucket-layout';
import { prerenderedPagePath } from '../core/prerendered-pages';

/** A canary as `site/served` carries it. */
export interface ServedCanary {
  pkg: string;
  release: string;
  share: number;
}

/** A canary a browser is in, with its page files; none when they were not rendered. */
interface PageSwap {
  pkg: string;
  release: string;
  pages?: string[];
}

/** A remote a browser is served another release of, with that release's pages. */
type RouteSwap = PageSwap & PagesSwap & { preview: boolean };

export type SwapRuleCase = { name: string } & (
  | { rule: 'cohortOf'; cookie?: string; expected: number | undefined }
  | { rule: 'inCanary'; cohort: number; share: number; expected: boolean }
  /** `now` in milliseconds. */
  | { rule: 'verifyPreview'; secret: string; pkg: string; value: string; now: number; expected: Preview | undefined }
  /** The page's choice: `live`, `app`, or the package of the canary whose page it is. */
  | { rule: 'canaryPageChoice'; file: string; swaps: PageSwap[]; expected: string }
  /** TypeScript writes `served` for a live set with `canaries`; njs reads them back from it. */
  | { rule: 'servedCanaries'; canaries: ServedCanary[]; served: string }
  /** The `Set-Cookie` of the cookie named `cookie`. */
  | { rule: 'setCookie'; cookie: string; value: string; maxAge: number; secure: boolean; expected: string }
  | { rule: 'isPage'; table: Pick<RoutedPage, 'path'>[]; pathname: string; expected: boolean }
  | { rule: 'swappedTable'; live: RoutedPage[]; swaps: PagesSwap[]; expected: RoutedPage[] }
  /** The page's choice: `missing`, `live`, `app`, or the package of the canary whose page it is. */
  | {
      rule: 'swappedPageChoice';
      pathname: string;
      file: string;
      live?: RoutedPage[];
      swaps: RouteSwap[];
      expected: string;
    }
);

const secret = 'a'.repeat(32);
const now = Date.parse('2026-11-25T12:00:00Z');
const inAnHour = now / 1000 + 3600;
const release = '20261125T151842Z-2';
const legalPreview = signPreview(secret, 'mfe-legal', release, inAnHour);
const signature = legalPreview.split('.')[2]!;

const cohorts: [string, string | undefined, number | undefined][] = [
  ['no cohort cookie', undefined, undefined],
  ['cohort 0', '0', 0],
  ['cohort 7', '7', 7],
  ['cohort 07 (a leading zero)', '07', 7],
  ['cohort 99', '99', 99],
  ['cohort 100: out of range', '100', undefined],
  ['cohort -1', '-1', undefined],
  ['an empty cohort', '', undefined],
  ['a cohort with a space', ' 5', undefined],
  ['a cohort with a fraction', '5.0', undefined],
  ['a cohort in hex', '0x1', undefined],
  ['a cohort in exponent form', '1e1', undefined],
  ['a cohort of non-ASCII digits', '٥', undefined],
  ['a cohort of letters', 'x', undefined],
];

const previews: [string, string, string, number, Preview | undefined][] = [
  ['a valid preview', 'mfe-legal', legalPreview, now, { release, expires: inAnHour }],
  [
    'a preview a second before it expires',
    'mfe-legal',
    legalPreview,
    inAnHour * 1000 - 1000,
    { release, expires: inAnHour },
  ],
  ['a preview at its expiry', 'mfe-legal', legalPreview, inAnHour * 1000, undefined],
  ['an expired preview', 'mfe-legal', legalPreview, inAnHour * 1000 + 1, undefined],
  ['a preview of another app', 'mfe-forms', legalPreview, now, undefined],
  ['a preview edited to another release', 'mfe-legal', legalPreview.replace('Z-2', 'Z-1'), now, undefined],
  ['a preview edited to a later expiry', 'mfe-legal', `${release}.${inAnHour + 1}.${signature}`, now, undefined],
  [
    'a preview signed with another secret',
    'mfe-legal',
    signPreview('b'.repeat(32), 'mfe-legal', release, inAnHour),
    now,
    undefined,
  ],
  [
    'a preview with one character of its signature changed',
    'mfe-legal',
    `${release}.${inAnHour}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
    now,
    undefined,
  ],
  [
    'a preview of a 64-character release',
    'mfe-legal',
    signPreview(secret, 'mfe-legal', 'r'.repeat(64), inAnHour),
    now,
    { release: 'r'.repeat(64), expires: inAnHour },
  ],
  [
    'a preview of a 65-character release',
    'mfe-legal',
    signPreview(secret, 'mfe-legal', 'r'.repeat(65), inAnHour),
    now,
    undefined,
  ],
  [
    'a preview with a dot in its release',
    'mfe-legal',
    signPreview(secret, 'mfe-legal', 'a.b', inAnHour),
    now,
    undefined,
  ],
  ['a preview with a 13-digit expiry', 'mfe-legal', signPreview(secret, 'mfe-legal', release, 1e12), now, undefined],
  ['a preview with a signature a character short', 'mfe-legal', legalPreview.slice(0, -1), now, undefined],
  ['a preview with a signature a character long', 'mfe-legal', `${legalPreview}A`, now, undefined],
  ['a preview with a fourth part', 'mfe-legal', `${legalPreview}.x`, now, undefined],
  ['a preview padded with a space', 'mfe-legal', ` ${legalPreview}`, now, undefined],
  ['a preview whose signature holds a base64 +', 'mfe-legal', `${legalPreview.slice(0, -1)}+`, now, undefined],
  ['an empty preview', 'mfe-legal', '', now, undefined],
  ['garbage', 'mfe-legal', 'garbage', now, undefined],
];

const legalPages = ['cookie-policy/index.html', 'privacy-policy/index.html'];
const legal = { pkg: 'mfe-legal', release: 'L2', pages: legalPages };
const forms = { pkg: 'mfe-forms', release: 'F2', pages: ['trial/index.html', 'index.html'] };
const marketing = { pkg: 'mfe-marketing', release: 'M2', pages: ['index.html'] };
const unrendered = { pkg: 'mfe-blog', release: 'B2' };
const pageChoices: [string, string, PageSwap[], string][] = [
  ["a canary's own page", 'cookie-policy/index.html', [legal], 'mfe-legal'],
  ['a page no canary lists', 'about/index.html', [legal], 'live'],
  ['two canaries: the one listing the page', 'trial/index.html', [legal, forms], 'mfe-forms'],
  ['two canaries: the other one listing the page', 'privacy-policy/index.html', [legal, forms], 'mfe-legal'],
  ['two canaries, neither listing the page', 'about/index.html', [legal, forms], 'live'],
  ['two canaries listing one page', 'index.html', [forms, marketing], 'app'],
  ['a canary whose pages were not rendered', 'about/index.html', [legal, unrendered], 'app'],
  ['a listed page beside a canary not rendered', 'cookie-policy/index.html', [legal, unrendered], 'app'],
  ['a canary that lists no page', 'index.html', [{ ...legal, pages: [] }], 'live'],
  ['the app page itself', 'app.html', [legal], 'live'],
];

const canarySets: [string, ServedCanary[], string][] = [
  ['no canary', [], ''],
  ['one canary at 50 %', [{ pkg: 'mfe-legal', release: 'L2', share: 50 }], 'mfe-legal=L2:50'],
  [
    'two canaries at 1 % and 99 %, sorted',
    [
      { pkg: 'mfe-forms', release: '20261125T151842Z-2', share: 1 },
      { pkg: 'mfe-legal', release: '20261125T070000Z-1', share: 99 },
    ],
    'mfe-forms=20261125T151842Z-2:1,mfe-legal=20261125T070000Z-1:99',
  ],
];

const setCookies: [string, string, string, number, boolean, string][] = [
  [
    "a new visitor's cohort",
    cohortCookie,
    '42',
    cohortMaxAgeSeconds,
    false,
    'vt_cohort=42; Path=/; Max-Age=604800; SameSite=Lax; HttpOnly',
  ],
  [
    "a new visitor's cohort on an https site",
    cohortCookie,
    '0',
    cohortMaxAgeSeconds,
    true,
    'vt_cohort=0; Path=/; Max-Age=604800; SameSite=Lax; HttpOnly; Secure',
  ],
  [
    "a preview link's cookie, until the link expires",
    previewCookieName('mfe-legal'),
    legalPreview,
    3600,
    true,
    `vt_preview_mfe_legal=${legalPreview}; Path=/; Max-Age=3600; SameSite=Lax; HttpOnly; Secure`,
  ],
  [
    'a preview ended',
    previewCookieName('mfe-legal'),
    '',
    0,
    false,
    'vt_preview_mfe_legal=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly',
  ],
];

const table = [{ path: '/' }, { path: '/about' }, { path: '/blog/:slug' }, { path: '/enterprise/agents' }];
const pagePaths: [string, string, boolean][] = [
  ['the home page', '/', true],
  ['a page', '/about', true],
  ['a page with its trailing slash', '/about/', true],
  ['a page with two trailing slashes', '/about//', false],
  ['a page in another case', '/About', false],
  ['a page with a segment more', '/about/team', false],
  ['a page of two segments', '/enterprise/agents/', true],
  ['the first segment of a page of two', '/enterprise', false],
  ['a post', '/blog/a-post', true],
  ['a post with a segment more', '/blog/a-post/more', false],
  ['an empty parameter', '/blog//', false],
  ['no page', '/no-such-page', false],
  ['a double slash for the home page', '//', false],
];

const entry = (path: string, module: string): PageEntry => ({
  path,
  module,
  title: module,
  description: `The ${module}.`,
  sitemap: path !== '/blog/:slug',
});
const routed = (page: PageEntry, remote: RoutedPage['remote']): RoutedPage => ({ ...page, remote });
const liveTable = [
  routed(entry('/', 'HomePage'), 'mfe_marketing'),
  routed(entry('/about', 'AboutPage'), 'mfe_marketing'),
  routed(entry('/blog/:slug', 'BlogPostPage'), 'mfe_blog'),
  routed(entry('/cookie-policy', 'CookiePolicyPage'), 'mfe_legal'),
];
/** mfe-marketing's candidate: adds /manufacturing, drops /about. */
const marketingPages = [entry('/', 'HomePage'), entry('/manufacturing', 'ManufacturingPage')];
const tables: [string, RoutedPage[], PagesSwap[], RoutedPage[]][] = [
  ['nothing swapped', liveTable, [], liveTable],
  [
    "a remote's pages swapped where they stood",
    liveTable,
    [{ remote: 'mfe_marketing', entries: marketingPages }],
    [...marketingPages.map((page) => routed(page, 'mfe_marketing')), ...liveTable.slice(2)],
  ],
  ['a release recording no pages', liveTable, [{ remote: 'mfe_legal', entries: [] }], liveTable.slice(0, 3)],
  [
    'a remote with no live page: its pages last',
    liveTable.slice(2),
    [
      { remote: 'mfe_forms', entries: [entry('/trial', 'TrialPage')] },
      { remote: 'mfe_marketing', entries: marketingPages },
    ],
    [
      ...liveTable.slice(2),
      routed(entry('/trial', 'TrialPage'), 'mfe_forms'),
      ...marketingPages.map((page) => routed(page, 'mfe_marketing')),
    ],
  ],
];

const marketingCanary: RouteSwap = {
  pkg: 'mfe-marketing',
  release: 'M2',
  remote: 'mfe_marketing',
  entries: marketingPages,
  preview: false,
  pages: ['index.html', 'manufacturing/index.html'],
};
const marketingPreview: RouteSwap = { ...marketingCanary, preview: true, pages: undefined };
const legalCanary: RouteSwap = { ...legal, remote: 'mfe_legal', entries: [liveTable[3]!], preview: false };
const swappedChoices: [string, string, RoutedPage[] | undefined, RouteSwap[], string][] = [
  ["a canary's page it adds", '/manufacturing', liveTable, [marketingCanary], 'mfe-marketing'],
  ["a canary's page it keeps", '/', liveTable, [marketingCanary], 'mfe-marketing'],
  ['a page a canary drops', '/about', liveTable, [marketingCanary], 'missing'],
  ["another remote's page, for a canary's visitor", '/cookie-policy', liveTable, [marketingCanary], 'live'],
  ["a post, for a canary's visitor", '/blog/a-post', liveTable, [marketingCanary], 'live'],
  ['no page, for a canary’s visitor', '/no-such-page', liveTable, [marketingCanary], 'missing'],
  [
    'a page a canary adds, its pages not rendered',
    '/manufacturing',
    liveTable,
    [{ ...marketingCanary, pages: undefined }],
    'app',
  ],
  ['a page a previewed release adds', '/manufacturing', liveTable, [marketingPreview], 'app'],
  ['a page a previewed release drops', '/about', liveTable, [marketingPreview], 'missing'],
  ["another remote's page, for a previewer", '/cookie-policy', liveTable, [marketingPreview], 'app'],
  ['a preview beside a canary', '/cookie-policy', liveTable, [marketingPreview, legalCanary], 'app'],
  ['two canaries, the page of one', '/cookie-policy/', liveTable, [marketingCanary, legalCanary], 'mfe-legal'],
  ['a live configuration without a table', '/about', undefined, [marketingCanary], 'live'],
  ['a live configuration without a table, previewing', '/no-such-page', undefined, [marketingPreview], 'app'],
];

export const swapRuleCases: SwapRuleCase[] = [
  ...cohorts.map(([name, cookie, expected]): SwapRuleCase =>
    cookie === undefined ? { name, rule: 'cohortOf', expected } : { name, rule: 'cohortOf', cookie, expected },
  ),
  ...[0, 1, 50, 100].flatMap((share) =>
    [0, 1, 49, 50, 99].map((cohort): SwapRuleCase => ({
      name: `cohort ${cohort} in a canary of ${share} %`,
      rule: 'inCanary',
      cohort,
      share,
      expected: cohort < share,
    })),
  ),
  ...previews.map(([name, pkg, value, at, expected]): SwapRuleCase => ({
    name,
    rule: 'verifyPreview',
    secret,
    pkg,
    value,
    now: at,
    expected,
  })),
  ...pageChoices.map(([name, file, swaps, expected]): SwapRuleCase => ({
    name,
    rule: 'canaryPageChoice',
    file,
    swaps,
    expected,
  })),
  ...canarySets.map(([name, canaries, served]): SwapRuleCase => ({ name, rule: 'servedCanaries', canaries, served })),
  ...setCookies.map(([name, cookie, value, maxAge, secure, expected]): SwapRuleCase => ({
    name,
    rule: 'setCookie',
    cookie,
    value,
    maxAge,
    secure,
    expected,
  })),
  ...pagePaths.map(([name, pathname, expected]): SwapRuleCase => ({ name, rule: 'isPage', table, pathname, expected })),
  ...tables.map(([name, live, swaps, expected]): SwapRuleCase => ({
    name,
    rule: 'swappedTable',
    live,
    swaps,
    expected,
  })),
  ...swappedChoices.map(([name, pathname, live, swaps, expected]): SwapRuleCase => ({
    name,
    rule: 'swappedPageChoice',
    pathname,
    file: prerenderedPagePath(pathname),
    ...(live ? { live } : {}),
    swaps,
    expected,
  })),
];

/** A live set with `canaries` (what servedCanaries reads of it). */
function liveWith(canaries: readonly ServedCanary[]): Live['apps'] {
  const since = new Date(now).toISOString();
  return Object.fromEntries(
    canaries.map(({ pkg, release: candidate, share }) => [
      pkg,
      { live: 'L1', previous: null, since, canary: { release: candidate, share, since } },
    ]),
  );
}

/** What the TypeScript rules answer to a case (njs's answer, ./swap-rule-answers.js, is compared with the same). */
export function typescriptAnswer(rule: SwapRuleCase): unknown {
  switch (rule.rule) {
    case 'cohortOf':
      return cohortOf(rule.cookie);
    case 'inCanary':
      return inCanary(rule.cohort, rule.share);
    case 'verifyPreview':
      return verifyPreview(rule.secret, rule.pkg, rule.value, new Date(rule.now));
    case 'canaryPageChoice': {
      const swaps = rule.swaps.map((swap) => ({ ...swap, pages: swap.pages && new Set(swap.pages) }));
      const choice = canaryPageChoice(rule.file, swaps);
      return typeof choice === 'string' ? choice : choice.pkg;
    }
    case 'servedCanaries':
      return servedCanaries(liveWith(rule.canaries));
    case 'setCookie':
      return setCookie(rule.cookie, rule.value, rule.maxAge, rule.secure);
    case 'isPage':
      return isPageRoute(rule.table, rule.pathname);
    case 'swappedTable':
      return swappedTable(rule.live, rule.swaps);
    case 'swappedPageChoice': {
      const swaps = rule.swaps.map((swap) => ({ ...swap, pages: swap.pages && new Set(swap.pages) }));
      const choice = swappedPageChoice(rule.pathname, rule.file, rule.live, swaps);
      return typeof choice === 'string' ? choice : choice.pkg;
    }
  }
}
