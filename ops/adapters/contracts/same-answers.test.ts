/**
 * The serving adapters' contract: the Node server and nginx over one small folder store answer a table of paths
 * with the same status, ruled headers and body. nginx runs in the foreground, stopped by its pid.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { appConfigPath, type AppConfig } from 'shared/app-config';
import { REPORT_PASS_TTL_SECONDS, reportPassKey, verifyReportPass } from 'api/report-pass';
import { serverRemoteEntry } from 'shared/build/server-build';
import { remoteApps, shellApp } from 'shared/remotes';
import { freePort } from 'shared/testing/free-port';
import { waitUntilAnswering } from '../../lib/wait-until-answering';
import { foregroundNginxArgs, nginxSiteEnv, writeNginxSite } from '../nginx/site';
import { readLive, writeLive } from '../folder/live';
import { switchLive, withCanary, type Live } from '../../core/live-record';
import { storeServing } from '../serve/serving';
import { createFolderStore } from '../folder/folder-store';
import { servedFolder } from '../folder/served-folder';
import { renderedFromFile, writtenList } from '../../core/release-store';
import { releaseJsonFile } from '../../core/release-json';
import { addTestRelease, exposedChunk } from '../../testing/test-store';
import { registryOf } from '../../testing/site-pages';
import { startStaticServer } from '../serve/static-server';
import { startBlogApi, type BlogApi } from '../../testing/blog-api';
import { writeCompressedCopies } from '../../lib/precompressed';
import { cacheControl } from '../../core/serving-rules';
import { knownPosts, malformedPaths, shellPaths } from '../../testing/shell-paths';
import { releasesOriginVariable } from '../../core/serving-config';
import { pagesFolder, releaseFolder } from '../../core/store-layout';

const legal = remoteApps.find((app) => app.pkg === 'mfe-legal')!;
const legalChunk = exposedChunk(registryOf(legal.name)[0]!.module);

/** The headers the serving rules decide. */
const ruledHeaders = [
  'cache-control',
  'content-encoding',
  'x-content-type-options',
  'access-control-allow-origin',
  'content-security-policy',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
];

/** The remote's live release is also at its origin's root. */
const remotePaths = (liveId: string) => [
  '/mf-manifest.json',
  '/remoteEntry.js',
  `/${legalChunk}`,
  `/${liveId}/mf-manifest.json`,
];

/** What a remote's origin keeps from visitors: release.json and the server build, by id and at the root. */
const unservedRemotePaths = (liveId: string) =>
  [releaseJsonFile, serverRemoteEntry].flatMap((file) => [`/${liveId}/${file}`, `/${file}`]);

let folder = '';
let legalId = '';
let nginx: ChildProcess | undefined;
let blogApi: BlogApi | undefined;
const servers: Server[] = [];
const origins = { node: { shell: '', legal: '' }, nginx: { shell: '', legal: '' } };

