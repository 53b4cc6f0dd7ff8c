/** Where things are in the monorepo, for the scripts. */
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export function appDir(pkg: string): string {
  return path.join(repoRoot, pkg);
}

export function distDir(pkg: string): string {
  return path.join(appDir(pkg), 'dist');
}
