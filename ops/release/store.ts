/**
 * Where the folder store is (`releaseStore`), and the folder store's synchronous reads that the
 * servers use (./folder-store.ts holds the store itself).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/workspace';
import {
  folderFileProblems,
  listReleaseIds,
  readFolderRelease,
  releaseFolder,
  writeFolderRelease,
} from './folder-store';
import type { ReleaseJson } from './release-json';
import {
  contentHash,
  fileHashes,
  nextReleaseId,
  notTheBuildMessage,
  releaseAppOf,
  requiredFiles,
} from './release-store';

export { appFolder, listReleaseIds, pagesFolder, releaseFolder } from './folder-store';
export { contentHash, releaseAppOf, releaseApps, type ReleaseApp } from './release-store';

type Env = Readonly<Record<string, string | undefined>>;

/** `$RELEASE_STORE` when set, else `.releases/` in the checkout (git-ignored). */
export function releaseStore(env: Env): string {
  return path.resolve(repoRoot, env.RELEASE_STORE || '.releases');
}

/** @deprecated The release commands' synchronous read; `ReleaseStore.readRelease` replaces it. */
export function readRelease(store: string, pkg: string, id: string): ReleaseJson {
  return readFolderRelease(store, pkg, id);
}

function releaseFileProblems(store: string, release: ReleaseJson): string[] {
  return folderFileProblems(releaseFolder(store, release.app, release.id), release);
}

/** @deprecated `verifyRelease` of ./release-store.ts replaces it. */
export function verifyRelease(store: string, release: ReleaseJson): void {
  const problems = releaseFileProblems(store, release);
  if (problems.length > 0) throw new Error(notTheBuildMessage(release, problems));
}

/** @deprecated `releaseWithHash` of ./release-store.ts replaces it. */
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

/** @deprecated `addRelease` of ./release-store.ts replaces it. */
export function addRelease(
  store: string,
  pkg: string,
  buildDir: string,
  describe: (id: string, hash: string) => ReleaseJson,
  now = new Date(),
): ReleaseJson {
  releaseAppOf(pkg);
  const missing = requiredFiles(pkg).filter((file) => !existsSync(path.join(buildDir, file)));
  if (missing.length > 0) throw new Error(`${buildDir} is not a build of ${pkg}: ${missing.join(', ')} missing`);
  const id = nextReleaseId(listReleaseIds(store, pkg), now);
  const release: ReleaseJson = { ...describe(id, contentHash(buildDir)), files: fileHashes(buildDir) };
  writeFolderRelease(store, release, buildDir);
  return release;
}
