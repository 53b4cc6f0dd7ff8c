/**
 * The prerender and a promotion from real builds of every app (built once, from copies of the
 * apps under `.test-results/`, into a store of the test's own), with the blog api and the
 * releases' origin on free ports: every page is rendered by React in Node with no browser to be
 * found, and promoting mfe-legal re-renders its pages before the switch without launching one
 * (the smoke gate, a step of its own, launches Chromium once, through a wrapper that counts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { StartFiles } from 'shared/build/start-files';
import { paths } from 'shared/paths';
import { localOrigin, remoteApps, shellApp } from 'shared/remotes';
import { freePort } from 'shared/testing/free-port';
import { escapeHtml } from './compose-page';
import { chromiumExecutablePath } from '../../lib/chromium';
import { waitUntilAnswering } from '../../lib/wait-until-answering';
import { repoRoot } from '../../lib/workspace';
import { makeLive } from '../../commands/make-live';
import { canaryPagesFolder, canaryPagesList } from '../../core/canary-pages';
import { liveFile, readLive } from '../folder/live';
import { withReleases } from '../../commands/open-releases';
import { startStaticServer } from '../serve/static-server';
import { notFoundPage, prerenderedPagePath } from '../../core/prerendered-pages';
import { escapeRegExp } from '../../core/serving-rules';
import { buildCandidate, edit } from '../../testing/candidate';
import { registeredPages } from '../../testing/site-pages';
import { runRelease } from '../../testing/release-command';
import { canaryPagesRoot, pagesFolder } from '../../core/store-layout';

jest.setTimeout(120_000);

/** Under the checkout, so a copy of an app resolves the workspace's packages. */
const workDir = path.join(repoRoot, '.test-results', `prerender-${process.pid}`);
const store = path.join(workDir, 'store');
const launches = path.join(workDir, 'chromium-launches');
const newLead = 'A second release of this policy, rendered in Node before it went live.';
const newSubmitLabel = 'Send It Over';

let env: Record<string, string> = {};
let origin: Server | undefined;
let api: ChildProcess | undefined;
const candidates = { text: '', brokenOnServer: '', forms: '', aboutWithForm: '' };

/** Builds `pkg` from a copy of it that `change` edits, as `npm run release -- build` does; resolves to its id. */
const build = (name: string, pkg: string, change: (copy: string) => void = () => {}) =>
  buildCandidate({ workDir, name, pkg, env, change });

/** A Chromium that writes a line for each launch, then runs the real one. */
function countingChromium(): string {
  const real = chromiumExecutablePath() ?? chromium.executablePath();
  const wrapper = path.join(workDir, 'chromium');
  writeFileSync(wrapper, `#!/bin/sh\necho launched >> '${launches}'\nexec '${real}' "$@"\n`);
  chmodSync(wrapper, 0o755);
  return wrapper;
}

