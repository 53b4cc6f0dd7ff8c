/**
 * The `ReleaseStore` contract against both adapters, a folder and a bucket on a real S3 server (s3rver);
 * tampering goes through each one's own medium.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { freePort } from 'shared/testing/free-port';
import { refusalLine } from '../../lib/command';
import { startS3Server, type S3Server } from '../../testing/s3-server';
import { bucketFromEnv, bucketKey, type Bucket } from '../bucket/bucket';
import { createBucketStore } from '../bucket/bucket-store';
import { createFolderStore } from '../folder/folder-store';
import type { ReleaseJson } from '../../core/release-json';
import {
  addRelease,
  compareReleaseIds,
  nextReleaseId,
  releaseWithHash,
  verifyRelease,
  type ReleaseStore,
  type SiteContent,
} from '../../core/release-store';
import { folderBuild } from '../folder/build-files';
import { filesUnder } from '../../lib/files-under';
import { canaryPagesRoot, pagesFolder, releaseFolder } from '../../core/store-layout';

let s3: S3Server;
let build: string;
const temporary: string[] = [];

function temporaryFolder(name: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), `${name}-`));
  temporary.push(folder);
  return folder;
}

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.stop());

beforeEach(() => {
  build = temporaryFolder('release-build');
  writeFileSync(path.join(build, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(build, 'remoteEntry.js'), 'var mfe_legal;');
});
afterEach(() => {
  for (const folder of temporary.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const describeBuild = (id: string, contentHash: string): ReleaseJson => ({
  id,
  app: 'mfe-legal',
  version: '0.1.0',
  commit: 'abc',
  builtAt: '2026-11-25T06:30:00.000Z',
  contentHash,
  shared: { provides: { shared: '0.1.0' }, requires: { shared: '^0.1.0' } },
  exposes: ['CookiePolicyPage'],
  loads: {},
});

const now = new Date('2026-11-25T06:30:00.500Z');
const add = (store: ReleaseStore, at = now) => addRelease(store, 'mfe-legal', folderBuild(build), describeBuild, at);

/** The one line a command prints for what `promise` rejects with (none when it is not a refusal). */
async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return refusalLine(error);
  }
  throw new Error('not refused');
}

interface Backend {
  store: ReleaseStore;
  /** Writes a file of a release behind the store's back, or removes it (`undefined`). */
  tamper(pkg: string, id: string, file: string, content: string | undefined): Promise<void>;
  /** What a command killed while writing release `id` leaves, with one file written. */
  interrupt(pkg: string, id: string, file: string): Promise<void>;
}

let prefixes = 0;

function bucketBackend(): Backend & { bucket: Bucket; cacheDir: string } {
  prefixes += 1;
  const env = s3.env(`test-${prefixes}`);
  const bucket = bucketFromEnv(env.RELEASE_STORE!, env);
  const cacheDir = temporaryFolder('release-cache');
  const key = (pkg: string, id: string, file: string) => bucketKey(bucket, pkg, id, file);
  const put = (Key: string, Body: string) =>
    bucket.client.send(new PutObjectCommand({ Bucket: bucket.name, Key, Body }));
  return {
    bucket,
    cacheDir,
    store: createBucketStore(bucket, { cacheDir }),
    async tamper(pkg, id, file, content) {
      if (content === undefined) {
        await bucket.client.send(new DeleteObjectCommand({ Bucket: bucket.name, Key: key(pkg, id, file) }));
      } else await put(key(pkg, id, file), content);
    },
    async interrupt(pkg, id, file) {
      await put(key(pkg, id, file), 'half');
    },
  };
}

function folderBackend(): Backend {
  const folder = temporaryFolder('release-store');
  return {
    store: createFolderStore(folder),
    async tamper(pkg, id, file, content) {
      const target = path.join(releaseFolder(folder, pkg, id), file);
      if (content === undefined) rmSync(target);
      else writeFileSync(target, content);
    },
    async interrupt(pkg, id, file) {
      const staging = path.join(folder, pkg, `.staging-${id}-99999`);
      mkdirSync(staging, { recursive: true });
      writeFileSync(path.join(staging, file), 'half');
    },
  };
}

