import { memoryStore } from '../testing/memory-store';
import type { ReleaseJson } from './release-json';
import {
  addRelease,
  compareReleaseIds,
  contentHashOf,
  fileProblems,
  nextReleaseId,
  notTheBuildMessage,
  pagesCurrent,
  readBackProblems,
  releaseAppOf,
  releaseWithHash,
  sha256,
  verifyRelease,
  type Build,
} from './release-store';

const now = new Date('2026-11-25T06:30:00.123Z');
const hashA = `sha256-${'a'.repeat(64)}`;

const describeRelease = (id: string, contentHash: string): ReleaseJson => ({
  id,
  app: 'mfe-legal',
  version: '0.1.0',
  commit: 'test',
  builtAt: now.toISOString(),
  contentHash,
  shared: { provides: {}, requires: {} },
  exposes: [],
  loads: {},
});

/** A build of mfe-legal in memory: its files by path, with their text. */
function build(files: Record<string, string>): Build {
  return {
    folder: 'dist',
    has: (file) => file in files,
    hashes: () => ({
      contentHash: contentHashOf(Object.entries(files).map(([file, text]) => [file, Buffer.from(text)] as const)),
      files: Object.fromEntries(Object.entries(files).map(([file, text]) => [file, sha256(text)])),
    }),
  };
}

const legalBuild = { 'mf-manifest.json': '{}', 'remoteEntry.js': 'entry' };

test('release ids order by their second, then their counter, and a new one is unique in its second', () => {
  expect(nextReleaseId([], now)).toBe('20261125T063000Z-1');
  expect(nextReleaseId(['20261125T063000Z-1', '20261125T063000Z-2'], now)).toBe('20261125T063000Z-3');
  expect(['20261125T063000Z-10', '20261124T063000Z-3', '20261125T063000Z-2'].sort(compareReleaseIds)).toEqual([
    '20261124T063000Z-3',
    '20261125T063000Z-2',
    '20261125T063000Z-10',
  ]);
  expect(() => releaseAppOf('mfe-none')).toThrow('Unknown app mfe-none; choose from shell, ');
});

test('files read back are compared with the ones recorded: missing, added and changed', () => {
  const recorded = { 'a.js': sha256('a'), 'b.js': sha256('b') };
  expect(fileProblems(recorded, new Map(Object.entries(recorded)))).toEqual([]);
  expect(
    fileProblems(
      recorded,
      new Map([
        ['b.js', sha256('B')],
        ['c.js', sha256('c')],
      ]),
    ),
  ).toEqual(['a.js missing', 'b.js changed', 'c.js was not in the build']);
  const release = { app: 'mfe-legal', id: '20261125T063000Z-1' };
  expect(notTheBuildMessage(release, ['a', 'b', 'c', 'd', 'e'])).toBe(
    'mfe-legal 20261125T063000Z-1 is not the release that was built: a, b, c and 2 more; build it again',
  );
});

test('the content hash covers each file by its path and bytes', () => {
  const one = contentHashOf([['a.js', Buffer.from('x')]]);
  expect(one).toMatch(/^sha256-[0-9a-f]{64}$/);
  expect(contentHashOf([['a.js', Buffer.from('x')]])).toBe(one);
  expect(contentHashOf([['b.js', Buffer.from('x')]])).not.toBe(one);
  expect(contentHashOf([['a.js', Buffer.from('y')]])).not.toBe(one);
});

test("a release's files read back, its release.json aside, against each file's hash, or the build's one hash", () => {
  const bytes = (text: string) => Buffer.from(text);
  const files = { 'a.js': sha256('a'), 'b.js': sha256('b') };
  const read = (b: string) =>
    [
      ['a.js', bytes('a')],
      ['b.js', bytes(b)],
      ['release.json', bytes('{}')],
    ] as const;
  expect(readBackProblems({ files, contentHash: hashA }, read('b'))).toEqual([]);
  expect(readBackProblems({ files, contentHash: hashA }, read('B'))).toEqual(['b.js changed']);
  const contentHash = contentHashOf(read('b').slice(0, 2));
  expect(readBackProblems({ contentHash }, read('b'))).toEqual([]);
  expect(readBackProblems({ contentHash }, read('B'))).toEqual(['its files differ from its content hash']);
});

test('a build is added as a release with the next id, each file recorded, and found again by its hash', async () => {
  const store = memoryStore();
  const first = await addRelease(store, 'mfe-legal', build(legalBuild), describeRelease, now);
  const second = await addRelease(store, 'mfe-legal', build({ ...legalBuild, 'a.js': 'a' }), describeRelease, now);
  expect([first.id, second.id]).toEqual(['20261125T063000Z-1', '20261125T063000Z-2']);
  expect(first.files).toEqual({ 'mf-manifest.json': sha256('{}'), 'remoteEntry.js': sha256('entry') });
  expect(await store.listReleaseIds('mfe-legal')).toEqual([first.id, second.id]);
  expect(await releaseWithHash(store, 'mfe-legal', second.contentHash)).toBe(second.id);
  expect(await releaseWithHash(store, 'mfe-legal', hashA)).toBeUndefined();
  await verifyRelease(store, first);

  store.releases.get(`mfe-legal/${first.id}`)?.files.set('remoteEntry.js', sha256('changed'));
  await expect(verifyRelease(store, first)).rejects.toThrow(
    `mfe-legal ${first.id} is not the release that was built: remoteEntry.js changed; build it again`,
  );
  // A release whose files changed is not the build any more.
  expect(await releaseWithHash(store, 'mfe-legal', first.contentHash)).toBeUndefined();
});

test('a folder without the files an app is served from is refused before anything is written', async () => {
  const store = memoryStore();
  await expect(addRelease(store, 'mfe-legal', build({ 'remoteEntry.js': '' }), describeRelease, now)).rejects.toThrow(
    'dist is not a build of mfe-legal: mf-manifest.json missing',
  );
  await expect(addRelease(store, 'mfe-none', build(legalBuild), describeRelease, now)).rejects.toThrow('Unknown app');
  expect(store.releases.size).toBe(0);
});

test('pages are current while the live shell and release are the ones they were rendered from', () => {
  const live = {
    apps: {
      shell: { live: 'S1', previous: null, since: now.toISOString() },
      'mfe-legal': { live: 'L1', previous: null, since: now.toISOString() },
    },
  };
  expect(pagesCurrent({ 'mfe-legal': { shell: 'S1', release: 'L1' } }, live, 'mfe-legal')).toBe(true);
  expect(pagesCurrent({ 'mfe-legal': { shell: 'S0', release: 'L1' } }, live, 'mfe-legal')).toBe(false);
  expect(pagesCurrent({}, live, 'mfe-legal')).toBe(false);
});
