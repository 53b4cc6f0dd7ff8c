import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pages as legalPages } from 'mfe-legal/pages';
import type { AppConfig } from 'shared/app-config';
import { localOrigin, shellApp } from 'shared/remotes';
import { startStaticServer } from './static-server';
import { canaryPagesFolder, canaryPagesList } from '../../core/canary-pages';
import { createFolderStore } from '../folder/folder-store';
import { liveFile, readLive, writeLive } from '../folder/live';
import { servedFolder } from '../folder/served-folder';
import { switchLive, withCanary, type Canary } from '../../core/live-record';
import { storeServing } from './serving';
import { signPreview } from '../../core/swap-cookies';
import { REPORT_PASS_TTL_SECONDS, reportPassKey, verifyReportPass } from 'api/report-pass';
import { addTestRelease } from '../../testing/test-store';
import { canaryPagesRoot, pagesFolder } from '../../core/store-layout';

let store = '';
let server: Server | undefined;

beforeEach(() => {
  store = mkdtempSync(path.join(tmpdir(), 'release-serving-'));
});
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  rmSync(store, { recursive: true, force: true });
});

test('a live.json that turns corrupt is reported once, and the live set read before goes on being served', async () => {
  const releases = createFolderStore(store);
  const shell = await addTestRelease(releases, shellApp.pkg, new Date('2026-11-25T06:00:00Z'));
  const legal = await addTestRelease(releases, 'mfe-legal', new Date('2026-11-25T06:10:00Z'));
  const marketing = await addTestRelease(releases, 'mfe-marketing', new Date('2026-11-25T06:10:00Z'));
  const now = new Date();
  const live = switchLive(switchLive({ apps: {} }, shellApp.pkg, shell.id, now), 'mfe-legal', legal.id, now);
  writeLive(store, switchLive(live, 'mfe-marketing', marketing.id, now));
  const reports: string[] = [];
  const error = jest.spyOn(console, 'error').mockImplementation((message: string) => reports.push(message));
  try {
    const env = { RELEASES_URL: 'https://releases.example.com' };
    server = await startStaticServer({
      ...storeServing(servedFolder(store), shellApp.pkg, env),
      port: 0,
      isShell: true,
      env,
    });
    const origin = localOrigin((server.address() as AddressInfo).port);
    // The report pass is signed anew each time (its expiry moves on).
    const withoutPass = async () => {
      const { reportPass: _pass, ...config } = (await (await fetch(`${origin}/app-config.json`)).json()) as AppConfig;
      return config;
    };
    const config = await withoutPass();

    writeFileSync(path.join(store, liveFile), '{"apps":');
    for (const pagePath of ['/cookie-policy', '/', '/main.0123abcd.js']) {
      expect({ pagePath, status: (await fetch(`${origin}${pagePath}`)).status }).toEqual({ pagePath, status: 200 });
    }
    expect(await withoutPass()).toEqual(config);
    expect(reports).toEqual([
      expect.stringMatching(
        new RegExp(`^${path.join(store, liveFile)} is not JSON .*; serving the live set read before$`),
      ),
    ]);
  } finally {
    error.mockRestore();
  }
});

