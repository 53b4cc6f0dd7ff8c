import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from 'shared/app-config';
import { remoteApps, shellApp } from 'shared/remotes';
import { freePort } from 'shared/testing/free-port';
import { waitUntilAnswering } from '../../lib/wait-until-answering';
import { writeLive } from '../folder/live';
import { createFolderStore } from '../folder/folder-store';
import { servedFolder } from '../folder/served-folder';
import { switchLive, type Live } from '../../core/live-record';
import { cacheControl } from '../../core/serving-rules';
import { pagesFolder } from '../../core/store-layout';
import { addTestRelease } from '../../testing/test-store';
import { foregroundNginxArgs, nginxConfig, nginxSiteEnv, writeNginxSite } from './site';
import { releasesOriginVariable } from '../../core/serving-config';

const env = {
  SITE_URL: 'http://127.0.0.1:18080',
  API_UPSTREAM: 'http://127.0.0.1:13010',
  ...Object.fromEntries(
    remoteApps.map((app, index) => [releasesOriginVariable(app.pkg), `http://127.0.0.1:1808${index + 1}`]),
  ),
};

let folder = '';
let store = '';
/** The live release of each app (one id for all: they are added at one instant). */
let id = '';

/** A store whose every app has one live release, built as the test builds are, and pages of / and 404. */
beforeEach(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'nginx-site-'));
  store = path.join(folder, 'store');
  const releases = createFolderStore(store);
  const now = new Date();
  const ids: Record<string, string> = {};
  for (const app of [shellApp, ...remoteApps]) ids[app.pkg] = (await addTestRelease(releases, app.pkg, now)).id;
  id = ids[shellApp.pkg]!;
  writeLive(
    store,
    Object.entries(ids).reduce<Pick<Live, 'apps'>>((live, [pkg, release]) => switchLive(live, pkg, release, now), {
      apps: {},
    }),
  );
  const pages = pagesFolder(store);
  mkdirSync(pages, { recursive: true });
  writeFileSync(path.join(pages, 'index.html'), '<!doctype html><title>home</title><h1>Home</h1>');
  writeFileSync(path.join(pages, '404.html'), '<!doctype html><title>not found</title><h1>Not found</h1>');
});

afterEach(() => rmSync(folder, { recursive: true, force: true }));

test('the site needs its origins, and the api defaults to the shell’s /api/', () => {
  expect(() => nginxSiteEnv({})).toThrow('SITE_URL');
  expect(() => nginxSiteEnv({ SITE_URL: 'http://127.0.0.1:18080' })).toThrow('RELEASES_URL_MFE_MARKETING');
  expect(nginxSiteEnv(env)).toMatchObject({
    FORM_ENDPOINT: 'http://127.0.0.1:18080/api/forms',
    BLOG_API_URL: 'http://127.0.0.1:18080',
  });
});

test('the live set is written in: the run-time configuration, the shell’s folder, each remote; no route', () => {
  const { conf, appConfig } = nginxConfig({ store: servedFolder(store), siteDir: path.join(folder, 'site'), env });
  const config = JSON.stringify(appConfig);
  expect(config).toContain(`/mf-manifest.json`);
  expect(config).toContain(`http://127.0.0.1:18084/${id}/mf-manifest.json`);
  expect(appConfig.pages?.map((page) => page.path)).toContain('/cookie-policy');
  expect(conf).toContain(`/shell/${id}/app.html =404;`);
  expect(conf).toContain('listen 127.0.0.1:18084;');
  expect(conf).toContain('proxy_pass http://127.0.0.1:13010;');
  expect(conf).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  expect(conf).toContain('location = /terms { return 301 /terms-of-service; }');
  // A page is its page file: no route of the releases is in the configuration.
  expect(conf).not.toContain('cookie-policy');
});

test('an https origin needs a certificate', () => {
  expect(() =>
    nginxConfig({ store: servedFolder(store), siteDir: folder, env: { ...env, SITE_URL: 'https://www.example.com' } }),
  ).toThrow('TLS_CERTIFICATE');
});

