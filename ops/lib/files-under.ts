/** The files of a folder tree, by their paths relative to it. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file under `root`, by its path relative to it (with `/`), sorted. */
export function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** `files` under `root` (all of them by default) with their bytes, each read as it is reached. */
export function* readFilesUnder(root: string, files = filesUnder(root)): Generator<readonly [string, Buffer]> {
  for (const file of files) yield [file, readFileSync(path.join(root, file))] as const;
}
