import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentHashOf, sha256, type Build } from '../../core/release-store';
import { filesUnder, readFilesUnder } from '../../lib/files-under';

/** `contentHashOf` the files under `root`. */
export function contentHash(root: string): string {
  return contentHashOf(readFilesUnder(root));
}

/** Each file of a build by its path, with its SHA-256: what release.json records of it. */
export function fileHashes(root: string): Record<string, string> {
  return Object.fromEntries(filesUnder(root).map((file) => [file, sha256(readFileSync(path.join(root, file)))]));
}

/** The build in `folder`, to add as a release. */
export function folderBuild(folder: string): Build {
  return {
    folder,
    has: (file) => existsSync(path.join(folder, file)),
    hashes: () => ({ contentHash: contentHash(folder), files: fileHashes(folder) }),
  };
}