describe('previews and canaries', () => {
  const legal = 'mfe-legal';
  const secret = 'p'.repeat(32);
  const env = { RELEASES_URL: 'https://releases.example.com', RELEASE_PREVIEW_SECRET: secret };
  const ids = { shell: '', first: '', second: '', marketing: '' };
  let origin = '';

  /** The store's live set: the shell, mfe-marketing and mfe-legal's first release, with `canary` beside it. */
  async function serveStore(canary?: Canary, serveEnv: Record<string, string> = env): Promise<void> {
    const releases = createFolderStore(store);
    ids.shell = (await addTestRelease(releases, shellApp.pkg, new Date('2026-11-25T06:00:00Z'))).id;
    ids.first = (await addTestRelease(releases, legal, new Date('2026-11-25T06:10:00Z'))).id;
    ids.second = (await addTestRelease(releases, legal, new Date('2026-11-25T06:20:00Z'))).id;
    ids.marketing = (await addTestRelease(releases, 'mfe-marketing', new Date('2026-11-25T06:10:00Z'))).id;
    const now = new Date();
    const withShell = switchLive({ apps: {} }, shellApp.pkg, ids.shell, now);
    const live = switchLive(switchLive(withShell, 'mfe-marketing', ids.marketing, now), legal, ids.first, now);
    writeLive(store, canary ? withCanary(live, legal, { ...canary, release: ids.second }) : live);
    for (const page of ['index.html', 'cookie-policy/index.html']) {
      mkdirSync(path.dirname(path.join(pagesFolder(store), page)), { recursive: true });
      writeFileSync(path.join(pagesFolder(store), page), '<!doctype html><title>prerendered</title>');
    }
    server = await startStaticServer({
      ...storeServing(servedFolder(store), shellApp.pkg, serveEnv),
      port: 0,
      isShell: true,
      env: serveEnv,
    });
    origin = localOrigin((server.address() as AddressInfo).port);
  }

  const manifestOf = (id: string) => `${env.RELEASES_URL}/${legal}/${id}/mf-manifest.json`;
  const get = (pagePath: string, cookie?: string) =>
    fetch(`${origin}${pagePath}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
  const previewCookie = (id: string, expires = inAnHour()) =>
    `vt_preview_mfe_legal=${signPreview(secret, legal, id, expires)}`;

  /** What a browser is served: the release of mfe-legal its configuration names, and its page. */
  async function served(cookie?: string) {
    const config = (await (await get('/app-config.json', cookie)).json()) as AppConfig;
    const page = await get('/cookie-policy', cookie);
    return {
      release: config.releases?.[legal],
      manifest: config.remotes.mfe_legal,
      previews: config.previews,
      page: (await page.text()).includes('prerendered') ? 'prerendered' : 'app page',
      cacheControl: page.headers.get('cache-control'),
      vary: page.headers.get('vary'),
    };
  }

  test('a visitor with no swap gets the live releases and their prerendered pages, and no cookie', async () => {
    await serveStore();
    const response = await get('/cookie-policy');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await served()).toEqual({
      release: ids.first,
      manifest: manifestOf(ids.first),
      previews: undefined,
      page: 'prerendered',
      cacheControl: 'no-cache',
      vary: expect.stringContaining('Cookie'),
    });
    expect((await (await get('/app-config.json')).json()).releases).toEqual({
      [shellApp.pkg]: ids.shell,
      'mfe-marketing': ids.marketing,
      [legal]: ids.first,
    });
  });

  test('a valid preview link sets its cookie and sends the browser home; the cookie swaps the release in for it', async () => {
    await serveStore();
    const expires = inAnHour();
    const sig = signPreview(secret, legal, ids.second, expires).split('.').at(-1)!;
    const link = `/_preview?app=${legal}&release=${ids.second}&expires=${expires}&sig=${sig}`;
    const response = await get(link);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(
      new RegExp(
        `^vt_preview_mfe_legal=${ids.second}\\.${expires}\\.${sig}; Path=/; Max-Age=(3599|3600); SameSite=Lax; HttpOnly$`,
      ),
    );

    const cookie = setCookie.split(';')[0];
    expect(await served(cookie)).toEqual({
      release: ids.second,
      manifest: manifestOf(ids.second),
      previews: { [legal]: { release: ids.second, expires: new Date(expires * 1000).toISOString() } },
      page: 'app page',
      cacheControl: 'private, no-cache',
      vary: expect.stringContaining('Cookie'),
    });
    const home = await get('/', cookie);
    expect([home.status, (await home.text()).includes('prerendered')]).toEqual([200, false]);
    // The page's policy allows what its configuration loads.
    expect(home.headers.get('content-security-policy')).toContain(env.RELEASES_URL);
  });

  test('a link or cookie that does not check out is refused with a plain 400, or ignored', async () => {
    await serveStore();
    const expires = inAnHour();
    const sig = signPreview(secret, legal, ids.second, expires).split('.').at(-1)!;
    const past = Math.floor(Date.now() / 1000) - 1;
    const pastSig = signPreview(secret, legal, ids.second, past).split('.').at(-1)!;
    const shellSig = signPreview(secret, shellApp.pkg, ids.shell, expires).split('.').at(-1)!;
    const goneSig = signPreview(secret, legal, '20261125T000000Z-9', expires).split('.').at(-1)!;
    for (const query of [
      `app=${legal}&release=${ids.first}&expires=${expires}&sig=${sig}`,
      `app=${legal}&release=${ids.second}&expires=${expires + 60}&sig=${sig}`,
      `app=${legal}&release=${ids.second}&expires=${past}&sig=${pastSig}`,
      `app=${shellApp.pkg}&release=${ids.shell}&expires=${expires}&sig=${shellSig}`,
      `app=${legal}&release=20261125T000000Z-9&expires=${expires}&sig=${goneSig}`,
      `app=${legal}`,
      '',
    ]) {
      const response = await get(`/_preview?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await response.text()).toBe('This preview link is invalid or has expired.');
    }

    const live = await served();
    for (const cookie of [
      previewCookie(ids.second).replace(ids.second, ids.first),
      previewCookie(ids.second, past),
      `vt_preview_mfe_legal=${signPreview('q'.repeat(32), legal, ids.second, expires)}`,
      'vt_preview_mfe_legal=garbage',
    ]) {
      expect({ cookie, served: await served(cookie) }).toEqual({ cookie, served: live });
    }
  });

  test('/_preview/exit clears every preview cookie and sends the browser home', async () => {
    await serveStore();
    const response = await get('/_preview/exit', previewCookie(ids.second));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.getSetCookie()).toEqual(
      ['mfe_marketing', 'mfe_forms', 'mfe_blog', 'mfe_legal'].map(
        (name) => `vt_preview_${name}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`,
      ),
    );
  });

  test("a release adding a page serves it to its swapped browsers only, a previewer and the canary's cohort", async () => {
    await serveStore();
    const added = {
      path: '/data-processing',
      module: 'DataProcessingPage',
      title: 'Data Processing',
      description: 'How we process data.',
      sitemap: true,
    };
    const adding = await addTestRelease(createFolderStore(store), legal, new Date('2026-11-25T06:30:00Z'), {
      pages: [...legalPages, added],
    });
    const answer = async (cookie?: string) => {
      const config = (await (await get('/app-config.json', cookie)).json()) as AppConfig;
      return {
        routed: config.pages?.some((route) => route.path === added.path),
        status: (await get(added.path, cookie)).status,
      };
    };
    expect(await answer()).toEqual({ routed: false, status: 404 });
    expect(await answer(previewCookie(adding.id))).toEqual({ routed: true, status: 200 });

    const since = new Date().toISOString();
    writeLive(store, withCanary(readLive(store), legal, { release: adding.id, share: 50, since }));
    expect(await answer('vt_cohort=49')).toEqual({ routed: true, status: 200 });
    expect(await answer('vt_cohort=50')).toEqual({ routed: false, status: 404 });
  });

  test('while a canary is live, a browser without a cohort is given one; cohorts below the share get the candidate', async () => {
    await serveStore({ release: '', share: 50, since: new Date().toISOString() });
    for (const pagePath of ['/cookie-policy', '/app-config.json', '/cookie-policy']) {
      const setCookie = (await get(pagePath)).headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/^vt_cohort=(\d|[1-9]\d); Path=\/; Max-Age=604800; SameSite=Lax; HttpOnly$/);
    }
    expect((await get('/cookie-policy', 'vt_cohort=abc')).headers.get('set-cookie')).toMatch(/^vt_cohort=\d+;/);
    expect((await get('/cookie-policy', 'vt_cohort=49')).headers.get('set-cookie')).toBeNull();

    expect(await served('vt_cohort=49')).toMatchObject({
      release: ids.second,
      manifest: manifestOf(ids.second),
      previews: undefined,
      page: 'app page',
      cacheControl: 'private, no-cache',
    });
    expect(await served('vt_cohort=50')).toMatchObject({
      release: ids.first,
      page: 'prerendered',
      cacheControl: 'no-cache',
    });
    // A preview wins over the canary.
    expect(await served(`vt_cohort=0; ${previewCookie(ids.first)}`)).toMatchObject({
      release: ids.first,
      previews: { [legal]: expect.objectContaining({ release: ids.first }) },
      page: 'app page',
    });
  });

  test('each browser’s configuration carries a report pass naming the releases it is served, for 2 h', async () => {
    await serveStore({ release: '', share: 50, since: new Date().toISOString() });
    for (const cookie of ['vt_cohort=49', 'vt_cohort=50', `vt_cohort=0; ${previewCookie(ids.first)}`]) {
      const config = (await (await get('/app-config.json', cookie)).json()) as AppConfig;
      const pass = config.reportPass ?? '';
      expect(Object.fromEntries(verifyReportPass(reportPassKey(secret), pass, new Date()) ?? [])).toEqual(
        config.releases,
      );
      const expires = Number(pass.split('.')[0]);
      expect(expires - Date.now() / 1000).toBeGreaterThan(REPORT_PASS_TTL_SECONDS - 60);
      expect(expires - Date.now() / 1000).toBeLessThanOrEqual(REPORT_PASS_TTL_SECONDS);
    }
    expect((await (await get('/app-config.json', 'vt_cohort=49')).json()).releases[legal]).toBe(ids.second);
  });

  test("with the canary's pages written, its visitors get them on its routes and the live pages elsewhere", async () => {
    await serveStore({ release: '', share: 50, since: new Date().toISOString() });
    const canaryFolder = path.join(canaryPagesRoot(store), canaryPagesFolder(legal, ids.second));
    mkdirSync(path.join(canaryFolder, 'cookie-policy'), { recursive: true });
    writeFileSync(path.join(canaryFolder, 'cookie-policy', 'index.html'), '<!doctype html><title>the canary</title>');
    writeFileSync(path.join(canaryFolder, canaryPagesList), JSON.stringify(['cookie-policy/index.html']));

    const page = async (pagePath: string, cookie: string) => {
      const response = await get(pagePath, cookie);
      return { body: await response.text(), cacheControl: response.headers.get('cache-control') };
    };
    expect(await page('/cookie-policy', 'vt_cohort=49')).toEqual({
      body: '<!doctype html><title>the canary</title>',
      cacheControl: 'private, no-cache',
    });
    // The home page holds none of mfe-legal's code: the live one, this browser's own all the same.
    expect(await page('/', 'vt_cohort=49')).toEqual({
      body: '<!doctype html><title>prerendered</title>',
      cacheControl: 'private, no-cache',
    });
    expect((await page('/cookie-policy', 'vt_cohort=50')).body).toBe('<!doctype html><title>prerendered</title>');
    // A previewer gets the app page, on every route.
    expect((await page('/', `vt_cohort=49; ${previewCookie(ids.second)}`)).body).not.toContain('prerendered');
  });

  test('a preview secret too short stops the start in one line; a folder store makes its own on first use only', async () => {
    await serveStore();
    expect(() => storeServing(servedFolder(store), shellApp.pkg, { RELEASE_PREVIEW_SECRET: 'short' })).toThrow(
      'RELEASE_PREVIEW_SECRET must be at least 32 characters',
    );
    const own = storeServing(servedFolder(store), shellApp.pkg, {});
    expect(existsSync(path.join(store, 'preview-secret'))).toBe(false);
    own.swaps!.visitor(previewCookie(ids.second));
    expect(existsSync(path.join(store, 'preview-secret'))).toBe(true);
  });

  test("a folder store's secret file cut short stops the start in one line", async () => {
    await serveStore();
    for (const text of ['', 'x'.repeat(31)]) {
      writeFileSync(path.join(store, 'preview-secret'), text);
      expect(() => storeServing(servedFolder(store), shellApp.pkg, {})).toThrow(
        new RegExp(
          `^${path.join(store, 'preview-secret')} holds ${text.length} characters, a preview secret needs at least 32: `,
        ),
      );
    }
  });

  test("a folder store's secret rewritten is used by the running server at once; one cut short is said once and not used", async () => {
    const secretFile = path.join(store, 'preview-secret');
    /** As an operator rotates it: a new file renamed over the old one. */
    const rotate = (text: string) => {
      writeFileSync(`${secretFile}.new`, text);
      renameSync(`${secretFile}.new`, secretFile);
    };
    const [first, second] = ['1'.repeat(64), '2'.repeat(64)];
    rotate(first);
    const ownEnv = { RELEASES_URL: env.RELEASES_URL };
    await serveStore(undefined, ownEnv);
    const link = (key: string) => {
      const expires = inAnHour();
      const sig = signPreview(key, legal, ids.second, expires).split('.').at(-1)!;
      return `/_preview?app=${legal}&release=${ids.second}&expires=${expires}&sig=${sig}`;
    };
    const reports: string[] = [];
    const error = jest.spyOn(console, 'error').mockImplementation((line: string) => reports.push(line));
    try {
      expect([(await get(link(first))).status, (await get(link(second))).status]).toEqual([303, 400]);
      rotate(second);
      expect([(await get(link(first))).status, (await get(link(second))).status]).toEqual([400, 303]);
      rotate('');
      expect([(await get(link(first))).status, (await get(link(second))).status]).toEqual([400, 303]);
      expect((await get(link(''))).status).toBe(400);
      expect(reports).toEqual([
        `${secretFile} holds 0 characters, a preview secret needs at least 32: remove it (the next preview makes a new one) or write a longer one; previews go on with the secret read before`,
      ]);
    } finally {
      error.mockRestore();
    }
  });

  test('on an https site the cookies are Secure', async () => {
    await serveStore(
      { release: '', share: 10, since: new Date().toISOString() },
      {
        ...env,
        SITE_URL: 'https://www.example.com',
      },
    );
    expect((await get('/')).headers.get('set-cookie')).toMatch(/; HttpOnly; Secure$/);
  });
});
