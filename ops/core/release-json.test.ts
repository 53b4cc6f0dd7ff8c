import { parseReleaseJson, remoteNameOf, type ReleaseJson } from './release-json';

const release: ReleaseJson = {
  id: '20261125T063000Z-1',
  app: 'mfe-legal',
  version: '0.1.0',
  commit: 'abc123',
  builtAt: '2026-11-25T06:30:00.000Z',
  contentHash: `sha256-${'a'.repeat(64)}`,
  files: { 'remoteEntry.js': 'b'.repeat(64) },
  shared: { provides: { react: '19.0.0' }, requires: { react: '^19.0.0' } },
  exposes: ['CookiePolicy'],
  loads: {},
};

test('a release.json reads back as it was written', () => {
  expect(parseReleaseJson(JSON.stringify(release), 'mfe-legal 1', 'release.json')).toEqual(release);
});

test('one that is not JSON, or not a release.json, is refused in one line naming the release and the file', () => {
  expect(() => parseReleaseJson('{', 'mfe-legal 1', '/store/release.json')).toThrow(
    /^mfe-legal 1: \/store\/release\.json is not JSON \(/,
  );
  expect(() =>
    parseReleaseJson(JSON.stringify({ ...release, contentHash: 'md5-x' }), 'mfe-legal 1', 'release.json'),
  ).toThrow(/^mfe-legal 1: release\.json is invalid \(contentHash: /);
  expect(() => parseReleaseJson('[]', 'mfe-legal 1', 'release.json')).toThrow(
    /^mfe-legal 1: release\.json is invalid \(root: /,
  );
});

test('a remote package names its federation container; the shell none', () => {
  expect(remoteNameOf('mfe-legal')).toBe('mfe_legal');
  expect(remoteNameOf('shell')).toBeUndefined();
});
