/**
 * A folder store's layout, as its adapter writes it and web servers serve it:
 *   <app>/<id>/…                           a release
 *   pages/…, canary-pages/<app>/<release>/  the live set's pages and its canaries'
 */
import path from 'node:path';
import { canaryPagesFolder, canaryPagesList } from './canary-pages';
import type { Live } from './live-record';
import type { ReleaseJson } from './release-json';

export function appFolder(store: string, pkg: string): string {
  return path.join(store, pkg);
}

export function releaseFolder(store: string, pkg: string, id: string): string {
  return path.join(store, pkg, id);
}

/** Where the live set's pages are written, served at the shell's origin. */
export function pagesFolder(store: string): string {
  return path.join(store, 'pages');
}

/** Where a folder store keeps its canaries' pages: beside the pages, out of what any server serves as files. */
export function canaryPagesRoot(store: string): string {
  return path.join(store, 'canary-pages');
}

/** The list of a canary's pages in a folder store, as the last switch wrote it. */
export function canaryPagesListFile(store: string, pkg: string, release: string): string {
  return path.join(canaryPagesRoot(store), canaryPagesFolder(pkg, release), canaryPagesList);
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * What a web server over a folder store reads of it besides the files it serves, handed to it by
 * its caller (ops/adapters/folder/served-folder.ts opens one).
 */
export interface ServedFolder {
  folder: string;
  /** The pointer, read now; a corrupt one is refused in one line. */
  live(): Live;
  /** An app's release ids, oldest first. */
  releaseIds(pkg: string): string[];
  /** A whole release's release.json (its pages make the route table served); refused in one line. */
  release(pkg: string, id: string): ReleaseJson;
  /**
   * The secret signing preview cookies (`RELEASE_PREVIEW_SECRET`, else the store's own): a bad one
   * is refused now, and the reader returned reads it again when it changes.
   */
  previewSecretReader(env: Env): () => string;
}
