import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReleaseJson } from './release-json';
import {
  addRelease,
  compareReleaseIds,
  listReleaseIds,
  nextReleaseId,
  readRelease,
  releaseFolder,
  verifyRelease,
} from './store';

let store: string;
let build: string;

beforeEach(() => {
  store = mkdtempSync(path.join(tmpdir(), 'release-store-'));
  build = mkdtempSync(path.join(tmpdir(), 'release-build-'));
  writeFileSync(path.join(build, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(build, 'remoteEntry.js'), '');
});
afterEach(() => {
  rmSync(store, { recursive: true, force: true });
  rmSync(build, { recursive: true, force: true });
});

const describe_ = (id: string, contentHash: string): ReleaseJson => ({
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

test('ids sort by time, then by their counter within a second', () => {
  expect(nextReleaseId([], now)).toBe('20261125T063000Z-1');
  expect(nextReleaseId(['20261125T063000Z-1'], now)).toBe('20261125T063000Z-2');
  const ids = ['20261125T063000Z-10', '20261124T235959Z-3', '20261125T063000Z-2'];
  expect(ids.sort(compareReleaseIds)).toEqual(['20261124T235959Z-3', '20261125T063000Z-2', '20261125T063000Z-10']);
});

test('a build becomes a release with its release.json, read back validated', () => {
  const first = addRelease(store, 'mfe-legal', build, describe_, now);
  const second = addRelease(store, 'mfe-legal', build, describe_, now);
  expect(listReleaseIds(store, 'mfe-legal')).toEqual([first.id, second.id]);
  expect(readRelease(store, 'mfe-legal', first.id)).toEqual(first);
  expect(first.contentHash).toMatch(/^sha256-[0-9a-f]{64}$/);
});

test('a build without its manifest is refused', () => {
  rmSync(path.join(build, 'mf-manifest.json'));
  expect(() => addRelease(store, 'mfe-legal', build, describe_, now)).toThrow('mf-manifest.json missing');
});

test('an unknown app or id, a release with missing files or a corrupt release.json is refused in one line', () => {
  const { id } = addRelease(store, 'mfe-legal', build, describe_, now);
  expect(() => readRelease(store, 'mfe-nope', id)).toThrow('Unknown app mfe-nope');
  expect(() => readRelease(store, 'mfe-legal', '20990101T000000Z-1')).toThrow('mfe-legal has no release');
  const releaseJson = path.join(releaseFolder(store, 'mfe-legal', id), 'release.json');
  writeFileSync(releaseJson, '{"id":');
  expect(() => readRelease(store, 'mfe-legal', id)).toThrow(`mfe-legal ${id}: ${releaseJson} is not JSON (`);
  writeFileSync(path.join(releaseFolder(store, 'mfe-legal', id), 'release.json'), JSON.stringify({ id }));
  expect(() => readRelease(store, 'mfe-legal', id)).toThrow(/release\.json is invalid/);
  rmSync(path.join(releaseFolder(store, 'mfe-legal', id), 'remoteEntry.js'));
  expect(() => readRelease(store, 'mfe-legal', id)).toThrow('remoteEntry.js missing');
});

test('a folder still being written is not a release', () => {
  mkdirSync(path.join(store, 'mfe-legal', '.staging-20261125T063000Z-1-1'), { recursive: true });
  expect(listReleaseIds(store, 'mfe-legal')).toEqual([]);
});

test('a release is verified whole: every recorded file there, unchanged, and no other', () => {
  mkdirSync(path.join(build, 'fonts'));
  writeFileSync(path.join(build, 'fonts', 'inter.0123abcd.woff2'), 'font');
  writeFileSync(path.join(build, 'page.0123abcd.js'), 'page');
  const release = addRelease(store, 'mfe-legal', build, describe_, now);
  expect(Object.keys(release.files ?? {}).sort()).toEqual([
    'fonts/inter.0123abcd.woff2',
    'mf-manifest.json',
    'page.0123abcd.js',
    'remoteEntry.js',
  ]);
  expect(() => verifyRelease(store, readRelease(store, 'mfe-legal', release.id))).not.toThrow();

  const folder = releaseFolder(store, 'mfe-legal', release.id);
  rmSync(path.join(folder, 'page.0123abcd.js'));
  writeFileSync(path.join(folder, 'fonts', 'inter.0123abcd.woff2'), 'another font');
  writeFileSync(path.join(folder, 'extra.js'), 'alert(1)');
  expect(() => verifyRelease(store, release)).toThrow(
    `mfe-legal ${release.id} is not the release that was built: page.0123abcd.js missing, extra.js was not in the build, fonts/inter.0123abcd.woff2 changed; build it again`,
  );
});

test('a release built before each file was recorded is verified against its content hash', () => {
  const { files, ...older } = addRelease(store, 'mfe-legal', build, describe_, now);
  expect(files).toBeDefined();
  expect(() => verifyRelease(store, older)).not.toThrow();
  rmSync(path.join(releaseFolder(store, 'mfe-legal', older.id), 'remoteEntry.js'));
  expect(() => verifyRelease(store, older)).toThrow(
    `mfe-legal ${older.id} is not the release that was built: its files differ from its content hash`,
  );
});
