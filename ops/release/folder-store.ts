/**
 * The release store: a plain folder laid out as a static origin serves it, so production is
 * "sync this folder to a bucket" (README: Deploying or rolling back one remote).
 *
 *   <store>/<app>/<id>/…build…       one immutable release: the app's build output
 *   <store>/<app>/<id>/release.json  what it is (./release-json.ts)
 *   <store>/pages/…                  the prerendered pages of the live set (ops/prerender.ts)
 *   <store>/live.json                which release of each app is live (./live.ts)
 *   <store>/log.jsonl                one line per promotion or rollback (./live.ts)
 *   <store>/.lock                    held while a command changes the store (./lock.ts)
 *
 * A release folder is written under a temporary name and renamed into place, so a reader never
 * sees half of one, and it is never written again. Its release.json records each file's hash,
 * and a release is verified whole against them before it goes live (`verifyRelease`).
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { remoteApps, shellApp } from 'shared/remotes';
import { repoRoot } from '../lib/workspace';
import { parseReleaseJson, releaseJsonFile, type ReleaseJson } from './release-json';

type Env = Readonly<Record<string, string | undefined>>;

/** Every app the store holds releases of: the shell and each remote, by package name. */
export const releaseApps = [shellApp, ...remoteApps] as const;

export type ReleaseApp = (typeof releaseApps)[number];

/** `$RELEASE_STORE` when set, else `.releases/` in the checkout (git-ignored). */
export function releaseStore(env: Env): string {
  return path.resolve(repoRoot, env.RELEASE_STORE || '.releases');
}

export function releaseAppOf(pkg: string): ReleaseApp {
  const app = releaseApps.find((candidate) => candidate.pkg === pkg);
  if (!app) throw new Error(`Unknown app ${pkg}; choose from ${releaseApps.map((a) => a.pkg).join(', ')}`);
  return app;
}

export function appFolder(store: string, pkg: string): string {
  return path.join(store, pkg);
}

export function releaseFolder(store: string, pkg: string, id: string): string {
  return path.join(store, pkg, id);
}

/** Where `npm run prerender` writes the live set's pages, served at the shell's origin. */
export function pagesFolder(store: string): string {
  return path.join(store, 'pages');
}

const RELEASE_ID = /^(\d{8}T\d{6}Z)-(\d+)$/;

/** Orders ids by time, then by their counter within that second. */
export function compareReleaseIds(a: string, b: string): number {
  const [, stampA = '', countA = '0'] = RELEASE_ID.exec(a) ?? [];
  const [, stampB = '', countB = '0'] = RELEASE_ID.exec(b) ?? [];
  return stampA === stampB ? Number(countA) - Number(countB) : stampA < stampB ? -1 : 1;
}

/** `20261125T063000Z-1`: the UTC second, then a counter that makes it unique within the app. */
export function nextReleaseId(existing: readonly string[], now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  let count = 1;
  while (existing.includes(`${stamp}-${count}`)) count += 1;
  return `${stamp}-${count}`;
}

/** The ids of an app's releases, oldest first (folders being written are not releases yet). */
export function listReleaseIds(store: string, pkg: string): string[] {
  const folder = appFolder(store, pkg);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && RELEASE_ID.test(entry.name))
    .map((entry) => entry.name)
    .sort(compareReleaseIds);
}

/** Files an app's build cannot be served without. */
function requiredFiles(pkg: string): string[] {
  return pkg === shellApp.pkg ? [shellApp.appPage] : ['mf-manifest.json', 'remoteEntry.js'];
}

/**
 * A release, validated: refused with one line when unknown, incomplete or its release.json is
 * not what this store writes.
 */
