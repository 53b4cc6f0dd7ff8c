/** Where `npm run prerender` writes each page in the shell's output folder, as static hosts look them up. */
import path from 'node:path';

export const notFoundPage = '404.html';

/**
 * `/` → `index.html`, `/blog/a-post` → `blog/a-post/index.html`. Relative, without `..`: a request
 * path never leaves the folder it is resolved in.
 */
export function prerenderedPagePath(pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
  return path.join(...segments, 'index.html');
}
