import type { PageEntry } from 'shared/pages';
import { memoryStoreOf } from '../testing/memory-store';
import { testRelease } from '../testing/release-fixture';
import { compatibilityGate, passGates } from './gates';
import type { Live } from './live-record';
import { pageOwnershipProblems, pathsCollide } from './page-ownership';
import type { ReleaseJson } from './release-json';

const since = '2026-11-24T06:00:00.000Z';

function page(path: string, module: string): PageEntry {
  return { path, module, title: module, description: `The ${module}`, sitemap: true };
}

/** A remote release whose pages are `pages` (path → module), exposing their modules. */
function remote(app: string, id: string, pages: Record<string, string>, fields: Partial<ReleaseJson> = {}) {
  const entries = Object.entries(pages).map(([path, module]) => page(path, module));
  return testRelease(app, id, { pages: entries, exposes: entries.map((entry) => entry.module), ...fields });
}

const shell = testRelease('shell', 'S1', {
  links: ['/', '/about', '/blog', '/privacy-policy'],
  reserves: ['/terms', '/privacy', '/_preview', '/_preview/exit'],
});
const marketing = remote('mfe-marketing', 'M1', { '/': 'HomePage', '/about': 'AboutPage' });
const blog = remote('mfe-blog', 'B1', { '/blog': 'BlogListPage', '/blog/:slug': 'BlogPostPage' });
const legal = remote('mfe-legal', 'L1', { '/privacy-policy': 'PrivacyPolicyPage' });
const legalCanary = remote('mfe-legal', 'L2', {
  '/privacy-policy': 'PrivacyPolicyPage',
  '/cookie-policy': 'CookiePolicyPage',
});
const live: Pick<Live, 'apps'> = {
  apps: {
    shell: { live: 'S1', previous: null, since },
    'mfe-marketing': { live: 'M1', previous: null, since },
    'mfe-blog': { live: 'B1', previous: null, since },
    'mfe-legal': { live: 'L1', previous: null, since, canary: { release: 'L2', share: 10, since } },
  },
};
const servedSet = [shell, marketing, blog, legal, legalCanary];

/** The marketing candidate with `pages` (its home and about pages unless given). */
const marketingWith = (pages: Record<string, string>) =>
  remote('mfe-marketing', 'M2', { '/': 'HomePage', '/about': 'AboutPage', ...pages });

/** What the compatibility gate says of `candidate` when the releases above are served. */
async function refusal(candidate: ReleaseJson): Promise<string | undefined> {
  const store = await memoryStoreOf(...servedSet, candidate);
  return compatibilityGate(store, live, candidate).then(
    () => undefined,
    (error: unknown) => (error as Error).message,
  );
}

test('routes collide when they can answer one path: a parameter takes any segment', () => {
  expect(pathsCollide('/blog', '/blog')).toBe(true);
  expect(pathsCollide('/blog/:slug', '/blog/x')).toBe(true);
  expect(pathsCollide('/blog/x', '/blog/:slug')).toBe(true);
  expect(pathsCollide('/blog/:slug', '/blog/:id')).toBe(true);
  expect(pathsCollide('/blog', '/blog/:slug')).toBe(false);
  expect(pathsCollide('/', '/about')).toBe(false);
  expect(pathsCollide('/', '/')).toBe(true);
  expect(pathsCollide('/blog/x', '/news/x')).toBe(false);
});

test('a remote adding a page no one else serves passes, keeping the paths its own live release serves', async () => {
  expect(await refusal(marketingWith({ '/manufacturing': 'ManufacturingPage' }))).toBeUndefined();
});

test('a remote claiming a path another served remote serves is refused, naming both', async () => {
  expect(await refusal(marketingWith({ '/blog': 'BlogPage' }))).toBe(
    'refused by the compatibility gate: mfe-marketing M2 claims /blog, which mfe-blog B1 serves',
  );
  expect(await refusal(marketingWith({ '/blog/x': 'BlogXPage' }))).toBe(
    'refused by the compatibility gate: mfe-marketing M2 claims /blog/x, which mfe-blog B1 serves as /blog/:slug',
  );
});

test("a remote claiming a path only another remote's canary serves is refused, naming the canary", async () => {
  expect(await refusal(marketingWith({ '/cookie-policy': 'CookiePage' }))).toBe(
    'refused by the compatibility gate: mfe-marketing M2 claims /cookie-policy, which mfe-legal L2 serves',
  );
});

