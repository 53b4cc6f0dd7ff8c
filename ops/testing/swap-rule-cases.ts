/**
 * One table of the cookie and canary-page rules that nginx over a bucket repeats in njs
 * (ops/adapters/nginx/swap.js, its `rules`): ops/adapters/nginx/swap-rules.test.ts runs every
 * case through the TypeScript rules here and through njs in nginx (./swap-rule-answers.js).
 */
import { canaryPageChoice } from '../core/canary-pages';
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
  }
}
