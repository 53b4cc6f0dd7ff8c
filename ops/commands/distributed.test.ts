/**
 * The release commands on the distributed backends, as operators on several machines run them
 * (`tsx ops/cli/release.ts …`, real child processes): the releases in a bucket (s3rver, a real S3
 * server), the pointer, the log and the lock in PostgreSQL (a throwaway cluster), the remotes
 * served to the gates and the prerender straight from the bucket, as a CDN in front of it would.
 * A command is killed with SIGKILL at exact steps by a proxy between it and the bucket that
 * sees which object it writes.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http, { type Server } from 'node:http';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localOrigin, shellApp } from 'shared/remotes';
import { startPgCluster, type PgCluster } from 'api/testing/pg-cluster';
import { startS3Server, type S3Server } from '../testing/s3-server';
import type { Live } from '../core/live-record';
import { makeLive } from './make-live';
import { withReleases, type Releases } from './open-releases';
import type { RenderedFrom } from '../core/release-store';
import { runRelease } from '../testing/release-command';
import { addTestRelease } from '../testing/test-store';
import { bucketFromEnv, bucketKey } from '../adapters/bucket/bucket';

jest.setTimeout(180_000);

const legal = 'mfe-legal';

let s3: S3Server;
let pg: PgCluster;
let env: Record<string, string> = {};
let prefixes = 0;
/** The public origin a bucket's site is published for. */
const siteUrl = 'https://www.veritenant.example';
const ids = { shell: '', first: '', second: '', third: '' };
const proxies: Server[] = [];

const release = (
  args: readonly string[],
  extraEnv: Record<string, string> = {},
  whenStarted?: (child: ChildProcess) => void,
) => runRelease(args, { ...env, ...extraEnv }, { whenStarted });

/**
 * An endpoint for a command that forwards to the S3 server, until the command sends a request
 * `matches` picks: then the command (and its browser) is killed before the request arrives, once
 * the requests already forwarded have been answered (an S3 PUT lands whole or not at all; s3rver
 * would keep half of one cut off mid-body).
 */
