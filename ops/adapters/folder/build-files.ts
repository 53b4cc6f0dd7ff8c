import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentHashOf, sha256, type Build } from '../../core/release-store';

/** Every file under `root`, by its path relative to it (with `/`), sorted. */
export function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** `contentHashOf` the files under `root` (all of them, or `files`). */
export function contentHash(root: string, files = filesUnder(root)): string {
  return contentHashOf(
    (function* read() {
      for (const file of files) yield [file, readFileSync(path.join(root, file))] as const;
    })(),
  );
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