async function write(file: string, content: string): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  if (file.endsWith('.html')) await writeCompressedCopies(file, content);
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'same-answers-'));
  const store = path.join(folder, 'store');
  // Every app's small test build live, its hashed script and the pages with the copies a real
  // build and the prerender write.
  const now = new Date();
  const releases = createFolderStore(store);
  const ids: Record<string, string> = {};
  for (const app of [shellApp, ...remoteApps]) ids[app.pkg] = (await addTestRelease(releases, app.pkg, now)).id;
  writeLive(
    store,
    Object.entries(ids).reduce<Pick<Live, 'apps'>>((live, [pkg, id]) => switchLive(live, pkg, id, now), { apps: {} }),
  );
  legalId = ids[legal.pkg]!;
  const script = path.join(releaseFolder(store, shellApp.pkg, ids[shellApp.pkg]!), 'main.0123abcd.js');
  await writeCompressedCopies(script, readFileSync(script, 'utf8'));
  const pages = pagesFolder(store);
  await write(path.join(pages, 'index.html'), '<!doctype html><title>home</title><main><h1>Home</h1></main>');
  await write(path.join(pages, 'about', 'index.html'), '<!doctype html><title>about</title><h1>About</h1>');
  await write(path.join(pages, '404.html'), '<!doctype html><title>not found</title><h1>Not found</h1>');
  await write(path.join(pages, 'robots.txt'), 'User-agent: *\n');
  await write(path.join(pages, writtenList), '[]');
  await write(path.join(pages, renderedFromFile), '{}');

  blogApi = await startBlogApi(knownPosts);
  const [shellPort, ...remotePorts] = await Promise.all([shellApp, ...remoteApps].map(() => freePort()));
  const env = nginxSiteEnv({
    SITE_URL: `http://127.0.0.1:${shellPort}`,
    // The blog api is the site's own (`BLOG_API_URL` unset): both servers ask it through nginx's `/api/`.
    API_UPSTREAM: blogApi.url,
    ...Object.fromEntries(
      remoteApps.map((app, index) => [releasesOriginVariable(app.pkg), `http://127.0.0.1:${remotePorts[index]}`]),
    ),
  });
  origins.nginx = { shell: env.SITE_URL!, legal: env[releasesOriginVariable(legal.pkg)]! };

  const siteDir = path.join(folder, 'site');
  nginx = spawn('nginx', foregroundNginxArgs(siteDir, writeNginxSite({ store: servedFolder(store), siteDir, env })), {
    stdio: 'ignore',
  });
  const started = nginx;
  await waitUntilAnswering([`${origins.nginx.shell}/app-config.json`, `${origins.nginx.legal}/mf-manifest.json`], {
    timeoutMs: 20_000,
    intervalMs: 100,
    gaveUp: () => (started.exitCode !== null ? `nginx exited with ${started.exitCode}` : undefined),
  });

  for (const app of [shellApp, legal]) {
    const port = await freePort();
    const serving = storeServing(servedFolder(store), app.pkg, env);
    servers.push(await startStaticServer({ ...serving, port, isShell: app === shellApp, env }));
    origins.node[app === shellApp ? 'shell' : 'legal'] = `http://127.0.0.1:${port}`;
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  if (nginx?.pid !== undefined && nginx.exitCode === null) {
    const exited = once(nginx, 'exit');
    process.kill(nginx.pid, 'SIGTERM');
    await exited;
  }
  await blogApi?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** What a server answers for `pathname`: what the rules decide, and the body. */
async function answer(origin: string, pathname: string) {
  const response = await fetch(`${origin}${pathname}`, { headers: { 'Accept-Encoding': 'gzip' }, redirect: 'manual' });
  const location = response.headers.get('location');
  return {
    status: response.status,
    headers: Object.fromEntries(ruledHeaders.map((name) => [name, response.headers.get(name)])),
    // nginx names the whole URL, Express the path: both send the browser to the same place.
    location: location && new URL(location, `${origin}${pathname}`).pathname,
    body: response.status >= 300 && response.status < 400 ? '' : withoutReportPass(pathname, await response.text()),
  };
}

/** A configuration without its report pass, signed anew for each answer (compared on its own below). */
function withoutReportPass(pathname: string, body: string): string {
  if (pathname !== appConfigPath) return body;
  const { reportPass: _pass, ...config } = JSON.parse(body) as AppConfig;
  return JSON.stringify(config);
}

test.each(Object.entries(shellPaths))(
  'the shell’s origin answers %s the same on both servers',
  async (pathname, status) => {
    const nginxAnswer = await answer(origins.nginx.shell, pathname);
    expect(nginxAnswer.status).toBe(status);
    expect(await answer(origins.node.shell, pathname)).toEqual(nginxAnswer);
  },
);

test.each(['/index.html', '/about/index.html', `/${shellApp.appPage}`, '/404.html'])(
  'a page by its file name (%s) is the 404 page with the page headers on both servers: never framed',
  async (pathname) => {
    for (const origin of [origins.nginx.shell, origins.node.shell]) {
      const { status, headers } = await answer(origin, pathname);
      expect({ origin, status }).toEqual({ origin, status: 404 });
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
    }
  },
);

test('both servers sign a report pass for the live releases with the store’s secret, for 2 h', async () => {
  const key = reportPassKey(readFileSync(path.join(folder, 'store', 'preview-secret'), 'utf8').trim());
  for (const origin of [origins.nginx.shell, origins.node.shell]) {
    const { releases, reportPass = '' } = (await (await fetch(`${origin}${appConfigPath}`)).json()) as AppConfig;
    expect({ origin, named: Object.fromEntries(verifyReportPass(key, reportPass, new Date()) ?? []) }).toEqual({
      origin,
      named: releases,
    });
    expect(Number(reportPass.split('.')[0]) - Date.now() / 1000).toBeGreaterThan(REPORT_PASS_TTL_SECONDS - 60);
  }
});

test('a hashed file goes out as its copy, cached for a year', async () => {
  expect((await answer(origins.nginx.shell, '/main.0123abcd.js')).headers).toMatchObject({
    'cache-control': cacheControl.immutable,
    'content-encoding': 'gzip',
  });
});

test('a remote’s origin answers the same on both servers', async () => {
  for (const pathname of remotePaths(legalId)) {
    expect(await answer(origins.node.legal, pathname)).toEqual(await answer(origins.nginx.legal, pathname));
  }
});

test.each(Object.entries(malformedPaths).map(([pathname, status]) => [pathname.slice(0, 40), pathname, status]))(
  'a malformed path (%s) is refused alike on both servers, with a short page',
  async (_, pathname, status) => {
    const nginxAnswer = await fetch(`${origins.nginx.shell}${pathname}`);
    const nodeAnswer = await fetch(`${origins.node.shell}${pathname}`);
    const body = await nodeAnswer.text();
    expect([nginxAnswer.status, nodeAnswer.status]).toEqual([status, status]);
    expect(body.length).toBeLessThan(200);
    expect(body).not.toMatch(/ at |node_modules|Error/);
  },
);

test('a remote’s origin answers 404 for release.json and the server build on both servers', async () => {
  for (const pathname of unservedRemotePaths(legalId)) {
    const statuses = await Promise.all(
      [origins.nginx.legal, origins.node.legal].map(async (origin) => (await fetch(`${origin}${pathname}`)).status),
    );
    expect({ pathname, statuses }).toEqual({ pathname, statuses: [404, 404] });
  }
});

test('while a canary is live, an answer that gives a new visitor a cohort is private', async () => {
  const store = path.join(folder, 'store');
  const live = readLive(store);
  writeLive(store, withCanary(live, legal.pkg, { release: legalId, share: 50, since: new Date().toISOString() }));
  try {
    // Ten new visitors a path: some cohorts are outside the canary, their answers swapped for nothing.
    const paths = ['/', '/about', '/no-such-page', '/app-config.json'].flatMap((pathname) => Array(10).fill(pathname));
    for (const pathname of paths) {
      const response = await fetch(`${origins.node.shell}${pathname}`);
      expect({ pathname, cookie: response.headers.get('set-cookie')?.split('=')[0] }).toEqual({
        pathname,
        cookie: 'vt_cohort',
      });
      expect({ pathname, cacheControl: response.headers.get('cache-control') }).toEqual({
        pathname,
        cacheControl: cacheControl.private,
      });
    }
  } finally {
    writeLive(store, live);
  }
});