async function killingProxy(
  matches: (method: string, url: string) => boolean,
): Promise<{ endpoint: string; arm(child: ChildProcess): void; killed(): boolean }> {
  let child: ChildProcess | undefined;
  let killing = false;
  let killed = false;
  let inFlight = 0;
  const target = new URL(s3.endpoint);
  const server = http.createServer((request, response) => {
    if (killing || (child && matches(request.method ?? '', request.url ?? ''))) {
      killing = true;
      const kill = () => {
        if (inFlight > 0) return void setTimeout(kill, 1);
        if (!killed) process.kill(-child!.pid!, 'SIGKILL');
        killed = true;
        request.socket.destroy();
      };
      return kill();
    }
    inFlight += 1;
    const forwarded = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.once('end', () => (inFlight -= 1));
      },
    );
    forwarded.on('error', () => {
      inFlight -= 1;
      response.destroy();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxies.push(server);
  return {
    endpoint: localOrigin((server.address() as AddressInfo).port).replace('localhost', '127.0.0.1'),
    arm: (started) => (child = started),
    killed: () => killed,
  };
}

const withTestReleases = <T>(work: (releases: Releases) => Promise<T>) => withReleases(env, work);

/** What the web servers serve: the site `site/served` names, read as they read it. */
async function servedSite(): Promise<{ legal: string; renderedFrom: RenderedFrom }> {
  const objects = env.RELEASES_URL;
  const served = await fetch(`${objects}/site/served`, { method: 'HEAD' });
  const site = served.headers.get('x-amz-meta-site');
  if (!served.ok || !site) throw new Error(`no site served (${served.status})`);
  const config = (await (await fetch(`${objects}/site/${site}/app-config.json`)).json()) as {
    remotes: Record<string, string>;
  };
  const renderedFrom = (await (await fetch(`${objects}/site/${site}/rendered-from.json`)).json()) as RenderedFrom;
  const legalRelease = /\/([^/]+)\/mf-manifest\.json$/.exec(config.remotes.mfe_legal ?? '')?.[1] ?? '';
  return { legal: legalRelease, renderedFrom };
}

/**
 * The site served is one live set: its configuration and its legal pages (when it has any) name
 * the same release.
 */
async function expectOneSetServed(legalId: string, { pages = true } = {}): Promise<void> {
  const served = await servedSite();
  expect({ config: served.legal, pages: served.renderedFrom[legal]?.release }).toEqual({
    config: legalId,
    pages: pages ? legalId : undefined,
  });
}

/** Makes releases live in order, as `npm start` or `release push` leaves a store: switched and served, no pages. */
async function makeLiveInOrder(
  releases: Releases,
  liveEnv: Record<string, string>,
  apps: readonly (readonly [string, string])[],
) {
  for (const [pkg, id] of apps) await makeLive(releases, liveEnv, pkg, id);
}

/** The environment of an empty bucket prefix and database, the remotes served straight from the bucket. */
async function emptyReleases(name: string): Promise<Record<string, string>> {
  const prefix = `${name}-${(prefixes += 1)}`;
  return {
    ...s3.env(prefix),
    RELEASE_DATABASE_URL: await pg.createDatabase(),
    RELEASES_URL: s3.objectsUrl(prefix),
    SITE_URL: siteUrl,
  };
}

const pointer = () => withTestReleases(({ record }) => record.readLive());
const log = () => withTestReleases(({ record }) => record.readLog());

beforeAll(async () => {
  [s3, pg] = await Promise.all([startS3Server(), startPgCluster()]);
});

afterAll(async () => {
  await Promise.all([s3?.stop(), pg?.stop()]);
});

beforeEach(async () => {
  env = await emptyReleases('test');
  await withTestReleases(async (releases) => {
    const { store } = releases;
    ids.shell = (await addTestRelease(store, shellApp.pkg, new Date('2026-11-25T06:00:00Z'))).id;
    ids.first = (await addTestRelease(store, legal, new Date('2026-11-25T06:10:00Z'))).id;
    ids.second = (await addTestRelease(store, legal, new Date('2026-11-25T06:20:00Z'))).id;
    ids.third = (await addTestRelease(store, legal, new Date('2026-11-25T06:30:00Z'))).id;
    await makeLiveInOrder(releases, env, [
      [shellApp.pkg, ids.shell],
      [legal, ids.first],
    ]);
  });
});

afterEach(async () => {
  await Promise.all(proxies.splice(0).map((proxy) => new Promise((resolve) => proxy.close(resolve))));
});

test('two promotes started at once from two processes: one switch each, both logged, the last committed is live', async () => {
  const [second, third] = await Promise.all([
    release(['promote', legal, ids.second]),
    release(['promote', legal, ids.third]),
  ]);
  expect([second.code, third.code, second.stderr + third.stderr]).toEqual([0, 0, expect.any(String)]);
  // One of the two waited for the other's lock, and said so.
  expect(second.stderr + third.stderr).toMatch(/waiting for the release lock/);
  const promotions = (await log()).filter((entry) => entry.command === 'promote');
  expect(promotions.map((entry) => entry.to).sort()).toEqual([ids.second, ids.third].sort());
  const last = promotions.at(-1)!;
  // The one committed last switched from the other's release.
  expect(last.from).toBe(promotions[0]!.to);
  const live = await pointer();
  expect(live.apps[legal]).toMatchObject({ live: last.to, previous: promotions[0]!.to });
  await expectOneSetServed(last.to);
});

test('a bucket site is published for SITE_URL: without it a command refuses in one line, changing nothing', async () => {
  const refused = await release(['promote', legal, ids.second], { SITE_URL: '' });
  expect([refused.code, refused.stderr.trim()]).toEqual([
    1,
    'SITE_URL must name the shell’s origin, e.g. https://www.example.com',
  ]);
  expect((await pointer()).apps[legal]?.live).toBe(ids.first);

  // With it, the forms and the blog's api are that origin's, as nginx serves them.
  expect((await release(['promote', legal, ids.second])).code).toBe(0);
  const served = await fetch(
    `${env.RELEASES_URL}/site/${(await fetch(`${env.RELEASES_URL}/site/served`, { method: 'HEAD' })).headers.get('x-amz-meta-site')}/app-config.json`,
  );
  expect(await served.json()).toMatchObject({ formEndpoint: `${siteUrl}/api/forms`, blogApiUrl: siteUrl });
});

test('a promote killed after its upload and before its switch switches nothing, and the next runs as usual', async () => {
  const proxy = await killingProxy((method, url) => method === 'PUT' && /\/site\/(?!served|files\/)[^/]+\//.test(url));
  const killed = await release(['promote', legal, ids.second], { AWS_ENDPOINT_URL_S3: proxy.endpoint }, proxy.arm);
  expect([proxy.killed(), killed.signal]).toEqual([true, 'SIGKILL']);
  expect((await pointer()).apps[legal]?.live).toBe(ids.first);
  // The site served before, which had no pages rendered.
  await expectOneSetServed(ids.first, { pages: false });

  // No lock to remove by hand: the killed command's database session ended with it.
  const next = await release(['promote', legal, ids.second]);
  expect(next.stderr).not.toMatch(/waiting/);
  expect(next.code).toBe(0);
  expect((await pointer()).apps[legal]?.live).toBe(ids.second);
  await expectOneSetServed(ids.second);
});

/** The sites published in the bucket, whole or staged: the folders under `site/` but the shared files. */
async function siteIds(): Promise<string[]> {
  const bucket = bucketFromEnv(env.RELEASE_STORE!, env);
  const prefix = `${bucketKey(bucket, 'site')}/`;
  const listed = await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.name, Prefix: prefix }));
  const folders = (listed.Contents ?? []).map((object) => object.Key!.slice(prefix.length).split('/'));
  return [...new Set(folders.filter((parts) => parts.length > 1 && parts[0] !== 'files').map(([id]) => id!))].sort();
}

