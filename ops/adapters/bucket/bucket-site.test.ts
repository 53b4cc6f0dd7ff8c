/** The site a bucket store publishes, against a real S3 server (s3rver) on a free port. */
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { brotliDecompressSync } from 'node:zlib';
import { remoteApps, shellApp } from 'shared/remotes';
import { putRemoteRelease, putShellRelease, testAppConfig, testSiteContent } from '../../testing/bucket-fixture';
import { startS3Server, type S3Server } from '../../testing/s3-server';
import { bucketFromEnv, bucketKey, type Bucket } from './bucket';
import { bucketSite } from './bucket-site';
import type { SitePages } from '../../core/release-store';

const shell1 = '20261125T070000Z-1';
const shell2 = '20261125T080000Z-1';
const legal1 = '20261125T070000Z-1';
const legal2 = '20261125T080000Z-1';
const origins = Object.fromEntries(remoteApps.map((app) => [app.pkg, `http://${app.pkg}.test`]));

let s3: S3Server;
let bucket: Bucket;
let prefixCount = 0;

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.stop());

/** Each test its own prefix of the one bucket, with two shell releases and two of mfe-legal. */
beforeEach(async () => {
  prefixCount += 1;
  const env = s3.env(`t${prefixCount}`);
  bucket = bucketFromEnv(env.RELEASE_STORE!, env);
  await Promise.all([
    putShellRelease(bucket, shell1, 'main.11111111.js'),
    putShellRelease(bucket, shell2, 'main.22222222.js'),
    putRemoteRelease(bucket, 'mfe-legal', legal1),
    putRemoteRelease(bucket, 'mfe-legal', legal2),
  ]);
});

async function text(key: string): Promise<string | undefined> {
  try {
    const object = await bucket.client.send(new GetObjectCommand({ Bucket: bucket.name, Key: bucketKey(bucket, key) }));
    return await object.Body?.transformToString('utf8');
  } catch {
    return undefined;
  }
}

async function names(folder: string): Promise<string[]> {
  const prefix = `${bucketKey(bucket, folder)}/`;
  const page = await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.name, Prefix: prefix }));
  return (page.Contents ?? []).map((object) => object.Key!.slice(prefix.length)).sort();
}

async function served(): Promise<Record<string, string> | undefined> {
  try {
    const head = await bucket.client.send(
      new HeadObjectCommand({ Bucket: bucket.name, Key: bucketKey(bucket, 'site/served') }),
    );
    return head.Metadata;
  } catch {
    return undefined;
  }
}

const ids = (shell: string, legal: string) => ({ [shellApp.pkg]: shell, 'mfe-legal': legal });
const content = (shell: string, legal: string, pages?: SitePages) =>
  testSiteContent(testAppConfig('http://site.test', origins, ids(shell, legal)), ids(shell, legal), pages);

const everyPage: SitePages = {
  pages: ['index.html', 'about/index.html', 'blog/a/index.html', 'blog/b/index.html', '404.html'].map((file) => ({
    file,
    html: `<!doctype html><title>${file} first</title>`,
  })),
  siteFiles: [
    { file: 'sitemap.xml', text: '<urlset/>' },
    { file: 'robots.txt', text: 'User-agent: *\n' },
  ],
  owns: () => true,
  renderedFrom: {
    shell: { shell: shell1, release: shell1 },
    // Which of its pages placed another app's modules (a marketing page, a form of mfe-forms).
    'mfe-marketing': { shell: shell1, release: 'marketing-1', places: { '/': ['mfe-forms'] } },
    'mfe-legal': { shell: shell1, release: legal1 },
  },
};

test('staging writes a whole site and serves nothing; serve flips site/served in one write', async () => {
  const site = bucketSite(bucket);
  expect(await site.readRenderedFrom()).toEqual({});
  const first = await site.stageSite(content(shell1, legal1, everyPage));
  expect(await served()).toBeUndefined();
  await first.serve();
  expect((await served())?.site).toBe(first.id);

  const second = await site.stageSite(content(shell2, legal1));
  expect(second.id).not.toBe(first.id);
  expect([first.id, second.id].sort()).toEqual([first.id, second.id]);
  expect((await served())?.site).toBe(first.id);
  await second.serve();
  const metadata = await served();
  expect(metadata?.site).toBe(second.id);
  expect(metadata?.csp).toBe(content(shell2, legal1).pageHeaders['Content-Security-Policy']);

  expect(JSON.parse((await text(`site/${second.id}/app-config.json`))!)).toEqual(content(shell2, legal1).appConfig);
  expect(await text(`site/${second.id}/${shellApp.appPage}`)).toContain(`app ${shell2}`);
  expect(await text(`site/${second.id}/${shellApp.pageStarter}`)).toContain(shell2);
  expect(JSON.parse((await text(`site/${second.id}/site.json`))!).apps).toEqual(ids(shell2, legal1));
});

