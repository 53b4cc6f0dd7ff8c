/**
 * Two nginx servers from the configuration `npm run nginx -- write` generates for a bucket store,
 * in front of one bucket (s3rver) holding a small shell and one remote's release, with a site
 * published through `bucketSite`: both answer the site served, and both answer the next one on
 * their next request once it is served, with no reload. nginx runs in the foreground with its own
 * prefix and is stopped by its pid.
 */
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { AppConfig } from 'shared/app-config';
import type { PageEntry, RoutedPage } from 'shared/pages';
import { serverRemoteEntry } from 'shared/build/server-build';
import { remoteApps, shellApp, type RemoteName } from 'shared/remotes';
import { freePort } from 'shared/testing/free-port';
import { waitUntilAnswering } from '../../lib/wait-until-answering';
import { bucketFromEnv, bucketKey } from '../bucket/bucket';
import { bucketSite } from '../bucket/bucket-site';
import type { SiteContent, SitePages } from '../../core/release-store';
import { previewCookieName, signPreview } from '../../core/swap-cookies';
import { REPORT_PASS_TTL_SECONDS, reportPassKey, verifyReportPass } from 'api/report-pass';
import {
  putReleaseFile,
  putRemoteRelease,
  putShellRelease,
  testAppConfig,
  testSiteContent,
} from '../../testing/bucket-fixture';
import { startS3Server, type S3Server } from '../../testing/s3-server';
import { cacheControl, cacheControlFor } from '../../core/serving-rules';
import { knownPosts, malformedPaths, shellPaths } from '../../testing/shell-paths';
import { startBlogApi, type BlogApi } from '../../testing/blog-api';
import { bucketOriginConfig, writeBucketOriginSite } from './bucket-origin';
import { foregroundNginxArgs, previewSecretConf } from './site';
import { releasesOriginVariable } from '../../core/serving-config';

const legal = remoteApps.find((app) => app.pkg === 'mfe-legal')!;
const [shell1, shell2, legal1] = ['20261125T070000Z-1', '20261125T080000Z-1', '20261125T070000Z-1'];

interface WebServer {
  env: Record<string, string>;
  shell: string;
  legal: string;
  siteDir: string;
  conf: string;
}

let s3: S3Server;
let api: BlogApi;
let apiUrl = '';
let folder = '';
/** The two servers of the site; `started`, every nginx a test started. */
const servers: WebServer[] = [];
const started: ChildProcess[] = [];
let firstConfig: AppConfig;

/** A site's pages, each its file name in its title and heading. */
const sitePages = (files: readonly string[]): SitePages => ({
  pages: files.map((file) => ({
    file,
    // Long enough for its copies to be smaller than it.
    html: `<!doctype html><title>${file}</title><h1>${file}</h1>${'<p>text</p>'.repeat(20)}`,
  })),
  siteFiles: [{ file: 'robots.txt', text: 'User-agent: *\n' }],
  owns: () => true,
  renderedFrom: {},
});
const pages = sitePages(['index.html', 'about/index.html', '404.html']);

/** The environment of one web server: the bucket's variables and its own origins. */
async function serverEnv(bucketEnv: Record<string, string>): Promise<Record<string, string>> {
  const [shellPort, ...remotePorts] = await Promise.all([shellApp, ...remoteApps].map(() => freePort()));
  return {
    ...bucketEnv,
    API_UPSTREAM: apiUrl,
    SITE_URL: `http://127.0.0.1:${shellPort}`,
    ...Object.fromEntries(
      remoteApps.map((app, index) => [releasesOriginVariable(app.pkg), `http://127.0.0.1:${remotePorts[index]}`]),
    ),
  };
}

