/**
 * A copy of this checkout, as another working folder of the repository: the files git tracks
 * (and new ones it does not ignore), as they are now, with this checkout's installed packages,
 * except that the workspace's own packages are the copy's, so what the copy changes is what it
 * builds and runs.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../ops/lib/workspace';

export function copyCheckout(copy: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  for (const file of files.split('\0')) {
    // A tracked file deleted in the working tree is not copied.
    if (file && existsSync(path.join(repoRoot, file))) {
      cpSync(path.join(repoRoot, file), path.join(copy, file), { recursive: true });
    }
  }
  const installed = path.join(repoRoot, 'node_modules');
  mkdirSync(path.join(copy, 'node_modules'));
  for (const entry of readdirSync(installed)) {
    const from = path.join(installed, entry);
    // A workspace package is linked as `../<folder>`: the same link in the copy names the copy's.
    const target = lstatSync(from).isSymbolicLink() ? readlinkSync(from) : from;
    symlinkSync(target, path.join(copy, 'node_modules', entry));
  }
}