test('nginx accepts the configuration (nginx -t)', () => {
  const siteDir = path.join(folder, 'site');
  const conf = writeNginxSite({ store: servedFolder(store), siteDir, env });
  expect(() => execFileSync('nginx', ['-t', '-q', '-p', siteDir, '-c', conf], { stdio: 'pipe' })).not.toThrow();
});

describe('a running nginx, never reloaded', () => {
  let nginx: ChildProcess | undefined;
  let origin = '';
  let siteDir = '';

  beforeEach(async () => {
    const ports = await Promise.all([shellApp, ...remoteApps].map(() => freePort()));
    const siteEnv = {
      ...env,
      SITE_URL: `http://127.0.0.1:${ports[0]}`,
      ...Object.fromEntries(
        remoteApps.map((app, index) => [releasesOriginVariable(app.pkg), `http://127.0.0.1:${ports[index + 1]}`]),
      ),
    };
    origin = siteEnv.SITE_URL;
    siteDir = path.join(folder, 'site');
    const started = spawn(
      'nginx',
      foregroundNginxArgs(siteDir, writeNginxSite({ store: servedFolder(store), siteDir, env: siteEnv })),
      {
        stdio: 'ignore',
      },
    );
    nginx = started;
    await waitUntilAnswering([`${origin}/app-config.json`], {
      timeoutMs: 20_000,
      intervalMs: 100,
      gaveUp: () => (started.exitCode !== null ? `nginx exited with ${started.exitCode}` : undefined),
    });
  });

  afterEach(async () => {
    if (nginx?.pid !== undefined && nginx.exitCode === null) {
      const exited = once(nginx, 'exit');
      process.kill(nginx.pid, 'SIGTERM');
      await exited;
    }
  });

  const get = async (pathname: string) => {
    const response = await fetch(`${origin}${pathname}`);
    return { status: response.status, headers: response.headers, body: await response.text() };
  };

  test('a page file published after it started is served, with the page headers; removed, it is the 404 page', async () => {
    const pid = readFileSync(path.join(siteDir, 'nginx.pid'), 'utf8').trim();
    const page = path.join(pagesFolder(store), 'manufacturing', 'index.html');
    expect(await get('/manufacturing')).toMatchObject({ status: 404, body: expect.stringContaining('Not found') });

    mkdirSync(path.dirname(page));
    writeFileSync(page, '<!doctype html><title>Manufacturing</title><h1>Manufacturing</h1>');
    for (const pathname of ['/manufacturing', '/manufacturing/']) {
      const published = await get(pathname);
      expect([published.status, published.body]).toEqual([200, expect.stringContaining('<h1>Manufacturing</h1>')]);
      expect(published.headers.get('cache-control')).toBe(cacheControl.revalidate);
      expect(published.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }

    rmSync(path.dirname(page), { recursive: true });
    const removed = await get('/manufacturing');
    expect([removed.status, removed.body]).toEqual([404, expect.stringContaining('Not found')]);
    expect(removed.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(readFileSync(path.join(siteDir, 'nginx.pid'), 'utf8').trim()).toBe(pid);
  });

  test('a page of the live releases without its file (a rollback that could not render it) is the app page', async () => {
    const config = (await (await fetch(`${origin}/app-config.json`)).json()) as AppConfig;
    expect(config.pages?.map((page) => page.path)).toContain('/cookie-policy');
    const unrendered = await get('/cookie-policy');
    expect([unrendered.status, unrendered.body]).toEqual([200, expect.stringContaining('<div id="root">')]);
    expect(unrendered.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // Not a page of the live releases: the 404 page, in any case and with any segment more.
    for (const pathname of ['/Cookie-policy', '/cookie-policy/more', '/manufacturing']) {
      expect({ pathname, status: (await get(pathname)).status }).toEqual({ pathname, status: 404 });
    }
    expect((await get('/')).body).toContain('<h1>Home</h1>');
  });
});