/** Starts nginx with the configuration written for `env`; ready once the URLs `ready` names answer. */
async function startServer(
  env: Record<string, string>,
  name: string,
  ready = (server: WebServer) => [`${server.shell}/app-config.json`, `${server.legal}/${legal1}/mf-manifest.json`],
): Promise<WebServer> {
  const siteDir = path.join(folder, name);
  const conf = writeBucketOriginSite({ siteDir, env });
  const nginx = spawn('nginx', foregroundNginxArgs(siteDir, conf), { stdio: 'ignore' });
  const server = {
    env,
    shell: env.SITE_URL!,
    legal: env[releasesOriginVariable(legal.pkg)]!,
    siteDir,
    conf,
  };
  started.push(nginx);
  await waitUntilAnswering(ready(server), {
    timeoutMs: 20_000,
    intervalMs: 100,
    gaveUp: () => (nginx.exitCode !== null ? `nginx exited with ${nginx.exitCode}` : undefined),
  });
  return server;
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'bucket-origin-'));
  s3 = await startS3Server();
  // The api: the blog's posts, and otherwise what it was asked, to see what nginx passes on.
  api = await startBlogApi([...knownPosts, 'published-since'], (request, response) =>
    response.end(JSON.stringify(request.headers)),
  );
  apiUrl = api.url;
  const bucketEnv = s3.env('site');
  const bucket = bucketFromEnv(bucketEnv.RELEASE_STORE!, bucketEnv);
  await Promise.all([
    putShellRelease(bucket, shell1, 'main.0123abcd.js'),
    putShellRelease(bucket, shell2, 'main.22222222.js'),
    putRemoteRelease(bucket, legal.pkg, legal1),
  ]);
  const envs = [await serverEnv(bucketEnv), await serverEnv(bucketEnv)];
  const ids = { [shellApp.pkg]: shell1, [legal.pkg]: legal1 };
  const origins = Object.fromEntries(remoteApps.map((app) => [app.pkg, envs[0]![releasesOriginVariable(app.pkg)]!]));
  firstConfig = testAppConfig(envs[0]!.SITE_URL!, origins, ids);
  await (await bucketSite(bucket).stageSite(testSiteContent(firstConfig, ids, pages))).serve();
  for (const [index, env] of envs.entries()) servers.push(await startServer(env, `web-${index + 1}`));
}, 60_000);