test('a promote refused by a gate discards the site it staged while the gates ran: the bucket holds the sites it held', async () => {
  const before = await siteIds();
  const incompatible = await withTestReleases(({ store }) =>
    addTestRelease(store, legal, new Date('2026-11-25T06:40:00Z'), {
      shared: { provides: {}, requires: { shared: '^2.0.0' } },
    }),
  );
  const refused = await release(['promote', legal, incompatible.id]);
  expect([refused.code, refused.stderr]).toEqual([1, expect.stringMatching(/^refused by the compatibility gate: /)]);
  expect(await siteIds()).toEqual(before);
  await expectOneSetServed(ids.first, { pages: false });
});

test('a promote killed during its switch leaves the old set served; the next command serves the new one first', async () => {
  const proxy = await killingProxy((method, url) => method === 'PUT' && url.includes('/site/served'));
  const killed = await release(['promote', legal, ids.second], { AWS_ENDPOINT_URL_S3: proxy.endpoint }, proxy.arm);
  expect([proxy.killed(), killed.signal]).toEqual([true, 'SIGKILL']);
  // The pointer committed; the web servers still serve the old set, whole.
  expect((await pointer()).apps[legal]?.live).toBe(ids.second);
  await expectOneSetServed(ids.first, { pages: false });

  const rolledBack = await release(['rollback', legal]);
  expect(rolledBack.code).toBe(0);
  expect((await log()).map((entry) => [entry.command, entry.to]).slice(-2)).toEqual([
    ['promote', ids.second],
    ['rollback', ids.first],
  ]);
  expect((await pointer()).apps[legal]?.live).toBe(ids.first);
  await expectOneSetServed(ids.first);
});