export function readRelease(store: string, pkg: string, id: string): ReleaseJson {
  releaseAppOf(pkg);
  const folder = releaseFolder(store, pkg, id);
  if (!RELEASE_ID.test(id) || !existsSync(folder)) throw new Error(`${pkg} has no release ${id}`);
  const missing = [releaseJsonFile, ...requiredFiles(pkg)].filter((file) => !existsSync(path.join(folder, file)));
  if (missing.length > 0) throw new Error(`${pkg} ${id} is incomplete: ${missing.join(', ')} missing`);
  const file = path.join(folder, releaseJsonFile);
  const release = parseReleaseJson(readFileSync(file, 'utf8'), `${pkg} ${id}`, file);
  if (release.id !== id || release.app !== pkg) {
    throw new Error(`${pkg} ${id}: its release.json describes ${release.app} ${release.id}`);
  }
  return release;
}

function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** SHA-256 over every file's path and bytes: two builds with the same output hash the same. */
export function contentHash(root: string, files = filesUnder(root)): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
  }
  return `sha256-${hash.digest('hex')}`;
}

function fileHash(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** Each file of a build by its path, with its SHA-256: what release.json records of it. */
function fileHashes(root: string): Record<string, string> {
  return Object.fromEntries(filesUnder(root).map((file) => [file, fileHash(path.join(root, file))]));
}

/** How a release's folder differs from the files recorded when it was built; empty when whole. */
export function releaseFileProblems(store: string, release: ReleaseJson): string[] {
  const folder = releaseFolder(store, release.app, release.id);
  const present = filesUnder(folder).filter((file) => file !== releaseJsonFile);
  const recorded = release.files;
  if (!recorded) {
    // Built before each file's hash was recorded: the whole build against its one hash.
    return contentHash(folder, present) === release.contentHash ? [] : ['its files differ from its content hash'];
  }
  const here = new Set(present);
  return [
    ...Object.keys(recorded)
      .filter((file) => !here.has(file))
      .map((file) => `${file} missing`),
    ...present.flatMap((file) => {
      const expected = recorded[file];
      if (expected === undefined) return [`${file} was not in the build`];
      return fileHash(path.join(folder, file)) === expected ? [] : [`${file} changed`];
    }),
  ];
}

/** Refuses, in one line, a release whose files are not the ones it was built with. */
export function verifyRelease(store: string, release: ReleaseJson): void {
  const problems = releaseFileProblems(store, release);
  if (problems.length === 0) return;
  const shown = problems.slice(0, 3).join(', ');
  const more = problems.length > 3 ? ` and ${problems.length - 3} more` : '';
  throw new Error(`${release.app} ${release.id} is not the release that was built: ${shown}${more}; build it again`);
}

/** The release of `pkg` whose build has this content hash and is still whole, if the store holds one. */
export function releaseWithHash(store: string, pkg: string, hash: string): string | undefined {
  return listReleaseIds(store, pkg).find((id) => {
    try {
      const release = readRelease(store, pkg, id);
      return release.contentHash === hash && releaseFileProblems(store, release).length === 0;
    } catch {
      // An unreadable release is not the build; `status` and `promote` say what is wrong with it.
      return false;
    }
  });
}

/**
 * Copies a build into the store as a new release (not live) and returns its id. The caller
 * holds the store's lock (./lock.ts), so two commands never pick the same id.
 */
export function addRelease(
  store: string,
  pkg: string,
  buildDir: string,
  describe: (id: string, hash: string) => ReleaseJson,
  now = new Date(),
): ReleaseJson {
  const missing = requiredFiles(pkg).filter((file) => !existsSync(path.join(buildDir, file)));
  if (missing.length > 0) throw new Error(`${buildDir} is not a build of ${pkg}: ${missing.join(', ')} missing`);
  const id = nextReleaseId(listReleaseIds(store, pkg), now);
  const release: ReleaseJson = { ...describe(id, contentHash(buildDir)), files: fileHashes(buildDir) };
  const staging = path.join(appFolder(store, pkg), `.staging-${id}-${process.pid}`);
  try {
    cpSync(buildDir, staging, { recursive: true });
    writeFileSync(path.join(staging, releaseJsonFile), `${JSON.stringify(release, null, 2)}\n`);
    renameSync(staging, releaseFolder(store, pkg, id));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return release;
}
