import type { StartFiles } from 'shared/build/start-files';
import type { RemoteName } from 'shared/remotes';
import { pageFiles, type FederationManifest, type RemoteBuild } from './page-files';

const shell: StartFiles = {
  scripts: ['470.aaaa.js', 'shared-library.bbbb.js', '557.cccc.js'],
  stylesheets: ['shared-library.dddd.css', '557.eeee.css'],
  provides: ['react', 'react/jsx-runtime', 'shared/router', 'shared/ui/button'],
};

const assets = (js: string[], css: string[] = [], asyncJs: string[] = [], asyncCss: string[] = []) => ({
  js: { sync: js, async: asyncJs },
  css: { sync: css, async: asyncCss },
});

/** As the remotes' builds write them: every `shared/` module in one chunk, React in its own. */
function manifest(exposes: FederationManifest['exposes'], remoteOnly: string[] = ['shared/ui/page-hero']) {
  const library = assets(['shared-library.1111.js'], ['shared-library.2222.css']);
  return {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [
      { name: 'react', assets: assets(['696.3333.js']) },
      { name: 'react/jsx-runtime', assets: assets(['540.4444.js']) },
      ...['shared/router', 'shared/ui/button', ...remoteOnly].map((name) => ({ name, assets: library })),
    ],
    exposes,
  };
}

const legal: RemoteBuild = {
  manifestUrl: 'https://cdn.example.com/mfe-legal/r1/mf-manifest.json',
  manifest: manifest([
    {
      name: 'CookiePolicyPage',
      // The async script is react-router, the fallback of `shared/router`, which the shell provides.
      assets: assets(
        ['2.5555.js', 'expose_CookiePolicyPage.6666.js'],
        ['2.7777.css'],
        ['262.8888.js'],
        ['shared-library.2222.css'],
      ),
    },
  ]),
};

const marketing: RemoteBuild = {
  manifestUrl: 'https://cdn.example.com/mfe-marketing/r2/mf-manifest.json',
  manifest: manifest([
    {
      name: 'HomePage',
      assets: assets(['924.aaaa.js', 'expose_HomePage.bbbb.js'], ['shared-library.2222.css', '924.cccc.css']),
    },
  ]),
};

const forms: RemoteBuild = {
  manifestUrl: 'https://forms.example.com/r3/mf-manifest.json',
  manifest: manifest([
    { name: 'TrialPage', assets: assets(['272.dddd.js', 'expose_TrialPage.eeee.js'], ['272.ffff.css']) },
    { name: 'ContactForm', assets: assets(['272.dddd.js', 'expose_ContactForm.0000.js'], ['272.ffff.css']) },
  ]),
};

const remotes = new Map<RemoteName, RemoteBuild>([
  ['mfe_legal', legal],
  ['mfe_marketing', marketing],
  ['mfe_forms', forms],
]);

test("a remote's page: the shell's start files, the remote's entry, the module's files and the shared chunk the shell does not provide", () => {
  const files = pageFiles(shell, remotes, [{ remote: 'mfe_legal', module: 'CookiePolicyPage' }]);
  const base = 'https://cdn.example.com/mfe-legal/r1/';
  expect(files).toEqual({
    stylesheets: [
      { app: 'shell', file: 'shared-library.dddd.css', href: '/shared-library.dddd.css' },
      { app: 'shell', file: '557.eeee.css', href: '/557.eeee.css' },
      { app: 'mfe_legal', file: '2.7777.css', href: `${base}2.7777.css` },
      { app: 'mfe_legal', file: 'shared-library.2222.css', href: `${base}shared-library.2222.css` },
    ],
    scripts: [
      '/470.aaaa.js',
      '/shared-library.bbbb.js',
      '/557.cccc.js',
      `${base}remoteEntry.js`,
      `${base}2.5555.js`,
      `${base}expose_CookiePolicyPage.6666.js`,
      `${base}shared-library.1111.js`,
    ],
    fetches: [legal.manifestUrl],
  });
});

test('no shared chunk of a remote whose every shared module the shell provides', () => {
  const onlyProvided: RemoteBuild = {
    ...legal,
    manifest: { ...legal.manifest, ...manifest(legal.manifest.exposes, []) },
  };
  const files = pageFiles(shell, new Map([['mfe_legal', onlyProvided]]), [
    { remote: 'mfe_legal', module: 'CookiePolicyPage' },
  ]);
  expect(files.scripts.filter((href) => href.includes('shared-library.1111'))).toEqual([]);
  expect(files.stylesheets.map(({ file }) => file)).toEqual(['shared-library.dddd.css', '557.eeee.css', '2.7777.css']);
});

test("a marketing page placing a form: marketing's files, and only the stylesheets of mfe-forms' form, whose code loads on demand", () => {
  const files = pageFiles(shell, remotes, [
    { remote: 'mfe_marketing', module: 'HomePage' },
    { remote: 'mfe_forms', module: 'ContactForm', codeOnDemand: true },
  ]);
  const mk = 'https://cdn.example.com/mfe-marketing/r2/';
  const fm = 'https://forms.example.com/r3/';
  expect(files.fetches).toEqual([marketing.manifestUrl]);
  expect(files.scripts.slice(shell.scripts.length)).toEqual([
    `${mk}remoteEntry.js`,
    `${mk}924.aaaa.js`,
    `${mk}expose_HomePage.bbbb.js`,
    `${mk}shared-library.1111.js`,
  ]);
  // The shared stylesheet where marketing's module lists it, before its own.
  expect(files.stylesheets.slice(shell.stylesheets.length).map(({ href }) => href)).toEqual([
    `${mk}shared-library.2222.css`,
    `${mk}924.cccc.css`,
    `${fm}272.ffff.css`,
    `${fm}shared-library.2222.css`,
  ]);
});

test("the shell's own page (404) asks only for the shell's start files", () => {
  expect(pageFiles(shell, remotes, [])).toEqual({
    stylesheets: [
      { app: 'shell', file: 'shared-library.dddd.css', href: '/shared-library.dddd.css' },
      { app: 'shell', file: '557.eeee.css', href: '/557.eeee.css' },
    ],
    scripts: ['/470.aaaa.js', '/shared-library.bbbb.js', '/557.cccc.js'],
    fetches: [],
  });
});

test('a module the manifest does not expose, or a remote not live, is refused naming it', () => {
  expect(() => pageFiles(shell, remotes, [{ remote: 'mfe_legal', module: 'NoSuchPage' }])).toThrow(
    "mfe_legal's manifest exposes no NoSuchPage",
  );
  expect(() => pageFiles(shell, remotes, [{ remote: 'mfe_blog', module: 'BlogListPage' }])).toThrow(
    'mfe_blog is not live',
  );
});