test('a staged site discarded leaves none of its objects, and the site served and the shared files stay', async () => {
  const site = bucketSite(bucket);
  const first = await site.stageSite(content(shell1, legal1, everyPage));
  await first.serve();
  const sharedBefore = await names('site/files');
  const refused = await site.stageSite(content(shell2, legal1, everyPage));
  expect(await names(`site/${refused.id}`)).toContain('site.json');
  await refused.discard();
  expect(await names(`site/${refused.id}`)).toEqual([]);
  expect((await served())?.site).toBe(first.id);
  expect((await names(`site/${first.id}`)).length).toBeGreaterThan(0);
  // The shell's hashed files another site may name are kept: shared, and immutable.
  expect(await names('site/files')).toEqual(expect.arrayContaining(sharedBefore));
});

test('pages: written with their copies, the ones not owned carried forward, owned ones not rendered again gone', async () => {
  const site = bucketSite(bucket);
  await (await site.stageSite(content(shell1, legal1, everyPage))).serve();
  const first = await served();
  const page = await bucket.client.send(
    new GetObjectCommand({ Bucket: bucket.name, Key: bucketKey(bucket, `site/${first!.site}/about/index.html.br`) }),
  );
  expect([page.ContentType, page.ContentEncoding, page.CacheControl]).toEqual([
    'text/html; charset=utf-8',
    'br',
    'no-cache',
  ]);
  expect(brotliDecompressSync(await page.Body!.transformToByteArray()).toString()).toContain('about/index.html first');

  // The blog's run: it owns /blog, renders one post (the other was deleted) and no site files.
  const blogRun: SitePages = {
    pages: [{ file: 'blog/a/index.html', html: '<!doctype html><title>a second</title>' }],
    siteFiles: [],
    owns: (file) => file.startsWith('blog/'),
    renderedFrom: { 'mfe-blog': { shell: shell1, release: 'blog-1' } },
  };
  const staged = await site.stageSite(content(shell1, legal2, blogRun));
  const pages = (await names(`site/${staged.id}`)).filter((name) => !name.startsWith('app'));
  expect(pages).toEqual(
    [
      '404.html',
      'about/index.html',
      'blog/a/index.html',
      'index.html',
      'rendered-from.json',
      'robots.txt',
      'site.json',
      'sitemap.xml',
    ].flatMap((name) => (name.endsWith('.html') ? [name, `${name}.br`, `${name}.gz`] : [name])),
  );
  expect(await text(`site/${staged.id}/blog/a/index.html`)).toContain('a second');
  expect(await text(`site/${staged.id}/about/index.html`)).toContain('about/index.html first');
  expect(await text(`site/${staged.id}/robots.txt`)).toBe('User-agent: *\n');

  // Rendered-from is the served site's with this run's on top, read from the site served.
  expect(await site.readRenderedFrom()).toEqual(everyPage.renderedFrom);
  await staged.serve();
  expect(await site.readRenderedFrom()).toEqual({ ...everyPage.renderedFrom, ...blogRun.renderedFrom });
});

test('without pages, every page served is carried forward', async () => {
  const site = bucketSite(bucket);
  const first = await site.stageSite(content(shell1, legal1, everyPage));
  await first.serve();
  const second = await site.stageSite(content(shell1, legal2));
  const withoutOwn = (list: string[]) => list.filter((name) => !['app-config.json', 'site.json'].includes(name));
  expect(withoutOwn(await names(`site/${second.id}`))).toEqual(withoutOwn(await names(`site/${first.id}`)));
});

test("a site's canary pages are its own: written with their list and copies, never carried to the next site", async () => {
  const site = bucketSite(bucket);
  const canaryPages = [
    { pkg: 'mfe-legal', release: legal2, pages: [{ file: 'cookie-policy/index.html', html: '<h1>C</h1>' }] },
  ];
  const first = await site.stageSite({ ...content(shell1, legal1, everyPage), canaryPages });
  const folder = `canary/mfe-legal/${legal2}`;
  expect((await names(`site/${first.id}`)).filter((name) => name.startsWith('canary/'))).toEqual([
    `${folder}/cookie-policy/index.html`,
    `${folder}/cookie-policy/index.html.br`,
    `${folder}/cookie-policy/index.html.gz`,
    `${folder}/pages.json`,
  ]);
  expect(JSON.parse((await text(`site/${first.id}/${folder}/pages.json`))!)).toEqual(['cookie-policy/index.html']);
  // Read from the site served only.
  expect(await site.readCanaryPages('mfe-legal', legal2)).toBeUndefined();
  await first.serve();
  expect(await site.readCanaryPages('mfe-legal', legal2)).toEqual(['cookie-policy/index.html']);
  // The canary ended: the next site has no canary pages, and every live page still.
  const second = await site.stageSite(content(shell1, legal1));
  const secondNames = await names(`site/${second.id}`);
  expect(secondNames.filter((name) => name.startsWith('canary/'))).toEqual([]);
  expect(secondNames).toContain('about/index.html');
  await second.serve();
  expect(await site.readCanaryPages('mfe-legal', legal2)).toBeUndefined();
});