test('a remote claiming a path the served shell reserves is refused, naming the shell', async () => {
  expect(await refusal(marketingWith({ '/terms': 'TermsPage', '/_preview/:token': 'PreviewPage' }))).toBe(
    'refused by the compatibility gate: mfe-marketing M2 claims /terms, which the shell S1 reserves; ' +
      'mfe-marketing M2 claims /_preview/:token, which the shell S1 reserves',
  );
});

test("a remote dropping a page the served shell's navigation links to is refused, naming the shell", async () => {
  expect(await refusal(remote('mfe-marketing', 'M2', { '/': 'HomePage' }))).toBe(
    'refused by the compatibility gate: mfe-marketing M2 drops /about, which the shell S1 links to in its navigation',
  );
});

test('a remote whose page names a module it does not expose is refused, naming both', async () => {
  const candidate = marketingWith({ '/manufacturing': 'ManufacturingPage' });
  expect(await refusal({ ...candidate, exposes: ['HomePage', 'AboutPage'] })).toBe(
    'refused by the compatibility gate: mfe-marketing M2 renders /manufacturing with ManufacturingPage, ' +
      'which it does not expose',
  );
});

test('a rollback to a release dropping a linked page is refused like a promotion', async () => {
  const older = remote('mfe-marketing', 'M0', { '/': 'HomePage' });
  expect(await refusal(older)).toBe(
    'refused by the compatibility gate: mfe-marketing M0 drops /about, which the shell S1 links to in its navigation',
  );
});

test('a canary of a remote is refused before its smoke test, as a promotion is', async () => {
  const candidate = marketingWith({ '/blog': 'BlogPage' });
  const store = await memoryStoreOf(...servedSet, candidate);
  const smoked: string[] = [];
  const smoke = async (_live: unknown, release: ReleaseJson, checked?: Promise<void>) => {
    await checked;
    smoked.push(release.id);
    return [];
  };
  await expect(passGates({ store, smoke }, live, candidate)).rejects.toThrow(
    'mfe-marketing M2 claims /blog, which mfe-blog B1 serves',
  );
  expect(smoked).toEqual([]);
});

test('a shell linking only to served paths, a canary or a parameter serving some, passes', async () => {
  const candidate = testRelease('shell', 'S2', {
    links: ['/', '/about', '/blog', '/blog/hello', '/cookie-policy'],
    reserves: ['/terms'],
  });
  expect(await refusal(candidate)).toBeUndefined();
});

test('a shell linking to a path no served remote serves is refused, naming the path', async () => {
  const candidate = testRelease('shell', 'S2', { links: ['/', '/manufacturing'] });
  expect(await refusal(candidate)).toBe(
    'refused by the compatibility gate: the shell S2 links to /manufacturing in its navigation, ' +
      'which no served remote serves',
  );
});

test('a shell reserving a path a served remote serves is refused, naming the remote', async () => {
  const candidate = testRelease('shell', 'S2', { reserves: ['/blog', '/blog/:slug/amp', '/blog/old'] });
  expect(await refusal(candidate)).toBe(
    'refused by the compatibility gate: the shell S2 reserves /blog, which mfe-blog B1 serves; ' +
      'the shell S2 reserves /blog/old, which mfe-blog B1 serves as /blog/:slug',
  );
});

test('releases built before pages, links and reserves were recorded have none to check', () => {
  const oldShell = testRelease('shell', 'S0');
  const oldMarketing = testRelease('mfe-marketing', 'M0');
  expect(pageOwnershipProblems(marketingWith({}), [oldShell, oldMarketing])).toEqual([]);
  expect(pageOwnershipProblems(oldMarketing, [shell, blog, legal], marketing)).toEqual([
    'mfe-marketing M0 drops /, which the shell S1 links to in its navigation',
    'mfe-marketing M0 drops /about, which the shell S1 links to in its navigation',
  ]);
  expect(pageOwnershipProblems(testRelease('shell', 'S2'), [oldMarketing])).toEqual([]);
});

test('a remote is not blamed for a linked page that no release of its app served before', () => {
  // mfe-blog is not live yet: the shell links to /blog, which no one serves; a first or a next
  // mfe-marketing release does not drop it.
  const served = [shell, legal];
  expect(pageOwnershipProblems(marketing, served)).toEqual([]);
  expect(
    pageOwnershipProblems(remote('mfe-marketing', 'M2', { '/': 'HomePage', '/about': 'AboutPage' }), served, marketing),
  ).toEqual([]);
  expect(pageOwnershipProblems(remote('mfe-marketing', 'M2', { '/': 'HomePage' }), served, marketing)).toEqual([
    'mfe-marketing M2 drops /about, which the shell S1 links to in its navigation',
  ]);
});
