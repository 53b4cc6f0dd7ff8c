import {
  appConfigFromLive,
  liveReleaseId,
  manifestUrl,
  releasesOrigin,
  releasesOriginVariable,
  siteOriginEnv,
} from './serving-config';

const since = '2026-11-25T06:00:00.000Z';
const entry = (live: string) => ({ live, previous: null, since });

test("a remote's releases are served from its own origin, else under RELEASES_URL, else its local port", () => {
  expect(releasesOriginVariable('mfe-legal')).toBe('RELEASES_URL_MFE_LEGAL');
  const env = { RELEASES_URL: 'https://releases.example.com/', RELEASES_URL_MFE_LEGAL: 'https://legal.example.com//' };
  expect(releasesOrigin('mfe-legal', env)).toBe('https://legal.example.com');
  expect(releasesOrigin('mfe-forms', env)).toBe('https://releases.example.com/mfe-forms');
  expect(releasesOrigin('mfe-forms', {})).toBe('http://localhost:3002');
  expect(manifestUrl('mfe-forms', 'r1', env)).toBe('https://releases.example.com/mfe-forms/r1/mf-manifest.json');
  expect(() => releasesOrigin('mfe-nothing', env)).toThrow();
});

test("a site's environment puts the api at SITE_URL's /api/, unless given; without SITE_URL it is refused", () => {
  expect(siteOriginEnv({ SITE_URL: 'https://www.example.com/some/page' })).toEqual({
    SITE_URL: 'https://www.example.com/some/page',
    FORM_ENDPOINT: 'https://www.example.com/api/forms',
    BLOG_API_URL: 'https://www.example.com',
  });
  const own = {
    SITE_URL: 'https://www.example.com',
    FORM_ENDPOINT: 'https://f.example',
    BLOG_API_URL: 'https://b.example',
  };
  expect(siteOriginEnv(own)).toEqual(own);
  for (const SITE_URL of [undefined, '', 'www.example.com']) {
    expect(() => siteOriginEnv({ SITE_URL })).toThrow('SITE_URL must name the shell’s origin');
  }
});

test('the live release of an app, or a one-line refusal naming the store', () => {
  const live = { apps: { shell: entry('s1') } };
  expect(liveReleaseId('.releases', 'shell', live)).toBe('s1');
  expect(() => liveReleaseId('.releases', 'mfe-legal', live)).toThrow(
    'Nothing of mfe-legal is live in .releases: npm run release -- build mfe-legal, then promote it',
  );
});

test("the run-time configuration names the live releases' manifests; a swap puts another in over a remote's variable", () => {
  const live = { apps: { shell: entry('s1'), 'mfe-legal': entry('l1') } };
  const env = { RELEASES_URL: 'https://releases.example.com', REMOTE_LEGAL_URL: 'https://pinned.example/m.json' };
  const config = appConfigFromLive(live, { RELEASES_URL: env.RELEASES_URL }, []);
  expect(config.remotes.mfe_legal).toBe('https://releases.example.com/mfe-legal/l1/mf-manifest.json');
  // Nothing of mfe-forms is live: its local default.
  expect(config.remotes.mfe_forms).toBe('http://localhost:3002/mf-manifest.json');
  expect(config.releases).toEqual({ shell: 's1', 'mfe-legal': 'l1' });
  expect(appConfigFromLive(live, env, []).remotes.mfe_legal).toBe('https://pinned.example/m.json');
  const swapped = appConfigFromLive(live, env, [], { mfe_legal: 'http://localhost:4000/l2/mf-manifest.json' });
  expect(swapped.remotes.mfe_legal).toBe('http://localhost:4000/l2/mf-manifest.json');
  expect(swapped.releases).toEqual({ shell: 's1', 'mfe-legal': 'l1' });
});

test("the run-time configuration's route table is the served releases' pages, a swapped release's for its browser", () => {
  const live = { apps: { shell: entry('s1'), 'mfe-legal': entry('l1') } };
  const cookies = {
    path: '/cookie-policy',
    module: 'CookiePolicyPage',
    title: 'Cookie Policy',
    description: 'Cookies.',
  };
  const terms = { path: '/terms', module: 'TermsOfServicePage', title: 'Terms', description: 'Terms.' };
  const l1 = { app: 'mfe-legal', pages: [{ ...cookies, sitemap: true }] };
  const l2 = {
    app: 'mfe-legal',
    pages: [
      { ...cookies, sitemap: true },
      { ...terms, sitemap: false },
    ],
  };
  expect(appConfigFromLive(live, {}, [{ app: 'shell' }, l1]).pages).toEqual([
    { ...cookies, sitemap: true, remote: 'mfe_legal' },
  ]);
  const swapped = appConfigFromLive(live, {}, [{ app: 'shell' }, l2], {
    mfe_legal: 'http://localhost:4000/l2/mf-manifest.json',
  });
  expect(swapped.pages?.map((page) => page.path)).toEqual(['/cookie-policy', '/terms']);
  // Releases recording no pages (built before registries) serve none.
  expect(appConfigFromLive(live, {}, [{ app: 'shell' }, { app: 'mfe-legal' }]).pages).toEqual([]);
});