test('the hashed files of every shell served stay in site/files, with their copies', async () => {
  const site = bucketSite(bucket);
  await (await site.stageSite(content(shell1, legal1))).serve();
  await (await site.stageSite(content(shell2, legal1))).serve();
  expect(await names('site/files')).toEqual([
    'main.11111111.js',
    'main.11111111.js.br',
    'main.11111111.js.gz',
    'main.22222222.js',
    'main.22222222.js.br',
    'main.22222222.js.gz',
  ]);
  const copied = await bucket.client.send(
    new HeadObjectCommand({ Bucket: bucket.name, Key: bucketKey(bucket, 'site/files/main.11111111.js.gz') }),
  );
  expect([copied.CacheControl, copied.ContentEncoding]).toEqual(['public, max-age=31536000, immutable', 'gzip']);
});

test('catchUp serves the site the pointer names when the one served is behind, and nothing when current', async () => {
  const site = bucketSite(bucket);
  const first = await site.stageSite(content(shell1, legal1));
  await first.serve();
  // A command stopped after its switch and before serve: the pointer names a site not served.
  const second = await site.stageSite(content(shell1, legal2));
  const live = { ...content(shell1, legal2).live, version: 2 };
  expect(await site.catchUp({ ...live, site: second.id })).toBe(true);
  expect((await served())?.site).toBe(second.id);
  expect(await site.catchUp({ ...live, site: second.id })).toBe(false);
  expect((await served())?.site).toBe(second.id);

  // A pointer naming no site for its live set (none staged): the site served stays.
  const rolledBack = { ...content(shell1, legal1).live, version: 3 };
  expect(await site.catchUp({ ...rolledBack, site: second.id })).toBe(false);
  expect(await site.catchUp(rolledBack)).toBe(false);
  expect((await served())?.site).toBe(second.id);
});

test('the sites no server serves go; the one served, the one the pointer names and the shared files stay', async () => {
  const site = bucketSite(bucket);
  const first = await site.stageSite(content(shell1, legal1));
  await first.serve();
  const second = await site.stageSite(content(shell2, legal1));
  await second.serve();
  // Staged by a command stopped before its switch: named by no pointer, served by no server.
  const abandoned = await site.stageSite(content(shell2, legal2));
  const third = await site.stageSite(content(shell2, legal2));
  const live = { ...content(shell2, legal2).live, version: 3, site: third.id! };

  expect(await site.removeUnservedSites(live)).toBe(2);
  const left = new Set((await names('site')).map((name) => name.split('/')[0]));
  expect([...left].sort()).toEqual(['files', 'served', second.id, third.id].sort());
  expect(abandoned.id).not.toBe(third.id);
  // What the servers serve is whole, and the pointer's site can still be served.
  expect((await served())?.site).toBe(second.id);
  expect(await site.catchUp(live)).toBe(true);
  expect(await site.removeUnservedSites(live)).toBe(1);
});

test('a canary is carried by site/served, and a site for the same releases with another canary is another site', async () => {
  const site = bucketSite(bucket);
  const plain = content(shell1, legal1);
  await (await site.stageSite(plain)).serve();
  expect(await served()).not.toHaveProperty('canary');

  const since = new Date().toISOString();
  const withCanary = (share: number) => ({
    ...plain.live,
    apps: {
      ...plain.live.apps,
      'mfe-legal': { ...plain.live.apps['mfe-legal']!, canary: { release: legal2, share, since } },
    },
  });
  const canary = await site.stageSite({ ...plain, live: withCanary(10) });
  await canary.serve();
  expect((await served())?.canary).toBe(`mfe-legal=${legal2}:10`);

  // Widened, or ended, by a command stopped before `serve`: catchUp serves the pointer's site.
  const widened = await site.stageSite({ ...plain, live: withCanary(50) });
  expect(await site.catchUp({ ...withCanary(50), version: 3, site: widened.id! })).toBe(true);
  expect((await served())?.canary).toBe(`mfe-legal=${legal2}:50`);
  expect(await site.catchUp({ ...withCanary(50), version: 3, site: widened.id! })).toBe(false);
  const ended = await site.stageSite(plain);
  expect(await site.catchUp({ ...plain.live, version: 4, site: ended.id! })).toBe(true);
  expect(await served()).not.toHaveProperty('canary');
});

test('page headers too long for S3 metadata are refused before anything is written', async () => {
  const site = bucketSite(bucket);
  const long = content(shell1, legal1);
  long.pageHeaders['Content-Security-Policy'] = `default-src ${'https://a.example.com '.repeat(100)}`;
  await expect(site.stageSite(long)).rejects.toThrow('S3 holds 2048');
  expect(await names('site')).toEqual([]);
});

test('a site.json that is not what the store writes is refused in one line naming it', async () => {
  const site = bucketSite(bucket);
  const staged = await site.stageSite(content(shell1, legal1));
  await staged.serve();
  const key = bucketKey(bucket, `site/${staged.id}/site.json`);
  await bucket.client.send(new PutObjectCommand({ Bucket: bucket.name, Key: key, Body: '{"id": ' }));
  await expect(site.catchUp({ ...content(shell1, legal2).live, version: 2 })).rejects.toThrow(
    `${bucket.location}: ${key} is not what this store writes`,
  );
});