afterAll(async () => {
  for (const nginx of started) {
    if (nginx.pid === undefined || nginx.exitCode !== null) continue;
    const exited = once(nginx, 'exit');
    process.kill(nginx.pid, 'SIGTERM');
    await exited;
  }
  await s3?.stop();
  await api?.close();
  rmSync(folder, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with exactly these headers (fetch would ask for and undo compression itself). */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const appConfigOf = async (server: WebServer) =>
  JSON.parse((await get(`${server.shell}/app-config.json`)).body.toString()) as AppConfig;

test('the servers’ configurations differ only in where they listen and keep their files', () => {
  const [a, b] = servers.map((server) =>
    readFileSync(server.conf, 'utf8')
      .replaceAll(server.siteDir, '<site>')
      .replace(/listen 127\.0\.0\.1:\d+;/g, 'listen <port>;'),
  );
  expect(a).toBe(b);
  expect(a).not.toContain(shell1);
});

test.each([0, 1])('server %i serves the site, the shell’s files and the remote from the bucket', async (index) => {
  const server = servers[index]!;
  const page = await get(`${server.shell}/about`);
  expect(page.status).toBe(200);
  expect(page.body.toString()).toContain('<h1>about/index.html</h1>');
  expect(page.headers['cache-control']).toBe(cacheControl.revalidate);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.headers['content-security-policy']).toBe(
    testSiteContent(firstConfig, { [shellApp.pkg]: shell1 }).pageHeaders['Content-Security-Policy'],
  );
  expect(page.headers['x-frame-options']).toBe('DENY');
  expect(Object.keys(page.headers).filter((name) => name.startsWith('x-amz-'))).toEqual([]);
  expect(page.headers.server).toBe('nginx');

  expect(await appConfigOf(server)).toEqual(firstConfig);

  const script = await get(`${server.shell}/main.0123abcd.js`);
  expect([script.status, script.headers['cache-control']]).toEqual([200, cacheControl.immutable]);

  // Read across origins, as the shell's page reads it; the bucket's own CORS rules answer too.
  const manifest = await get(`${server.legal}/${legal1}/mf-manifest.json`, { Origin: server.shell });
  expect(manifest.status).toBe(200);
  expect(JSON.parse(manifest.body.toString())).toMatchObject({ id: legal1 });
  // Once: a browser refuses the header sent twice (nginx's and the bucket's).
  expect(manifest.headers['access-control-allow-origin']).toBe('*');
  expect(manifest.headers['access-control-allow-credentials']).toBeUndefined();
  expect(manifest.headers['cache-control']).toBe(cacheControl.revalidate);
  expect((await get(`${server.legal}/mf-manifest.json`)).status).toBe(404);
});

test.each(Object.entries(shellPaths))(
  'both servers answer %s with %i, as the folder’s servers do',
  async (pathname, status) => {
    for (const server of servers) {
      const answer = await get(`${server.shell}${pathname}`, { 'Accept-Encoding': 'gzip' });
      expect(answer.status).toBe(status);
      expect(answer.headers['cache-control']).toBe(
        status === 200 ? cacheControlFor(pathname) : cacheControl.revalidate,
      );
    }
  },
);

test.each(Object.entries(malformedPaths).map(([pathname, status]) => [pathname.slice(0, 40), pathname, status]))(
  'a malformed path (%s) is refused as on the folder’s servers',
  async (_, pathname, status) => {
    for (const server of servers) expect((await get(`${server.shell}${pathname}`)).status).toBe(status);
  },
);

test('a remote’s origin answers 404 for its releases’ release.json and server builds', async () => {
  const bucketEnv = s3.env('site');
  const bucket = bucketFromEnv(bucketEnv.RELEASE_STORE!, bucketEnv);
  await putReleaseFile(bucket, `${legal.pkg}/${legal1}/${serverRemoteEntry}`, '/* server entry */');
  expect((await get(`${servers[0]!.legal}/${legal1}/mf-manifest.json`)).status).toBe(200);
  for (const pathname of [`/${legal1}/release.json`, `/${legal1}/${serverRemoteEntry}`]) {
    const answer = await get(`${servers[0]!.legal}${pathname}`);
    expect({ pathname, status: answer.status }).toEqual({ pathname, status: 404 });
  }
});

test('a copy goes only to a browser that accepts it, as its encoding, with Vary', async () => {
  const [server] = servers;
  const brotli = await get(`${server!.shell}/about`, { 'Accept-Encoding': 'gzip, deflate, br' });
  // A page varies by the cookies too: a preview or a canary swaps it for one browser.
  expect([brotli.headers['content-encoding'], brotli.headers.vary]).toEqual(['br', 'Accept-Encoding, Cookie']);
  expect(brotliDecompressSync(brotli.body).toString()).toContain('<h1>about/index.html</h1>');
  const gzip = await get(`${server!.shell}/about`, { 'Accept-Encoding': 'gzip, br;q=0' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  const plain = await get(`${server!.shell}/about`);
  expect([plain.headers['content-encoding'], plain.headers.vary]).toEqual([undefined, 'Accept-Encoding, Cookie']);
  expect(plain.body.toString()).toContain('<h1>about/index.html</h1>');
  // The remote entry has no copy: the file itself, to a browser that accepts one.
  const entry = await get(`${server!.legal}/${legal1}/remoteEntry.js`, { 'Accept-Encoding': 'br' });
  expect([entry.status, entry.headers['content-encoding'], entry.body.toString()]).toEqual([
    200,
    undefined,
    '/* remote entry */',
  ]);
});

test('a no-cache page is revalidated by its ETag: 304 when unchanged', async () => {
  const [server] = servers;
  const first = await get(`${server!.shell}/`, { 'Accept-Encoding': 'br' });
  const etag = first.headers.etag!;
  expect(etag).toBeTruthy();
  const again = await get(`${server!.shell}/`, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
  expect([again.status, again.body.length]).toEqual([304, 0]);
});

test('a route without its page answers the app page; any other path the 404 page with 404', async () => {
  const [server] = servers;
  const post = await get(`${server!.shell}/blog/published-since`);
  expect([post.status, post.body.toString()]).toEqual([200, expect.stringContaining(`app ${shell1}`)]);
  // A post the blog api does not know: the app page, where the blog says so, with 404.
  const unknownPost = await get(`${server!.shell}/blog/never-existed`);
  expect([unknownPost.status, unknownPost.body.toString()]).toEqual([404, expect.stringContaining(`app ${shell1}`)]);
  expect(unknownPost.headers['content-security-policy']).toContain("default-src 'self'");
  const missing = await get(`${server!.shell}/no-such-page`);
  expect([missing.status, missing.body.toString()]).toEqual([404, expect.stringContaining('<h1>404.html</h1>')]);
  expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
  expect((await get(`${server!.shell}/no-such.0123abcd.js`)).status).toBe(404);
  expect((await get(`${server!.shell}/terms`)).headers.location).toMatch(/\/terms-of-service$/);
});

test('the api gets the browser’s request whole, with the client’s address', async () => {
  const answer = await get(`${servers[0]!.shell}/api/forms`, { Cookie: 'consent=yes', Authorization: 'Bearer t' });
  expect(JSON.parse(answer.body.toString())).toMatchObject({
    cookie: 'consent=yes',
    authorization: 'Bearer t',
    'x-forwarded-for': '127.0.0.1',
  });
});

test('a hashed file is kept in the cache: served once the bucket lost it', async () => {
  const [server] = servers;
  const url = `${server!.legal}/${legal1}/page.0123abcd.js`;
  expect((await get(url)).status).toBe(200);
  const bucketEnv = s3.env('site');
  const bucket = bucketFromEnv(bucketEnv.RELEASE_STORE!, bucketEnv);
  await bucket.client.send(
    new DeleteObjectCommand({ Bucket: bucket.name, Key: bucketKey(bucket, legal.pkg, legal1, 'page.0123abcd.js') }),
  );
  const cached = await get(url);
  expect([cached.status, cached.body.toString()]).toEqual([200, `export const page = ${JSON.stringify(legal1)};`]);
  // Only hashed names: a no-cache file is the bucket's answer every time.
  await bucket.client.send(
    new DeleteObjectCommand({ Bucket: bucket.name, Key: bucketKey(bucket, legal.pkg, legal1, 'remoteEntry.js') }),
  );
  expect((await get(`${server!.legal}/${legal1}/remoteEntry.js`)).status).toBe(404);
});

test('S3 itself: the regional endpoint over https when no endpoint is set', () => {
  const conf = bucketOriginConfig({
    siteDir: folder,
    env: {
      ...servers[0]!.env,
      AWS_ENDPOINT_URL_S3: '',
      AWS_REGION: 'eu-west-3',
      RELEASE_STORE: 's3://site-bucket/live',
    },
  });
  expect(conf).toContain('server s3.eu-west-3.amazonaws.com:443;');
  expect(conf).toContain('proxy_pass https://bucket_origin/site-bucket/live/site/served;');
  expect(conf).toContain('proxy_set_header Host s3.eu-west-3.amazonaws.com;');
  expect(conf).toContain('proxy_ssl_name s3.eu-west-3.amazonaws.com;');
  // S3's own headers, which s3rver does not send.
  expect(conf).toContain('proxy_hide_header x-amz-request-id;');
  expect(conf).toContain('proxy_hide_header x-amz-id-2;');
  expect(() =>
    bucketOriginConfig({ siteDir: folder, env: { ...servers[0]!.env, RELEASE_STORE: 's3://site-bucket/a b' } }),
  ).toThrow('nginx reads prefixes of letters, digits and . _ ~ - only');
});

test('a bucket with no site served yet: the shell’s origin answers 503, the remotes’ their releases', async () => {
  const bucketEnv = s3.env('unpublished');
  await putRemoteRelease(bucketFromEnv(bucketEnv.RELEASE_STORE!, bucketEnv), legal.pkg, legal1);
  const server = await startServer(await serverEnv(bucketEnv), 'unpublished', ({ legal: origin }) => [
    `${origin}/${legal1}/mf-manifest.json`,
  ]);
  for (const pathname of ['/', '/app-config.json', '/no-such-page']) {
    const answer = await get(`${server.shell}${pathname}`);
    expect([answer.status, answer.headers['cache-control'], answer.body.toString()]).toEqual([
      503,
      'no-store',
      'Service unavailable, try again shortly',
    ]);
  }
});

test('a site served reaches both servers on their next request, with no reload; the old shell’s files stay', async () => {
  const bucketEnv = s3.env('site');
  const bucket = bucketFromEnv(bucketEnv.RELEASE_STORE!, bucketEnv);
  const ids = { [shellApp.pkg]: shell2, [legal.pkg]: legal1 };
  const nextConfig = { ...firstConfig, gaMeasurementId: 'G-NEXT' };
  const staged = await bucketSite(bucket).stageSite(testSiteContent(nextConfig, ids));
  for (const server of servers) expect(await appConfigOf(server)).toEqual(firstConfig);
  await staged.serve();
  for (const server of servers) {
    expect(await appConfigOf(server)).toEqual(nextConfig);
    expect((await get(`${server.shell}/`)).headers['content-security-policy']).toContain('googletagmanager');
    expect((await get(`${server.shell}/blog/published-since`)).body.toString()).toContain(`app ${shell2}`);
    expect((await get(`${server.shell}/main.0123abcd.js`)).status).toBe(200);
    expect((await get(`${server.shell}/main.22222222.js`)).status).toBe(200);
  }
});

describe('previews and canaries, decided by nginx from the cookies and site/served', () => {
  const secret = 'a-secret-of-forty-characters-0123456789!';
  const [legal2, legal3] = ['20261125T080000Z-1', '20261125T090000Z-1'];
  const ids = { [shellApp.pkg]: shell1, [legal.pkg]: legal1 };
  let server: WebServer;
  let bucket: ReturnType<typeof bucketFromEnv>;
  let liveConfig: AppConfig;
  const hours = (count: number) => Math.floor(Date.now() / 1000) + count * 3600;
  const previewOf = (release: string, expires = hours(24)) =>
    `${previewCookieName(legal.pkg)}=${signPreview(secret, legal.pkg, release, expires)}`;
  /** The value with its signature's first character changed. */
  const tampered = (value: string) =>
    value.replace(/\.([\w-])([\w-]{42})$/, (_, first: string, rest: string) => `.${first === 'A' ? 'B' : 'A'}${rest}`);
  const manifestOf = (release: string) => `${server.legal}/${release}/mf-manifest.json`;

  /** Publishes the live set with mfe-legal's canary (none without a share), as a promotion would. */
  async function publish(share?: number, canaryPages: SiteContent['canaryPages'] = []): Promise<void> {
    const content = testSiteContent(liveConfig, ids, pages, canaryPages);
    const app = content.live.apps[legal.pkg]!;
    if (share) app.canary = { release: legal2, share, since: new Date().toISOString() };
    await (await bucketSite(bucket).stageSite(content)).serve();
  }

  /** What a browser with `cookie` is served, the report pass apart: it is signed anew each time. */
  const configFor = async (cookie?: string) => {
    const answer = await get(`${server.shell}/app-config.json`, cookie ? { Cookie: cookie } : {});
    const { reportPass, ...config } = JSON.parse(answer.body.toString()) as AppConfig;
    return { ...answer, config: config as AppConfig, reportPass };
  };
  const pageFor = (cookie?: string) => get(`${server.shell}/about`, cookie ? { Cookie: cookie } : {});
  const isAppPage = (answer: Answer) => answer.body.toString().includes(`app ${shell1}`);

  beforeAll(async () => {
    const bucketEnv = s3.env('swaps');
    bucket = bucketFromEnv(bucketEnv.RELEASE_STORE!, bucketEnv);
    await Promise.all([
      putShellRelease(bucket, shell1, 'main.0123abcd.js'),
      ...[legal1, legal2, legal3].map((id) => putRemoteRelease(bucket, legal.pkg, id)),
    ]);
    const env: Record<string, string> = { ...(await serverEnv(bucketEnv)), RELEASE_PREVIEW_SECRET: secret };
    const origins = Object.fromEntries(remoteApps.map((app) => [app.pkg, env[releasesOriginVariable(app.pkg)]!]));
    // As a release command publishes it: naming the live releases, which swap.js replaces.
    liveConfig = { ...testAppConfig(env.SITE_URL!, origins, ids), releases: ids };
    await publish();
    server = await startServer(env, 'swaps');
  }, 60_000);

  test('the secret is in a file only its owner reads, not in the configuration', () => {
    expect(statSync(path.join(server.siteDir, previewSecretConf)).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(server.siteDir, previewSecretConf), 'utf8')).toContain(secret);
    expect(readFileSync(server.conf, 'utf8')).not.toContain(secret);
  });

  test('a secret too short or holding a $ is refused without showing it; an https site’s cookies are Secure', () => {
    const siteDir = path.join(folder, 'swaps-https');
    expect(() => writeBucketOriginSite({ siteDir, env: { ...server.env, RELEASE_PREVIEW_SECRET: 'short' } })).toThrow(
      'RELEASE_PREVIEW_SECRET must be at least 32 characters',
    );
    const dollar = { ...server.env, RELEASE_PREVIEW_SECRET: `$${secret}` };
    expect(() => writeBucketOriginSite({ siteDir, env: dollar })).toThrow(
      new Error(
        'RELEASE_PREVIEW_SECRET holds a "$", which nginx would read as a variable: use another (openssl rand -hex 32)',
      ),
    );
    const https = {
      ...server.env,
      SITE_URL: 'https://www.example.com',
      TLS_CERTIFICATE: 'c',
      TLS_CERTIFICATE_KEY: 'k',
    };
    writeBucketOriginSite({ siteDir, env: https });
    expect(readFileSync(path.join(siteDir, 'swap-site.js'), 'utf8')).toContain('"secure": true');
  });

  test('a valid preview cookie swaps the configuration and gets the app page, for that browser only', async () => {
    const expires = hours(24);
    const swapped = await configFor(previewOf(legal2, expires));
    expect(swapped.config).toEqual({
      ...liveConfig,
      remotes: { ...liveConfig.remotes, [legal.name]: manifestOf(legal2) },
      releases: { ...ids, [legal.pkg]: legal2 },
      previews: { [legal.pkg]: { release: legal2, expires: new Date(expires * 1000).toISOString() } },
    });
    expect([swapped.headers['cache-control'], swapped.headers.vary]).toEqual([cacheControl.private, 'Cookie']);
    expect(swapped.headers['set-cookie']).toBeUndefined();

    const page = await pageFor(previewOf(legal2));
    expect([page.status, isAppPage(page), page.headers['cache-control']]).toEqual([200, true, cacheControl.private]);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers.vary).toBe('Accept-Encoding, Cookie');

    const live = await configFor();
    expect([live.config, live.headers['cache-control']]).toEqual([liveConfig, cacheControl.revalidate]);
    const livePage = await pageFor();
    expect([isAppPage(livePage), livePage.headers['cache-control']]).toEqual([false, cacheControl.revalidate]);
  });

  test.each([
    ['tampered with', () => tampered(previewOf(legal2))],
    ['signed for another app', () => `vt_preview_mfe_legal=${signPreview(secret, 'mfe-blog', legal2, hours(1))}`],
    [
      'signed with another secret',
      () => `vt_preview_mfe_legal=${signPreview(`${secret}x`, legal.pkg, legal2, hours(1))}`,
    ],
    ['expired', () => previewOf(legal2, hours(-1))],
    ['naming a release the bucket does not hold', () => previewOf('20261125T100000Z-1')],
  ])('a preview cookie %s is ignored: the live configuration and page', async (_, cookie) => {
    const answer = await configFor(cookie());
    expect([answer.status, answer.config, answer.headers['cache-control']]).toEqual([
      200,
      liveConfig,
      cacheControl.revalidate,
    ]);
    const page = await pageFor(cookie());
    expect([page.status, isAppPage(page), page.headers['cache-control']]).toEqual([
      200,
      false,
      cacheControl.revalidate,
    ]);
  });

  test('a preview link sets its cookie until it expires and goes home; a bad one is refused; exit clears them', async () => {
    const expires = hours(2);
    const [release, , sig] = signPreview(secret, legal.pkg, legal2, expires).split('.');
    const link = (app: string, signature = sig!) =>
      `${server.shell}/_preview?app=${app}&release=${release}&expires=${expires}&sig=${signature}`;
    const valid = await get(link(legal.pkg));
    expect([valid.status, valid.headers.location]).toEqual([303, '/']);
    const [cookie] = valid.headers['set-cookie']!;
    expect(cookie).toMatch(
      new RegExp(`^${previewOf(legal2, expires)}; Path=/; Max-Age=(7200|7199); SameSite=Lax; HttpOnly$`),
    );
    expect((await configFor(cookie!.split(';')[0])).config.releases).toEqual({ ...ids, [legal.pkg]: legal2 });

    for (const bad of [link(legal.pkg, tampered(`.${sig}`).slice(1)), link(shellApp.pkg), `${server.shell}/_preview`]) {
      const refused = await get(bad);
      expect([refused.status, refused.body.toString(), refused.headers['set-cookie']]).toEqual([
        400,
        'This preview link is invalid or has expired.',
        undefined,
      ]);
    }

    const exit = await get(`${server.shell}/_preview/exit`, { Cookie: previewOf(legal2) });
    expect([exit.status, exit.headers.location]).toEqual([303, '/']);
    expect(exit.headers['set-cookie']).toEqual(
      remoteApps.map((app) => `${previewCookieName(app.pkg)}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`),
    );
  });

  test('every configuration carries a report pass, signed by njs as the api checks it, naming the releases it serves, for 2 h', async () => {
    await publish(50);
    for (const cookie of [undefined, 'vt_cohort=10', 'vt_cohort=90', previewOf(legal3)]) {
      const { config, reportPass = '' } = await configFor(cookie);
      expect(Object.fromEntries(verifyReportPass(reportPassKey(secret), reportPass, new Date()) ?? [])).toEqual(
        config.releases,
      );
      const lasts = Number(reportPass.split('.')[0]) - Date.now() / 1000;
      expect(lasts).toBeGreaterThan(REPORT_PASS_TTL_SECONDS - 60);
      expect(lasts).toBeLessThanOrEqual(REPORT_PASS_TTL_SECONDS);
    }
    expect((await configFor('vt_cohort=10')).config.releases).toEqual({ ...ids, [legal.pkg]: legal2 });
    await publish();
  });

  test('a canary at 50 %: cohorts below get the candidate, others the live release; a new visitor is given a cohort', async () => {
    const pids = started.map((nginx) => nginx.pid);
    expect((await pageFor()).headers['set-cookie']).toBeUndefined();
    await publish(50);

    const inCanary = await configFor('vt_cohort=10');
    expect(inCanary.config).toEqual({
      ...liveConfig,
      remotes: { ...liveConfig.remotes, [legal.name]: manifestOf(legal2) },
      releases: { ...ids, [legal.pkg]: legal2 },
    });
    expect(inCanary.headers['set-cookie']).toBeUndefined();
    const inCanaryPage = await pageFor('vt_cohort=10');
    expect([isAppPage(inCanaryPage), inCanaryPage.headers['cache-control']]).toEqual([true, cacheControl.private]);

    const outside = await configFor('vt_cohort=90');
    expect([outside.config, outside.headers['set-cookie']]).toEqual([liveConfig, undefined]);
    expect(isAppPage(await pageFor('vt_cohort=90'))).toBe(false);

    // A preview wins over the canary.
    expect((await configFor(`vt_cohort=10; ${previewOf(legal3)}`)).config.releases).toEqual({
      ...ids,
      [legal.pkg]: legal3,
    });

    // New visitors: each given a cohort, served as that cohort is; about half in the canary.
    /** A new visitor's cohort, and whether its answer was the candidate's. */
    const visit = async (index: number): Promise<[number, boolean]> => {
      const answer = index % 2 ? await pageFor() : await configFor();
      const [cookie] = answer.headers['set-cookie'] ?? [];
      expect(cookie).toMatch(/^vt_cohort=\d{1,2}; Path=\/; Max-Age=604800; SameSite=Lax; HttpOnly$/);
      // Whatever its cohort: a shared cache would give this cookie to everyone.
      expect(answer.headers['cache-control']).toBe(cacheControl.private);
      const cohort = Number(/^vt_cohort=(\d+)/.exec(cookie!)![1]);
      const config = 'config' in answer ? (answer.config as AppConfig) : undefined;
      return [cohort, config ? config.releases?.[legal.pkg] === legal2 : isAppPage(answer)];
    };
    const visits = await Promise.all(Array.from({ length: 200 }, (_, index) => visit(index)));
    expect(visits.filter(([cohort, swapped]) => swapped !== cohort < 50)).toEqual([]);
    const cohorts = visits.map(([cohort]) => cohort);
    // Every number can be drawn: 200 draws of 100 numbers give about 86 different ones.
    expect(new Set(cohorts).size).toBeGreaterThan(60);
    const inside = cohorts.filter((cohort) => cohort < 50).length;
    expect(inside).toBeGreaterThan(60);
    expect(inside).toBeLessThan(140);
    // An invalid cohort is replaced.
    expect((await pageFor('vt_cohort=100')).headers['set-cookie']?.[0]).toMatch(/^vt_cohort=\d{1,2};/);

    // The canary ended: a new site served, the same nginx processes, the live release for everyone.
    await publish();
    expect([(await configFor('vt_cohort=10')).config, (await pageFor()).headers['set-cookie']]).toEqual([
      liveConfig,
      undefined,
    ]);
    expect(isAppPage(await pageFor('vt_cohort=10'))).toBe(false);
    expect(started.map((nginx) => nginx.pid)).toEqual(pids);
  });

  test("with the canary's pages: its visitors get them on its routes and the live pages elsewhere; a previewer the app page", async () => {
    const canaryHtml = `<!doctype html><title>canary</title><h1>The canary's cookie policy</h1>${'<p>text</p>'.repeat(20)}`;
    await publish(50, [
      { pkg: legal.pkg, release: legal2, pages: [{ file: 'cookie-policy/index.html', html: canaryHtml }] },
    ]);
    const cookiePolicyFor = (cookie: string, encoding?: string) =>
      get(`${server.shell}/cookie-policy`, { Cookie: cookie, ...(encoding ? { 'Accept-Encoding': encoding } : {}) });

    const member = await cookiePolicyFor('vt_cohort=10');
    expect([member.status, member.body.toString(), member.headers['cache-control']]).toEqual([
      200,
      canaryHtml,
      cacheControl.private,
    ]);
    expect(member.headers['content-security-policy']).toContain("default-src 'self'");
    const compressed = await cookiePolicyFor('vt_cohort=10', 'br');
    expect([compressed.headers['content-encoding'], brotliDecompressSync(compressed.body).toString()]).toEqual([
      'br',
      canaryHtml,
    ]);
    // A page holding none of mfe-legal's code: the live one, this browser's own all the same.
    const about = await pageFor('vt_cohort=10');
    expect([
      isAppPage(about),
      about.body.toString().includes('about/index.html'),
      about.headers['cache-control'],
    ]).toEqual([false, true, cacheControl.private]);

    const outside = await cookiePolicyFor('vt_cohort=90');
    expect(outside.body.toString()).not.toContain("The canary's cookie policy");
    expect(outside.headers['cache-control']).toBe(cacheControl.revalidate);
    const previewer = await pageFor(`vt_cohort=10; ${previewOf(legal3)}`);
    expect([isAppPage(previewer), previewer.headers['cache-control']]).toEqual([true, cacheControl.private]);
    await publish();
  });

  describe('the route table of the releases each browser is served', () => {
    /** mfe-legal's next release: adds /legal-notice, drops /cookie-policy. */
    const adding = '20261125T100000Z-1';
    const entry = (pagePath: string, module: string): PageEntry => ({
      path: pagePath,
      module,
      title: module,
      description: `The ${module}.`,
      sitemap: true,
    });
    const routed = (page: PageEntry, remote: RemoteName): RoutedPage => ({ ...page, remote });
    const legalNotice = entry('/legal-notice', 'LegalNoticePage');
    const table = [
      routed(entry('/', 'HomePage'), 'mfe_marketing'),
      routed(entry('/about', 'AboutPage'), 'mfe_marketing'),
      routed(entry('/cookie-policy', 'CookiePolicyPage'), legal.name),
    ];
    const livePages = sitePages(['index.html', 'about/index.html', 'cookie-policy/index.html', '404.html']);
    const noticeHtml = `<!doctype html><title>notice</title><h1>The canary's legal notice</h1>${'<p>text</p>'.repeat(20)}`;

    /** Publishes the live set with `table`, and `adding` as mfe-legal's canary when given a share. */
    async function publishTable(
      options: { share?: number; pages?: SitePages; canaryPages?: SiteContent['canaryPages'] } = {},
    ): Promise<void> {
      const content = testSiteContent(
        { ...liveConfig, pages: table },
        ids,
        options.pages ?? livePages,
        options.canaryPages,
      );
      const app = content.live.apps[legal.pkg]!;
      if (options.share) app.canary = { release: adding, share: options.share, since: new Date().toISOString() };
      await (await bucketSite(bucket).stageSite(content)).serve();
    }
    const getFor = (pathname: string, cookie?: string) =>
      get(`${server.shell}${pathname}`, cookie ? { Cookie: cookie } : {});
    const statusesFor = async (cookie: string | undefined, pathnames: readonly string[]) =>
      Object.fromEntries(
        await Promise.all(pathnames.map(async (pathname) => [pathname, (await getFor(pathname, cookie)).status])),
      );
    const swappedTable = [...table.slice(0, 2), routed(legalNotice, legal.name)];

    beforeAll(async () => {
      await putRemoteRelease(bucket, legal.pkg, adding, [legalNotice]);
    });

    afterAll(() => publish());

    test('a page file published with the site is served by the running servers; a page the table lists without one is the app page', async () => {
      const pids = started.map((nginx) => nginx.pid);
      await publishTable({ pages: sitePages(['index.html', 'about/index.html', '404.html']) });
      // Listed, but its page not rendered (a rollback that could not render it): the app page renders it.
      const unrendered = await getFor('/cookie-policy');
      expect([unrendered.status, isAppPage(unrendered), unrendered.headers['cache-control']]).toEqual([
        200,
        true,
        cacheControl.revalidate,
      ]);
      expect(await statusesFor(undefined, ['/legal-notice', '/Cookie-policy', '/cookie-policy/more'])).toEqual({
        '/legal-notice': 404,
        '/Cookie-policy': 404,
        '/cookie-policy/more': 404,
      });

      await publishTable();
      const published = await getFor('/cookie-policy/');
      expect([published.status, published.body.toString()]).toEqual([
        200,
        expect.stringContaining('<h1>cookie-policy/index.html</h1>'),
      ]);
      expect(published.headers['content-security-policy']).toContain("default-src 'self'");
      expect(started.map((nginx) => nginx.pid)).toEqual(pids);
    });

    test('a canary adding a page: its cohort gets its page and the 404 page on the one it drops; the others the live table', async () => {
      await publishTable({
        share: 50,
        canaryPages: [
          { pkg: legal.pkg, release: adding, pages: [{ file: 'legal-notice/index.html', html: noticeHtml }] },
        ],
      });
      const member = await getFor('/legal-notice', 'vt_cohort=10');
      expect([member.status, member.body.toString(), member.headers['cache-control']]).toEqual([
        200,
        noticeHtml,
        cacheControl.private,
      ]);
      const dropped = await getFor('/cookie-policy', 'vt_cohort=10');
      expect([dropped.status, dropped.body.toString(), dropped.headers['cache-control']]).toEqual([
        404,
        expect.stringContaining('<h1>404.html</h1>'),
        cacheControl.private,
      ]);
      expect(dropped.headers['content-security-policy']).toContain("default-src 'self'");
      expect((await getFor('/about', 'vt_cohort=10')).body.toString()).toContain('<h1>about/index.html</h1>');
      expect((await configFor('vt_cohort=10')).config.pages).toEqual(swappedTable);

      expect(await statusesFor('vt_cohort=90', ['/legal-notice', '/cookie-policy', '/about'])).toEqual({
        '/legal-notice': 404,
        '/cookie-policy': 200,
        '/about': 200,
      });
      expect((await configFor('vt_cohort=90')).config.pages).toEqual(table);

      // Its pages not rendered: the app page renders the page it adds.
      await publishTable({ share: 50 });
      const unrendered = await getFor('/legal-notice', 'vt_cohort=10');
      expect([unrendered.status, isAppPage(unrendered)]).toEqual([200, true]);
    });

    test('a preview of a release adding a page: the previewer gets the app page there and the 404 page on the one it drops', async () => {
      await publishTable();
      const previewer = previewOf(adding);
      const added = await getFor('/legal-notice', previewer);
      expect([added.status, isAppPage(added), added.headers['cache-control']]).toEqual([
        200,
        true,
        cacheControl.private,
      ]);
      expect(await statusesFor(previewer, ['/cookie-policy', '/about', '/no-such-page'])).toEqual({
        '/cookie-policy': 404,
        '/about': 200,
        '/no-such-page': 404,
      });
      expect((await configFor(previewer)).config.pages).toEqual(swappedTable);
      expect(await statusesFor(undefined, ['/legal-notice', '/cookie-policy'])).toEqual({
        '/legal-notice': 404,
        '/cookie-policy': 200,
      });
    });
  });
});