const launchCount = () => (existsSync(launches) ? readFileSync(launches, 'utf8').trim().split('\n').length : 0);
const page = (pagePath: string) => path.join(pagesFolder(store), prerenderedPagePath(pagePath));
/** A page as published now, if it is. */
const published = (pagePath: string) => (existsSync(page(pagePath)) ? readFileSync(page(pagePath), 'utf8') : undefined);
/** The starter's plan a published page carries: what it asks for once painted. */
function plan(pagePath: string): { stylesheets: string[]; preloads: { href: string }[] } {
  const json = /<script type="application\/json" id="app-starter-plan">([^<]*)<\/script>/.exec(
    readFileSync(page(pagePath), 'utf8'),
  )?.[1];
  return JSON.parse(json ?? '') as { stylesheets: string[]; preloads: { href: string }[] };
}
/** `#root` and its markup, up to the starter's plan that follows it. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root"');
  return html.slice(start, html.indexOf('<script', start));
}

beforeAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  env = { RELEASE_STORE: store };
  const live: [string, string][] = [];
  for (const pkg of [shellApp.pkg, ...remoteApps.map((app) => app.pkg)]) live.push([pkg, await build('live', pkg)]);
  await withReleases(env, async (releases) => {
    for (const [pkg, id] of live) await makeLive(releases, {}, pkg, id);
  });
  candidates.text = await build('text', 'mfe-legal', (copy) =>
    edit(path.join(copy, 'src/content/cookie-policy.ts'), "lead: 'Which cookies", `lead: '${newLead} Which cookies`),
  );
  candidates.forms = await build('forms', 'mfe-forms', (copy) =>
    edit(
      path.join(copy, 'src/content/forms/contact.ts'),
      "submitLabel: 'Send Message'",
      `submitLabel: '${newSubmitLabel}'`,
    ),
  );
  // The home page's contact form placed on /about too: a form on two pages.
  candidates.aboutWithForm = await build('about-with-form', 'mfe-marketing', (copy) =>
    edit(
      path.join(copy, 'src/content/about.ts'),
      '  blocks: [\n',
      "  blocks: [\n    { kind: 'form', id: 'contact', form: 'ContactForm', title: 'Talk to us' },\n",
    ),
  );
  // Renders in a browser (the smoke gate passes) but throws in Node.
  candidates.brokenOnServer = await build('broken-on-server', 'mfe-legal', (copy) =>
    edit(
      path.join(copy, 'src/pages/CookiePolicyPage.tsx'),
      'export function CookiePolicyPage() {\n',
      "export function CookiePolicyPage() {\n  if (typeof window === 'undefined') throw new Error('Broken in the server render');\n",
    ),
  );

  origin = await startStaticServer({ root: store, port: 0, isShell: false, env: {} });
  const apiPort = await freePort();
  api = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      API_PORT: String(apiPort),
      DATABASE_PATH: path.join(workDir, 'api.db'),
      ALLOW_DEV_TOKENS: '1',
    },
  });
  await waitUntilAnswering([`${localOrigin(apiPort)}/api/health`], { timeoutMs: 30_000 });
  env = {
    RELEASE_STORE: store,
    RELEASES_URL: localOrigin((origin.address() as AddressInfo).port),
    BLOG_API_URL: localOrigin(apiPort),
  };
  // Nine builds of about 5 s each on an idle machine.
}, 600_000);

afterAll(async () => {
  if (api?.pid) process.kill(api.pid, 'SIGTERM');
  await new Promise((resolve) => (origin ? origin.close(resolve) : resolve(undefined)));
  rmSync(workDir, { recursive: true, force: true });
});

/** `npm run prerender` with no browser anywhere: CHROMIUM_PATH names nothing, and the PATH is empty. */
function prerenderWithoutBrowser(extra: Record<string, string> = {}) {
  const emptyPath = path.join(workDir, 'empty-path');
  mkdirSync(emptyPath, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'ops/cli/prerender.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, CHROMIUM_PATH: '/nonexistent', PATH: emptyPath, ...extra },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

test("npm run prerender writes every page, React's server markup with its title, with no browser reachable", async () => {
  const outcome = await prerenderWithoutBrowser();
  expect(outcome.stderr).toBe('');
  expect(outcome.code).toBe(0);
  const [, pages, posts] = /Prerendered (\d+) pages \((\d+) blog posts\)/.exec(outcome.stdout) ?? [];
  // The pages the live releases record: the registries they were built from.
  const statics = registeredPages().filter((route) => !route.path.includes(':'));
  expect(Number(posts)).toBeGreaterThanOrEqual(6);
  expect(Number(pages)).toBe(statics.length + Number(posts) + 1);

  for (const route of statics) {
    const html = readFileSync(page(route.path), 'utf8');
    expect({
      route: route.path,
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
      description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    }).toEqual({
      route: route.path,
      title: escapeHtml(`${route.title} | Veritenant`),
      description: escapeHtml(route.description),
    });
    // React's server render: Suspense boundaries written in place (a browser's DOM has no such comments).
    const root = rootOf(html);
    expect(root).toMatch(/^<div id="root" data-prerendered><div[^>]*>.*<main .*<h1/s);
    expect(root).toContain('<!--$-->');
    // The head asks for nothing: every script and preload is the starter's, after the first paint.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script(?! type="application\/ld\+json")|rel="preload"/);
    // The first round trip of a new connection carries about 14 KB.
    expect({ route: route.path, brotli: readFileSync(`${page(route.path)}.br`).length < 14_000 }).toEqual({
      route: route.path,
      brotli: true,
    });
  }
  expect(readFileSync(path.join(pagesFolder(store), notFoundPage), 'utf8')).toContain(
    '<title>Page not found | Veritenant</title>',
  );

  // What the page asks for comes from the builds: the shell's start files, mfe-legal's entry,
  // chunks and shared chunk; on the home page, the stylesheets of the contact form mfe-marketing
  // places from mfe-forms.
  const legal = readLive(store).apps['mfe-legal']?.live ?? '';
  const legalBase = `${env.RELEASES_URL}/mfe-legal/${legal}/`;
  const startFiles = JSON.parse(
    readFileSync(path.join(store, shellApp.pkg, readLive(store).apps.shell?.live ?? '', 'start-files.json'), 'utf8'),
  ) as StartFiles;
  const cookie = plan(paths.cookiePolicy);
  const preloads = cookie.preloads.map(({ href }) => href);
  expect(preloads).toEqual(expect.arrayContaining(startFiles.scripts.map((file) => `/${file}`)));
  expect(preloads).toContain(`${legalBase}mf-manifest.json`);
  expect(preloads).toContain(`${legalBase}remoteEntry.js`);
  // The shell provides every shared module the page uses: mfe-legal's copy of the library stays put.
  expect(preloads.filter((href) => href.startsWith(`${legalBase}shared-library.`))).toEqual([]);
  expect(preloads.filter((href) => href.startsWith(`${legalBase}__federation_expose_CookiePolicyPage.`))).toHaveLength(
    1,
  );
  expect(cookie.stylesheets.slice(0, startFiles.stylesheets.length)).toEqual(
    startFiles.stylesheets.map((file) => `/${file}`),
  );
  // The home page's contact form is styled from the first paint; its code loads as the visitor nears it.
  const home = plan(paths.home);
  expect(home.stylesheets).toEqual(expect.arrayContaining([expect.stringMatching(/\/mfe-forms\/[^/]+\/[^/]+\.css$/)]));
  expect(home.preloads.filter(({ href }) => href.includes('/mfe-forms/'))).toEqual([]);
});

test("the shell's start files are its entry's module groups and the shared modules it provides, not what loads on demand", () => {
  const folder = path.join(store, shellApp.pkg, readLive(store).apps[shellApp.pkg]?.live ?? '');
  const startFiles = JSON.parse(readFileSync(path.join(folder, 'start-files.json'), 'utf8')) as StartFiles;
  const sourcesOf = (file: string) =>
    (JSON.parse(readFileSync(path.join(folder, `${file}.map`), 'utf8')) as { sources: string[] }).sources;
  const loadedAtStart = startFiles.scripts.flatMap(sourcesOf);
  const everyScript = readdirSync(folder)
    .filter((file) => file.endsWith('.js') && existsSync(path.join(folder, `${file}.map`)))
    .flatMap(sourcesOf);
  for (const module of ['/src/bootstrap.tsx', '/src/App.tsx', '/react-dom/client.js', '/zustand/esm/react.mjs'])
    expect({ module, atStart: loadedAtStart.some((source) => source.endsWith(module)) }).toEqual({
      module,
      atStart: true,
    });
  // The dialog and the toaster load when asked for: in the build, not among the start files.
  for (const module of ['/CookiePreferencesDialog.tsx', '/Toaster.tsx']) {
    expect({ module, built: everyScript.some((source) => source.endsWith(module)) }).toEqual({ module, built: true });
    expect({ module, atStart: loadedAtStart.some((source) => source.endsWith(module)) }).toEqual({
      module,
      atStart: false,
    });
  }
  // React, its DOM renderer, the router and zustand in one file; the shared library with its zod in another.
  const filesHolding = (module: RegExp) =>
    new Set(startFiles.scripts.filter((file) => sourcesOf(file).some((source) => module.test(source))));
  expect(filesHolding(/\/node_modules\/(react|react-dom|react-router|zustand)\//)).toHaveProperty('size', 1);
  expect(filesHolding(/^webpack:\/\/shell\/(\.\.\/)+(shared\/src|node_modules\/zod)\//)).toHaveProperty('size', 1);
  // The shared library's stylesheet (the global styles) first.
  expect(startFiles.stylesheets[0]).toMatch(/^shared-library\.[0-9a-f]+\.css$/);
  expect(startFiles.provides).toEqual(expect.arrayContaining(['react', 'react-dom', 'zustand', 'shared/router']));
  // Those only remotes import but every remote's page uses, too (shell/src/federation/provided-for-remotes.ts);
  // not one only a remote's own code needs.
  expect(startFiles.provides).toEqual(expect.arrayContaining(['shared/ui/page-hero', 'shared/page-data']));
  expect(startFiles.provides).not.toContain('shared/schemas/forms');
});

test("the render reads each remote's server build from the store, which no origin serves", async () => {
  const legal = readLive(store).apps['mfe-legal']?.live ?? '';
  // An origin of mfe-legal's own serving its releases without their server builds.
  const legalRoot = path.join(workDir, 'legal-without-server');
  cpSync(path.join(store, 'mfe-legal'), legalRoot, { recursive: true });
  rmSync(path.join(legalRoot, legal, 'server'), { recursive: true });
  const legalOrigin = await startStaticServer({ root: legalRoot, port: 0, isShell: false, env: {} });
  try {
    const legalUrl = localOrigin((legalOrigin.address() as AddressInfo).port);
    const outcome = await prerenderWithoutBrowser({ RELEASES_URL_MFE_LEGAL: legalUrl });
    expect(outcome.stderr).toBe('');
    expect(outcome.code).toBe(0);
    // The pages name the remote's files at its origin all the same.
    expect(published(paths.cookiePolicy)).toContain(`${legalUrl}/${legal}/`);
  } finally {
    await new Promise((resolve) => legalOrigin.close(resolve));
  }

  // A release whose server build is not in the store: named, and nothing is written.
  const server = path.join(store, 'mfe-legal', legal, 'server');
  const before = published(paths.cookiePolicy);
  renameSync(server, `${server}-away`);
  try {
    const outcome = await prerenderWithoutBrowser();
    expect(outcome.code).toBe(1);
    expect(outcome.stderr.trim()).toMatch(
      new RegExp(
        `^Prerendering /[a-z-]*\\S* failed: mfe_legal's server entry ${escapeRegExp(path.join(server, 'remoteEntry.js'))} is missing from the store$`,
      ),
    );
    expect(published(paths.cookiePolicy)).toBe(before);
  } finally {
    renameSync(`${server}-away`, server);
  }
  // The pages again as the site's origin names them.
  expect((await prerenderWithoutBrowser()).code).toBe(0);
});

describe('promote re-renders the app’s pages in Node before the switch', () => {
  test('mfe-legal with new copy: its three pages carry it, and Chromium is launched once, by the smoke gate', async () => {
    const aboutBefore = published(paths.about);
    const promoted = await runRelease(['promote', 'mfe-legal', candidates.text], {
      ...env,
      CHROMIUM_PATH: countingChromium(),
    });
    expect(promoted.stderr).toBe('');
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toContain('3 re-rendered');
    expect(launchCount()).toBe(1);
    expect(readLive(store).apps['mfe-legal']?.live).toBe(candidates.text);
    const cookie = readFileSync(page(paths.cookiePolicy), 'utf8');
    expect(rootOf(cookie)).toContain(newLead);
    expect(cookie).toContain(`/mfe-legal/${candidates.text}/`);
    for (const legalPage of [paths.privacyPolicy, paths.termsOfService])
      expect(readFileSync(page(legalPage), 'utf8')).toContain(`/mfe-legal/${candidates.text}/`);
    // Only mfe-legal's pages were rendered again.
    expect(published(paths.about)).toBe(aboutBefore);
  });

  test('mfe-forms with new copy: the pages of mfe-marketing that place its forms are rendered again with it', async () => {
    // The first render recorded which pages placed a form: the home page and the seven landing pages.
    const renderedFrom = await withReleases(env, ({ site }) => site.readRenderedFrom());
    const placing = Object.keys(renderedFrom['mfe-marketing']?.places ?? {});
    expect(placing).toEqual(expect.arrayContaining([paths.home, paths.financialServices, paths.government]));
    expect(placing).toHaveLength(8);
    expect(placing).not.toContain(paths.about);
    const formsBefore = readLive(store).apps['mfe-forms']?.live ?? '';
    const aboutBefore = published(paths.about);

    const promoted = await runRelease(['promote', 'mfe-forms', candidates.forms], env);
    expect(promoted.stderr).toBe('');
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toContain('9 re-rendered');
    for (const pagePath of [...placing, paths.trial]) {
      const html = published(pagePath) ?? '';
      expect({ pagePath, formsNow: html.includes(`/mfe-forms/${candidates.forms}/`) }).toEqual({
        pagePath,
        formsNow: true,
      });
      expect({ pagePath, formsBefore: html.includes(`/mfe-forms/${formsBefore}/`) }).toEqual({
        pagePath,
        formsBefore: false,
      });
    }
    expect(rootOf(published(paths.home) ?? '')).toContain(newSubmitLabel);
    expect(published(paths.about)).toBe(aboutBefore);
  });

  test('mfe-marketing placing a form on a second page: both pages carry its stylesheets and are recorded as placing it, a canary of mfe-forms too', async () => {
    // A canary of mfe-forms' release before the live one: its pages are mfe-forms' and those placing its forms.
    const formsCanary = readLive(store).apps['mfe-forms']?.previous ?? '';
    const canary = await runRelease(['promote', 'mfe-forms', formsCanary, '--canary', '50', '--no-watch'], env);
    expect(canary.stderr).toBe('');
    expect(canary.code).toBe(0);
    const canaryPagesOf = () =>
      JSON.parse(
        readFileSync(
          path.join(canaryPagesRoot(store), canaryPagesFolder('mfe-forms', formsCanary), canaryPagesList),
          'utf8',
        ),
      ) as string[];
    expect(canaryPagesOf()).toHaveLength(9);
    expect(canaryPagesOf()).not.toContain('about/index.html');

    const promoted = await runRelease(['promote', 'mfe-marketing', candidates.aboutWithForm], env);
    expect(promoted.stderr).toBe('');
    expect(promoted.code).toBe(0);
    // The canary's pages follow the placements this promotion made.
    expect(canaryPagesOf()).toContain('about/index.html');

    // Its pages no longer render (its server build gone from the store): the run goes on, its
    // visitors get the app page, and the operator is told.
    const serverBuild = path.join(store, 'mfe-forms', formsCanary, 'server');
    renameSync(serverBuild, `${serverBuild}-aside`);
    try {
      const rerendered = await prerenderWithoutBrowser();
      expect(rerendered.code).toBe(0);
      expect(rerendered.stderr.trim()).toMatch(
        new RegExp(
          `^warning: the pages of mfe-forms's canary ${formsCanary} could not be rendered \\(Prerendering \\S+ failed: ` +
            `mfe_forms's server entry \\S+ is missing from the store\\): its visitors get the app page until a switch renders them`,
        ),
      );
      expect(existsSync(path.join(canaryPagesRoot(store), canaryPagesFolder('mfe-forms', formsCanary)))).toBe(false);
    } finally {
      renameSync(`${serverBuild}-aside`, serverBuild);
    }
    expect((await runRelease(['rollback', 'mfe-forms'], env)).code).toBe(0);
    const renderedFrom = await withReleases(env, ({ site }) => site.readRenderedFrom());
    const places = renderedFrom['mfe-marketing']?.places ?? {};
    expect([places[paths.home], places[paths.about]]).toEqual([['mfe-forms'], ['mfe-forms']]);
    const formStylesheets = (pagePath: string) =>
      plan(pagePath).stylesheets.filter((href) => href.includes('/mfe-forms/'));
    expect(formStylesheets(paths.about)).toEqual(formStylesheets(paths.home));
    expect(formStylesheets(paths.about).length).toBeGreaterThan(0);
  });

  test('a release whose page throws in the render is refused by the prerender, and nothing is switched', async () => {
    const live = readFileSync(path.join(store, liveFile), 'utf8');
    const cookie = published(paths.cookiePolicy);
    const refused = await runRelease(['promote', 'mfe-legal', candidates.brokenOnServer], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      'refused by the prerender: Prerendering /cookie-policy failed: Broken in the server render',
    );
    expect(readFileSync(path.join(store, liveFile), 'utf8')).toBe(live);
    expect(published(paths.cookiePolicy)).toBe(cookie);
  });
});
