import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageRegistryFile } from 'shared/build/page-registry';
import { appDir } from '../../lib/workspace';
import { describeBuild } from './describe-build';

const contentHash = `sha256-${'0'.repeat(64)}`;
const builtAt = new Date('2026-11-28T22:00:00.000Z');
const cookiePolicy = {
  path: '/cookie-policy',
  module: 'CookiePolicyPage',
  title: 'Cookie Policy',
  description: 'Which cookies the site sets, and how to choose.',
  sitemap: true,
};

let buildDir: string;
beforeEach(() => {
  buildDir = mkdtempSync(path.join(tmpdir(), 'describe-build-'));
});
afterEach(() => rmSync(buildDir, { recursive: true, force: true }));

const write = (file: string, json: unknown) => writeFileSync(path.join(buildDir, file), JSON.stringify(json));
const releaseOf = (pkg: string) =>
  describeBuild(pkg, { id: 'R1', contentHash, appDir: appDir(pkg), buildDir, builtAt });

function writeRemoteManifest(): void {
  write('mf-manifest.json', { shared: [], exposes: [{ name: 'CookiePolicyPage' }] });
}

test("a remote's release records the pages its build's registry declares", () => {
  writeRemoteManifest();
  write(pageRegistryFile, { pages: [cookiePolicy] });
  const release = releaseOf('mfe-legal');
  expect(release.pages).toEqual([cookiePolicy]);
  expect(release.exposes).toEqual(['CookiePolicyPage']);
  expect(release.links).toBeUndefined();
  expect(release.reserves).toBeUndefined();
});

test("the shell's release records its navigation's links and its reserved paths, and loads no module", () => {
  write(pageRegistryFile, { links: ['/', '/about'], reserves: ['/terms', '/_preview'] });
  const release = releaseOf('shell');
  expect(release.links).toEqual(['/', '/about']);
  expect(release.reserves).toEqual(['/terms', '/_preview']);
  expect(release.pages).toBeUndefined();
  expect(release.loads).toEqual({});
});

test('a build from before registries records none of them', () => {
  writeRemoteManifest();
  const release = releaseOf('mfe-legal');
  expect([release.pages, release.links, release.reserves]).toEqual([undefined, undefined, undefined]);
});

test('a registry whose page is no page entry is refused', () => {
  writeRemoteManifest();
  write(pageRegistryFile, { pages: [{ ...cookiePolicy, module: 'cookie-policy' }] });
  expect(() => releaseOf('mfe-legal')).toThrow(/module/);
});