test('ids sort by time, then by their counter within a second', () => {
  expect(nextReleaseId([], now)).toBe('20261125T063000Z-1');
  expect(nextReleaseId(['20261125T063000Z-1'], now)).toBe('20261125T063000Z-2');
  const ids = ['20261125T063000Z-10', '20261124T235959Z-3', '20261125T063000Z-2'];
  expect(ids.sort(compareReleaseIds)).toEqual(['20261124T235959Z-3', '20261125T063000Z-2', '20261125T063000Z-10']);
});

describe.each([
  ['folder', folderBackend],
  ['bucket', bucketBackend],
])('the %s store', (_name, backend: () => Backend) => {
  let store: ReleaseStore;
  let tamper: Backend['tamper'];
  let interrupt: Backend['interrupt'];
  beforeEach(() => {
    ({ store, tamper, interrupt } = backend());
  });

  test('a build becomes a release with its release.json, read back validated; ids oldest first', async () => {
    const first = await add(store);
    const second = await add(store);
    const earlier = await add(store, new Date('2026-11-24T23:59:59.000Z'));
    expect([first.id, second.id, earlier.id]).toEqual([
      '20261125T063000Z-1',
      '20261125T063000Z-2',
      '20261124T235959Z-1',
    ]);
    expect(await store.listReleaseIds('mfe-legal')).toEqual([earlier.id, first.id, second.id]);
    expect(await store.readRelease('mfe-legal', first.id)).toEqual(first);
    expect(first.contentHash).toMatch(/^sha256-[0-9a-f]{64}$/);
    expect(await store.incompleteReleaseIds('mfe-legal')).toEqual([]);
    expect(await store.listReleaseIds('mfe-blog')).toEqual([]);
  });

  test('a build without its manifest is refused', async () => {
    rmSync(path.join(build, 'mf-manifest.json'));
    await expect(add(store)).rejects.toThrow(`${build} is not a build of mfe-legal: mf-manifest.json missing`);
    expect(await store.listReleaseIds('mfe-legal')).toEqual([]);
  });

  test('an upload that did not finish is no release, is listed as incomplete, and its id is not used again', async () => {
    const id = '20261125T063000Z-1';
    await interrupt('mfe-legal', id, 'remoteEntry.js');
    expect(await store.listReleaseIds('mfe-legal')).toEqual([]);
    expect(await store.incompleteReleaseIds('mfe-legal')).toEqual([id]);
    expect(await refusal(store.readRelease('mfe-legal', id))).toMatch(
      new RegExp(`^mfe-legal ${id} (in \\S+ )?is incomplete: its upload did not finish; build it again$`),
    );
    const next = await add(store);
    expect(next.id).toBe('20261125T063000Z-2');
    expect(await store.listReleaseIds('mfe-legal')).toEqual([next.id]);

    await store.removeRelease('mfe-legal', id);
    expect(await store.incompleteReleaseIds('mfe-legal')).toEqual([]);
    expect(await store.listReleaseIds('mfe-legal')).toEqual([next.id]);
  });

  test('an unknown app or id, a release with missing files or a corrupt release.json is refused in one line', async () => {
    const { id } = await add(store);
    expect(await refusal(store.readRelease('mfe-nope', id))).toMatch(/^Unknown app mfe-nope; choose from /);
    expect(await refusal(store.readRelease('mfe-legal', '20990101T000000Z-1'))).toMatch(
      /^mfe-legal has no release 20990101T000000Z-1( in s3:\/\/\S+)?$/,
    );
    expect(await refusal(store.readRelease('mfe-legal', '../x'))).toMatch(/^mfe-legal has no release \.\.\/x/);
    await tamper('mfe-legal', id, 'release.json', '{"id":');
    expect(await refusal(store.readRelease('mfe-legal', id))).toMatch(
      new RegExp(`^mfe-legal ${id}: (/|s3://)\\S+/mfe-legal/${id}/release\\.json is not JSON \\(`),
    );
    await tamper('mfe-legal', id, 'release.json', JSON.stringify({ id }));
    expect(await refusal(store.readRelease('mfe-legal', id))).toMatch(/release\.json is invalid \(app: /);
    await tamper('mfe-legal', id, 'remoteEntry.js', undefined);
    expect(await refusal(store.readRelease('mfe-legal', id))).toBe(
      `mfe-legal ${id} is incomplete: remoteEntry.js missing`,
    );
  });

  test('a release is verified whole: every recorded file there, unchanged, and no other', async () => {
    mkdirSync(path.join(build, 'fonts'));
    writeFileSync(path.join(build, 'fonts', 'inter.0123abcd.woff2'), 'font');
    writeFileSync(path.join(build, 'page.0123abcd.js'), 'page');
    const release = await add(store);
    expect(Object.keys(release.files ?? {}).sort()).toEqual([
      'fonts/inter.0123abcd.woff2',
      'mf-manifest.json',
      'page.0123abcd.js',
      'remoteEntry.js',
    ]);
    await expect(verifyRelease(store, await store.readRelease('mfe-legal', release.id))).resolves.toBeUndefined();
    expect(await releaseWithHash(store, 'mfe-legal', release.contentHash)).toBe(release.id);

    await tamper('mfe-legal', release.id, 'page.0123abcd.js', undefined);
    await tamper('mfe-legal', release.id, 'fonts/inter.0123abcd.woff2', 'another font');
    await tamper('mfe-legal', release.id, 'extra.js', 'alert(1)');
    expect(await store.releaseFileProblems(release)).toEqual([
      'page.0123abcd.js missing',
      'extra.js was not in the build',
      'fonts/inter.0123abcd.woff2 changed',
    ]);
    expect(await refusal(verifyRelease(store, release))).toBe(
      `mfe-legal ${release.id} is not the release that was built: page.0123abcd.js missing, extra.js was not in the build, fonts/inter.0123abcd.woff2 changed; build it again`,
    );
    expect(await releaseWithHash(store, 'mfe-legal', release.contentHash)).toBeUndefined();
  });

  test('a release built before each file was recorded is verified against its content hash', async () => {
    const { files, ...older } = await add(store);
    expect(files).toBeDefined();
    expect(await store.releaseFileProblems(older)).toEqual([]);
    await tamper('mfe-legal', older.id, 'remoteEntry.js', 'var changed;');
    expect(await store.releaseFileProblems(older)).toEqual(['its files differ from its content hash']);
  });

  test('a removed release is gone, its release.json first', async () => {
    const first = await add(store);
    const second = await add(store);
    await store.removeRelease('mfe-legal', first.id);
    expect(await store.listReleaseIds('mfe-legal')).toEqual([second.id]);
    expect(await store.incompleteReleaseIds('mfe-legal')).toEqual([]);
    expect(await refusal(store.readRelease('mfe-legal', first.id))).toMatch(/^mfe-legal has no release /);
    expect(await store.readRelease('mfe-legal', second.id)).toEqual(second);
    // What is not an id names no release: `..` would be the whole store.
    expect(await refusal(store.removeRelease('mfe-legal', '..'))).toMatch(
      /^mfe-legal has no release \.\.( in s3:\/\/\S+)?$/,
    );
    expect(await store.listReleaseIds('mfe-legal')).toEqual([second.id]);
  });

  test("a local folder holds the release's files, as built", async () => {
    mkdirSync(path.join(build, 'fonts'));
    writeFileSync(path.join(build, 'fonts', 'inter.0123abcd.woff2'), 'font');
    const release = await add(store);
    const local = await store.localFolder('mfe-legal', release.id);
    expect(local.endsWith(path.join('mfe-legal', release.id))).toBe(true);
    expect(filesUnder(local)).toEqual([...filesUnder(build), 'release.json'].sort());
    for (const file of filesUnder(build)) {
      expect(readFileSync(path.join(local, file))).toEqual(readFileSync(path.join(build, file)));
    }
    expect(JSON.parse(readFileSync(path.join(local, 'release.json'), 'utf8'))).toEqual(release);
    expect(await refusal(store.localFolder('mfe-legal', '20990101T000000Z-1'))).toMatch(/^mfe-legal has no release /);
  });

  test('the same local folder asked for twice at once is one whole folder for both', async () => {
    // Enough files that two downloads into one folder would overlap.
    for (let chunk = 0; chunk < 60; chunk += 1)
      writeFileSync(path.join(build, `${chunk}.0123abcd.js`), `var c${chunk};`);
    const release = await add(store);
    // As the render and the smoke gate of one promotion ask for it.
    const [first, second] = await Promise.all([
      store.localFolder('mfe-legal', release.id),
      store.localFolder('mfe-legal', release.id),
    ]);
    expect(second).toBe(first);
    expect(filesUnder(first)).toEqual([...filesUnder(build), 'release.json'].sort());
  });
});

describe('the folder store', () => {
  const content = (pages: SiteContent['pages'], canaryPages: SiteContent['canaryPages'] = []): SiteContent => ({
    live: { apps: {} },
    appConfig: { remotes: {} } as unknown as SiteContent['appConfig'],
    pageHeaders: {},
    pages,
    canaryPages,
  });

  test('a build that cannot be copied whole leaves nothing', async () => {
    const folder = temporaryFolder('release-store');
    const store = createFolderStore(folder);
    execFileSync('mkfifo', [path.join(build, 'pipe')]);
    await expect(add(store)).rejects.toThrow(/fifo/i);
    expect(readdirSync(path.join(folder, 'mfe-legal'))).toEqual([]);
  });

  test('serving a staged site writes its pages, with their copies, and what they were rendered from', async () => {
    const folder = temporaryFolder('release-store');
    const store = createFolderStore(folder);
    const pages = pagesFolder(folder);
    const staged = await store.stageSite(
      content({
        pages: [
          { file: 'index.html', html: '<h1>Home</h1>' },
          { file: path.join('blog', 'a-post', 'index.html'), html: '<h1>A post</h1>' },
        ],
        siteFiles: [{ file: 'robots.txt', text: 'User-agent: *\n' }],
        owns: () => true,
        renderedFrom: {
          shell: { shell: 's1', release: 's1' },
          'mfe-marketing': { shell: 's1', release: 'm1', places: { '/': ['mfe-forms'] } },
          'mfe-blog': { shell: 's1', release: 'b1' },
        },
      }),
    );
    expect(staged.id).toBeUndefined();
    expect(await store.readRenderedFrom()).toEqual({});
    await staged.serve();
    expect(filesUnder(pages)).toEqual([
      'blog/a-post/index.html',
      'blog/a-post/index.html.br',
      'blog/a-post/index.html.gz',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'prerendered.json',
      'rendered-from.json',
      'robots.txt',
    ]);
    expect(readFileSync(path.join(pages, 'index.html'), 'utf8')).toBe('<h1>Home</h1>');
    expect(await store.readRenderedFrom()).toEqual({
      shell: { shell: 's1', release: 's1' },
      'mfe-marketing': { shell: 's1', release: 'm1', places: { '/': ['mfe-forms'] } },
      'mfe-blog': { shell: 's1', release: 'b1' },
    });

    // The blog's run owns the pages under blog/: a post no longer rendered goes, the rest stays.
    await (
      await store.stageSite(
        content({
          pages: [{ file: path.join('blog', 'index.html'), html: '<h1>Blog</h1>' }],
          siteFiles: [],
          owns: (file) => file.startsWith(`blog${path.sep}`),
          renderedFrom: { 'mfe-blog': { shell: 's1', release: 'b2' } },
        }),
      )
    ).serve();
    // Its folder too, not left empty.
    expect(existsSync(path.join(pages, 'blog', 'a-post'))).toBe(false);
    expect(filesUnder(pages).filter((file) => !/\.(br|gz)$/.test(file))).toEqual([
      'blog/index.html',
      'index.html',
      'prerendered.json',
      'rendered-from.json',
      'robots.txt',
    ]);
    expect(await store.readRenderedFrom()).toEqual({
      shell: { shell: 's1', release: 's1' },
      'mfe-marketing': { shell: 's1', release: 'm1', places: { '/': ['mfe-forms'] } },
      'mfe-blog': { shell: 's1', release: 'b2' },
    });

    // Without pages (a switch that renders none), what was served stays.
    await (await store.stageSite(content(undefined))).serve();
    expect(readFileSync(path.join(pages, 'blog', 'index.html'), 'utf8')).toBe('<h1>Blog</h1>');

    // Each switch writes its canaries' pages in place of those before, beside the pages.
    const canary = (release: string) => ({
      pkg: 'mfe-legal',
      release,
      pages: [{ file: path.join('cookie-policy', 'index.html'), html: `<h1>${release}</h1>` }],
    });
    expect(await store.readCanaryPages('mfe-legal', 'L2')).toBeUndefined();
    await (await store.stageSite(content(undefined, [canary('L2')]))).serve();
    expect(await store.readCanaryPages('mfe-legal', 'L2')).toEqual(['cookie-policy/index.html']);
    expect(filesUnder(canaryPagesRoot(folder))).toEqual([
      'mfe-legal/L2/cookie-policy/index.html',
      'mfe-legal/L2/cookie-policy/index.html.br',
      'mfe-legal/L2/cookie-policy/index.html.gz',
      'mfe-legal/L2/pages.json',
    ]);
    await (await store.stageSite(content(undefined, [canary('L3')]))).serve();
    expect(filesUnder(canaryPagesRoot(folder)).filter((file) => file.endsWith('.html'))).toEqual([
      'mfe-legal/L3/cookie-policy/index.html',
    ]);
    await (await store.stageSite(content(undefined))).serve();
    expect(filesUnder(canaryPagesRoot(folder))).toEqual([]);
    expect(await store.readCanaryPages('mfe-legal', 'L3')).toBeUndefined();
    expect(readdirSync(folder).filter((name) => name.startsWith('canary-pages'))).toEqual(['canary-pages']);
    expect(await store.catchUp({ apps: {}, version: 1 })).toBe(false);
  });
});

describe('the bucket store', () => {
  test('each object carries the headers a CDN serves it with, release.json among them', async () => {
    const { store, bucket } = bucketBackend();
    writeFileSync(path.join(build, 'main.0123abcd.js'), 'main');
    writeFileSync(path.join(build, 'x.js.br'), Buffer.from([0x8b, 0x02, 0x80]));
    writeFileSync(path.join(build, 'style.0123abcd.css.gz'), Buffer.from([0x1f, 0x8b]));
    writeFileSync(path.join(build, 'LICENSE'), 'MIT');
    const { id } = await add(store);
    const headersOf = async (file: string) => {
      const response = await fetch(`${s3.endpoint}/${bucket.name}/${bucketKey(bucket, 'mfe-legal', id, file)}`);
      expect(response.status).toBe(200);
      const { headers } = response;
      return {
        type: headers.get('content-type'),
        cache: headers.get('cache-control'),
        encoding: headers.get('content-encoding'),
      };
    };
    const immutable = 'public, max-age=31536000, immutable';
    expect(await headersOf('main.0123abcd.js')).toEqual({
      type: 'text/javascript; charset=utf-8',
      cache: immutable,
      encoding: null,
    });
    expect(await headersOf('mf-manifest.json')).toEqual({
      type: 'application/json; charset=utf-8',
      cache: 'no-cache',
      encoding: null,
    });
    expect(await headersOf('remoteEntry.js')).toEqual({
      type: 'text/javascript; charset=utf-8',
      cache: 'no-cache',
      encoding: null,
    });
    expect(await headersOf('x.js.br')).toEqual({
      type: 'text/javascript; charset=utf-8',
      cache: 'no-cache',
      encoding: 'br',
    });
    expect(await headersOf('style.0123abcd.css.gz')).toEqual({
      type: 'text/css; charset=utf-8',
      cache: immutable,
      encoding: 'gzip',
    });
    expect(await headersOf('LICENSE')).toEqual({ type: 'application/octet-stream', cache: 'no-cache', encoding: null });
    expect(await headersOf('release.json')).toEqual({ type: 'application/json', cache: 'no-cache', encoding: null });
  });

  test('an upload that fails midway is refused in one line and leaves no release, only an incomplete upload', async () => {
    const { store, bucket } = bucketBackend();
    // The connection drops as remoteEntry.js goes up, after the manifest did.
    bucket.client.middlewareStack.add(
      (next, context) => async (args) => {
        const { Key } = args.input as { Key?: string };
        if (context.commandName === 'PutObjectCommand' && Key?.endsWith('/remoteEntry.js')) {
          throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
        }
        return next(args);
      },
      { step: 'initialize', name: 'dropRemoteEntry' },
    );
    expect(await refusal(add(store))).toBe(`${bucket.location}: ${s3.endpoint} does not answer (ECONNRESET)`);
    expect(await store.listReleaseIds('mfe-legal')).toEqual([]);
    expect(await store.incompleteReleaseIds('mfe-legal')).toEqual(['20261125T063000Z-1']);
  });

  test('a release is never written again', async () => {
    const { store } = bucketBackend();
    const release = await add(store);
    expect(await refusal(store.putRelease(release, build))).toMatch(
      new RegExp(`^mfe-legal ${release.id} is already in s3://\\S+: a release is never written again$`),
    );
  });

  test('a local folder is downloaded once, verified, and a tampered object is refused', async () => {
    const { store, tamper, cacheDir } = bucketBackend();
    const release = await add(store);
    const other = await add(store);
    const local = await store.localFolder('mfe-legal', release.id);
    expect(local).toBe(path.join(cacheDir, 'mfe-legal', release.id));
    // Reused as it is: what is in the bucket now is not read again.
    await tamper('mfe-legal', release.id, 'remoteEntry.js', 'var changed;');
    expect(await store.localFolder('mfe-legal', release.id)).toBe(local);
    expect(readFileSync(path.join(local, 'remoteEntry.js'), 'utf8')).toBe('var mfe_legal;');

    await tamper('mfe-legal', other.id, 'remoteEntry.js', 'var changed;');
    expect(await refusal(store.localFolder('mfe-legal', other.id))).toBe(
      `mfe-legal ${other.id} is not the release that was built: remoteEntry.js changed; build it again`,
    );
    // Nothing of the refused download is left, under its name or a temporary one.
    expect(readdirSync(path.join(cacheDir, 'mfe-legal'))).toEqual([release.id]);
  });

  test('a bucket that does not exist, refused credentials and an endpoint that does not answer are one line each', async () => {
    const storeOf = (overrides: Record<string, string>) => {
      const env = { ...s3.env('refusals'), ...overrides };
      return createBucketStore(bucketFromEnv(env.RELEASE_STORE!, env));
    };
    expect(await refusal(storeOf({ RELEASE_STORE: 's3://no-such-bucket/x' }).listReleaseIds('mfe-legal'))).toBe(
      `s3://no-such-bucket/x: the bucket no-such-bucket does not exist at ${s3.endpoint}`,
    );
    expect(await refusal(storeOf({ AWS_ACCESS_KEY_ID: 'SOMEONE' }).listReleaseIds('mfe-legal'))).toBe(
      `s3://${s3.bucket}/refusals: the credentials were refused (InvalidAccessKeyId); check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY`,
    );
    // s3rver checks the key's id, not a version 4 signature: a wrong secret passes there.
    expect(
      await refusal(storeOf({ AWS_ACCESS_KEY_ID: 'SOMEONE' }).readRelease('mfe-legal', '20261125T063000Z-1')),
    ).toBe(
      `s3://${s3.bucket}/refusals: the credentials were refused (InvalidAccessKeyId); check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY`,
    );
    const silent = `http://127.0.0.1:${await freePort()}`;
    expect(await refusal(storeOf({ AWS_ENDPOINT_URL_S3: silent }).listReleaseIds('mfe-legal'))).toBe(
      `s3://${s3.bucket}/refusals: ${silent} does not answer (ECONNREFUSED)`,
    );
  });
});