test('a canary switches as a promotion does, through a site published and served; its live release, configuration and pages stay, and rollback ends it the same way', async () => {
  expect((await release(['promote', legal, ids.second])).code).toBe(0);
  const servedId = async () =>
    (await fetch(`${env.RELEASES_URL}/site/served`, { method: 'HEAD' })).headers.get('x-amz-meta-site');
  const before = await pointer();

  const canary = await release(['promote', legal, ids.third, '--canary', '10', '--no-watch']);
  expect(canary.stderr).toBe('');
  expect(canary.code).toBe(0);
  const during = await pointer();
  expect(during.apps[legal]).toEqual({
    ...before.apps[legal],
    canary: { release: ids.third, share: 10, since: expect.any(String) },
  });
  expect(during.site).not.toBe(before.site);
  expect(await servedId()).toBe(during.site);
  await expectOneSetServed(ids.second);

  const ended = await release(['rollback', legal]);
  expect(ended.code).toBe(0);
  const after = await pointer();
  expect(after.apps[legal]).toEqual(before.apps[legal]);
  expect(after.site).not.toBe(during.site);
  expect(await servedId()).toBe(after.site);
  await expectOneSetServed(ids.second);
  expect((await log()).slice(-2).map(({ command, from, to }) => [command, from, to])).toEqual([
    ['canary', ids.second, ids.third],
    ['rollback', ids.third, ids.second],
  ]);
});

describe('release push moves a folder store in', () => {
  let folder = '';
  const folderIds = { shell: '', legal: '' };

  beforeEach(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'release-push-'));
    await withReleases({ RELEASE_STORE: folder }, async (releases) => {
      folderIds.shell = (await addTestRelease(releases.store, shellApp.pkg, new Date('2026-11-24T06:00:00Z'))).id;
      folderIds.legal = (await addTestRelease(releases.store, legal, new Date('2026-11-24T06:10:00Z'))).id;
      await makeLiveInOrder(releases, { RELEASE_STORE: folder }, [
        [shellApp.pkg, folderIds.shell],
        [legal, folderIds.legal],
      ]);
    });
    // An empty bucket prefix and database to move into.
    env = await emptyReleases('push');
  });

  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  test('every release, the log and the pointer, once however often it runs', async () => {
    const first = await release(['push', '--from', folder]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(new RegExp(`^${legal} +1 +0$`, 'm'));
    const folderLog = await withReleases({ RELEASE_STORE: folder }, ({ record }) => record.readLog());
    expect(await log()).toEqual(folderLog);
    // The same releases live, each with the same previous one.
    const releasesOf = (live: Live) =>
      Object.entries(live.apps).map(([app, { live: id, previous }]) => [app, id, previous]);
    expect(releasesOf(await pointer())).toEqual(
      releasesOf(await withReleases({ RELEASE_STORE: folder }, ({ record }) => record.readLive())),
    );
    await expectOneSetServed(folderIds.legal, { pages: false });

    const again = await release(['push', '--from', folder]);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(new RegExp(`^${legal} +0 +1$`, 'm'));
    expect(again.stdout).toContain('log: 0 switches copied');
    expect(await log()).toEqual(folderLog);
  });

  test('an upload cut short is no release: status names it, and the next push and prune finish the job', async () => {
    const proxy = await killingProxy((method, url) => method === 'PUT' && url.includes('/mf-manifest.json'));
    const cut = await release(['push', '--from', folder], { AWS_ENDPOINT_URL_S3: proxy.endpoint }, proxy.arm);
    expect([proxy.killed(), cut.signal]).toEqual([true, 'SIGKILL']);
    const status = await release(['status']);
    expect(status.stdout).toMatch(
      new RegExp(`^${legal} ${folderIds.legal}: its upload did not finish; it cannot be promoted`, 'm'),
    );
    expect((await release(['promote', legal, folderIds.legal])).stderr).toMatch(/did not finish|has no release/);

    const pruned = await release(['prune', '--keep', '10']);
    expect(pruned.code).toBe(0);
    const pushed = await release(['push', '--from', folder]);
    expect(pushed.code).toBe(0);
    expect((await release(['status'])).stdout).not.toContain('did not finish');
    await expectOneSetServed(folderIds.legal, { pages: false });
  });
});
