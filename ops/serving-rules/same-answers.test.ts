/**
 * The two servers of the site follow the same serving rules: the Node static server (as
 * `ops/serve.ts` serves a release store) and nginx with the configuration `npm run nginx -- write`
 * generates, both serving one small store, answer a table of paths with the same status, the
 * same headers the rules set and the same body. nginx runs in the foreground with its own prefix
 * and is stopped by its pid.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { remoteApps, shellApp } from 'shared/remotes';
import { freePort } from 'shared/testing/free-port';
import { waitUntilAnswering } from '../lib/wait-until-answering';
import { nginxSiteEnv, writeNginxSite } from '../nginx/site';
import { writeLive } from '../release/live';
import { releasesOriginVariable, storeServing } from '../release/serving';
import { pagesFolder, releaseFolder } from '../release/store';
import { startStaticServer } from '../serve/static-server';
import { writeCompressedCopies } from './precompressed';

const id = '20261125T070000Z-1';
const legal = remoteApps.find((app) => app.pkg === 'mfe-legal')!;

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

/** Paths of the shell's origin and of a remote's, as a browser asks for them. */
const shellPaths = [
  '/',
  '/about',
  '/about/',
  // A route without its prerendered page (a post published since the prerender): the app page.
  '/blog/published-after-the-prerender',
  '/no-such-page',
  // Paths match routes as written: another case, or a segment more, is not the page.
  '/About',
  '/blog/a-post/more',
  '/no-such.0123abcd.js',
  '/terms',
  '/app-config.json',
  '/main.0123abcd.js',
  `/${shellApp.pageStarter}`,
  '/robots.txt',
];
const remotePaths = ['/mf-manifest.json', '/remoteEntry.js', '/chunk.0123abcd.js', `/${id}/mf-manifest.json`];

let folder = '';
let nginx: ChildProcess | undefined;
const servers: Server[] = [];
const origins = { node: { shell: '', legal: '' }, nginx: { shell: '', legal: '' } };

function write(file: string, content: string, compressed = false): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  if (compressed) writeCompressedCopies(file, content);
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'same-answers-'));
  const store = path.join(folder, 'store');
  const now = new Date().toISOString();
  for (const app of [shellApp, ...remoteApps]) mkdirSync(releaseFolder(store, app.pkg, id), { recursive: true });
  const shell = releaseFolder(store, shellApp.pkg, id);
  write(path.join(shell, shellApp.appPage), '<!doctype html><title>app</title><div id="root"></div>');
  write(path.join(shell, shellApp.pageStarter), '(()=>{start()})();');
  write(path.join(shell, 'main.0123abcd.js'), `console.log(${JSON.stringify('main '.repeat(400))});`, true);
  const pages = pagesFolder(store);
  write(path.join(pages, 'index.html'), '<!doctype html><title>home</title><main><h1>Home</h1></main>', true);
  write(path.join(pages, 'about', 'index.html'), '<!doctype html><title>about</title><h1>About</h1>', true);
  write(path.join(pages, '404.html'), '<!doctype html><title>not found</title><h1>Not found</h1>', true);
  write(path.join(pages, 'robots.txt'), 'User-agent: *\n');
  const legalRelease = releaseFolder(store, legal.pkg, id);
  write(path.join(legalRelease, 'mf-manifest.json'), JSON.stringify({ id: legal.name }));
  write(path.join(legalRelease, 'remoteEntry.js'), 'var legal = {};');
  write(path.join(legalRelease, 'chunk.0123abcd.js'), `export const page = ${JSON.stringify('x'.repeat(2000))};`, true);
  writeLive(store, {
    apps: Object.fromEntries(
      [shellApp, ...remoteApps].map((app) => [app.pkg, { live: id, previous: null, since: now }]),
    ),
  });

  const [shellPort, apiPort, ...remotePorts] = await Promise.all([shellApp, {}, ...remoteApps].map(() => freePort()));
  const env = nginxSiteEnv({
    SITE_URL: `http://127.0.0.1:${shellPort}`,
    API_UPSTREAM: `http://127.0.0.1:${apiPort}`,
    ...Object.fromEntries(
      remoteApps.map((app, index) => [releasesOriginVariable(app.pkg), `http://127.0.0.1:${remotePorts[index]}`]),
    ),
  });
  origins.nginx = { shell: env.SITE_URL!, legal: env[releasesOriginVariable(legal.pkg)]! };

  const siteDir = path.join(folder, 'site');
  const conf = writeNginxSite({ store, siteDir, env });
  // Started by root, nginx's workers would run as `nobody`, who cannot read a private temp folder.
  const workers = process.getuid?.() === 0 ? ' user root;' : '';
  nginx = spawn('nginx', ['-p', siteDir, '-c', conf, '-g', `daemon off;${workers}`], { stdio: 'ignore' });
  const started = nginx;
  await waitUntilAnswering([`${origins.nginx.shell}/app-config.json`, `${origins.nginx.legal}/mf-manifest.json`], {
    timeoutMs: 20_000,
    intervalMs: 100,
    gaveUp: () => (started.exitCode !== null ? `nginx exited with ${started.exitCode}` : undefined),
  });

  for (const app of [shellApp, legal]) {
    const port = await freePort();
    const serving = storeServing(store, app.pkg, env);
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
    body: response.status >= 300 && response.status < 400 ? '' : await response.text(),
  };
}

test.each(shellPaths)('the shell’s origin answers %s the same on both servers', async (pathname) => {
  expect(await answer(origins.node.shell, pathname)).toEqual(await answer(origins.nginx.shell, pathname));
});

test.each(remotePaths)('a remote’s origin answers %s the same on both servers', async (pathname) => {
  expect(await answer(origins.node.legal, pathname)).toEqual(await answer(origins.nginx.legal, pathname));
});
