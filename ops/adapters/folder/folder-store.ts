/**
 * The ReleaseStore and SitePublisher in a folder laid out as a static origin serves it
 * (`.releases/`, or `RELEASE_STORE=/some/folder`):
 *   <app>/<id>/…, <app>/<id>/release.json   a release, written under `.staging-<id>-<pid>` and
 *                                           renamed into place, never written again
 *   pages/…, canary-pages/<app>/<release>/  the live set's pages and its canaries'
 *   live.json, log.jsonl, .lock             the live record beside it (./file-live-record.ts)
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { canaryPagesFolder, canaryPagesList } from '../../core/canary-pages';
import { compressedCopies, writeCopies, type CompressedCopy } from '../../lib/precompressed';
import { readFilesUnder } from '../../lib/files-under';
import { parseReleaseJson, releaseJsonFile, type ReleaseJson } from '../../core/release-json';
import {
  compareReleaseIds,
  releaseAppOf,
  releaseIdPattern,
  renderedFromFile,
  requiredFiles,
  readBackProblems,
  writtenList,
  type CanaryPages,
  type ReleaseStore,
  type RenderedFrom,
  type SitePages,
  type SitePublisher,
} from '../../core/release-store';
import { appFolder, canaryPagesListFile, canaryPagesRoot, pagesFolder, releaseFolder } from '../../core/store-layout';

/** `.staging-<id>-<pid>`: a release being written; its id reads back from one a killed command left. */
const stagingFolder = (id: string) => `.staging-${id}-${process.pid}`;
const stagingName = new RegExp(`^\\.staging-(${releaseIdPattern.source.slice(1, -1)})-\\d+$`);

function entriesOf(store: string, pkg: string): string[] {
  const folder = appFolder(store, pkg);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** The ids of an app's releases, oldest first (folders being written are not releases yet). */
export function listReleaseIds(store: string, pkg: string): string[] {
  return entriesOf(store, pkg)
    .filter((name) => releaseIdPattern.test(name))
    .sort(compareReleaseIds);
}

function stagingIds(store: string, pkg: string): string[] {
  return entriesOf(store, pkg).flatMap((name) => stagingName.exec(name)?.[1] ?? []);
}

/** A release's release.json, validated, refused in one line (`ReleaseStore.readRelease`). */
export function readFolderRelease(store: string, pkg: string, id: string): ReleaseJson {
  releaseAppOf(pkg);
  const folder = releaseFolder(store, pkg, id);
  if (!releaseIdPattern.test(id) || !existsSync(folder)) {
    if (stagingIds(store, pkg).includes(id)) {
      throw new Error(`${pkg} ${id} is incomplete: its upload did not finish; build it again`);
    }
    throw new Error(`${pkg} has no release ${id}`);
  }
  const missing = [releaseJsonFile, ...requiredFiles(pkg)].filter((file) => !existsSync(path.join(folder, file)));
  if (missing.length > 0) throw new Error(`${pkg} ${id} is incomplete: ${missing.join(', ')} missing`);
  const file = path.join(folder, releaseJsonFile);
  const release = parseReleaseJson(readFileSync(file, 'utf8'), `${pkg} ${id}`, file);
  if (release.id !== id || release.app !== pkg) {
    throw new Error(`${pkg} ${id}: its release.json describes ${release.app} ${release.id}`);
  }
  return release;
}

/** Copies a build in as `release`, whole or not at all (`ReleaseStore.putRelease`). */
export function writeFolderRelease(store: string, release: ReleaseJson, buildDir: string): void {
  const staging = path.join(appFolder(store, release.app), stagingFolder(release.id));
  try {
    cpSync(buildDir, staging, { recursive: true });
    writeFileSync(path.join(staging, releaseJsonFile), `${JSON.stringify(release, null, 2)}\n`);
    renameSync(staging, releaseFolder(store, release.app, release.id));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function writeFile(root: string, relative: string, content: string): void {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Pages with their compressed copies, as `compressPages` made them. */
type Compressed = ReadonlyMap<Page, readonly CompressedCopy[]>;
type Page = SitePages['pages'][number];

/** Each page's compressed copies, made before the switch so that serving is only writing files. */
async function compressPages(pages: readonly Page[]): Promise<Compressed> {
  return new Map(await Promise.all(pages.map(async (page) => [page, await compressedCopies(page.html)] as const)));
}

/** A page and its compressed copies; returns their paths relative to `root`. */
function writePage(root: string, page: Page, compressed: Compressed): string[] {
  writeFile(root, page.file, page.html);
  const copies = writeCopies(path.join(root, page.file), compressed.get(page) ?? []);
  return [page.file, ...copies.map((copy) => path.relative(root, copy))];
}

/** Removes `folder` (relative to `root`) and each parent below `root` while it is empty: a deleted post leaves no folder. */
function removeEmptyFolders(root: string, folder: string): void {
  for (let current = folder; current !== '.'; current = path.dirname(current)) {
    const absolute = path.join(root, current);
    if (!existsSync(absolute) || readdirSync(absolute).length > 0) return;
    rmdirSync(absolute);
  }
}

/** Removes what an earlier run wrote of the pages this run owns and did not write again. */
function removeStalePages(root: string, written: readonly string[], owns: (file: string) => boolean): void {
  const listFile = path.join(root, writtenList);
  const previous: string[] = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : [];
  const stale = previous.filter((name) => owns(name) && !written.includes(name));
  for (const file of stale) {
    rmSync(path.join(root, file), { force: true });
    removeEmptyFolders(root, path.dirname(file));
  }
  const kept = previous.filter((name) => !owns(name) && !written.includes(name));
  writeFileSync(listFile, `${JSON.stringify([...kept, ...written], null, 2)}\n`);
}

function readRenderedFrom(store: string): RenderedFrom {
  const file = path.join(pagesFolder(store), renderedFromFile);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RenderedFrom) : {};
}

/** Writes rendered pages, with their compressed copies, into the store's pages folder. */
function writePages(store: string, rendered: SitePages, compressed: Compressed): void {
  const root = pagesFolder(store);
  const written = rendered.pages.flatMap((page) => writePage(root, page, compressed));
  for (const { file, text } of rendered.siteFiles) writeFile(root, file, text);
  removeStalePages(root, written, rendered.owns);
  const renderedFrom = { ...readRenderedFrom(store), ...rendered.renderedFrom };
  writeFile(root, renderedFromFile, `${JSON.stringify(renderedFrom, null, 2)}\n`);
}

/** Writes the canaries' pages in place of those before, all at once (a rename). */
function writeCanaryPages(store: string, canaries: readonly CanaryPages[], compressed: Compressed): void {
  const root = canaryPagesRoot(store);
  if (canaries.length === 0 && !existsSync(root)) return;
  const staging = `${root}.${process.pid}`;
  const retired = `${root}.${process.pid}.old`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  for (const canary of canaries) {
    const folder = path.join(staging, canaryPagesFolder(canary.pkg, canary.release));
    for (const page of canary.pages) writePage(folder, page, compressed);
    writeFile(folder, canaryPagesList, JSON.stringify(canary.pages.map((page) => page.file)));
  }
  if (existsSync(root)) renameSync(root, retired);
  renameSync(staging, root);
  rmSync(retired, { recursive: true, force: true });
}

/** The store, and the site it publishes into its pages folder. */
export function createFolderStore(folder: string): ReleaseStore & SitePublisher {
  return {
    location: folder,
    listReleaseIds: async (pkg) => listReleaseIds(folder, pkg),
    incompleteReleaseIds: async (pkg) => [...new Set(stagingIds(folder, pkg))].sort(compareReleaseIds),
    readRelease: async (pkg, id) => readFolderRelease(folder, pkg, id),
    releaseFileProblems: async (release) =>
      readBackProblems(release, readFilesUnder(releaseFolder(folder, release.app, release.id))),
    putRelease: async (release, buildDir) => writeFolderRelease(folder, release, buildDir),
    async removeRelease(pkg, id) {
      releaseAppOf(pkg);
      if (!releaseIdPattern.test(id)) throw new Error(`${pkg} has no release ${id}`);
      // Out of the listing in one rename: a removal stopped halfway leaves an incomplete upload
      // (which removing again clears), never half a release.
      if (existsSync(releaseFolder(folder, pkg, id))) {
        renameSync(releaseFolder(folder, pkg, id), path.join(appFolder(folder, pkg), stagingFolder(id)));
      }
      for (const name of entriesOf(folder, pkg).filter((entry) => stagingName.exec(entry)?.[1] === id)) {
        rmSync(path.join(appFolder(folder, pkg), name), { recursive: true, force: true });
      }
    },
    async localFolder(pkg, id) {
      readFolderRelease(folder, pkg, id);
      return releaseFolder(folder, pkg, id);
    },
    readRenderedFrom: async () => readRenderedFrom(folder),
    readCanaryPages: async (pkg, release) => {
      const list = canaryPagesListFile(folder, pkg, release);
      return existsSync(list) ? (JSON.parse(readFileSync(list, 'utf8')) as string[]) : undefined;
    },
    // The Node server reads the pointer and derives the run-time configuration itself: only the
    // pages are written, and only once the pointer names the set they were rendered for.
    stageSite: async ({ pages, canaryPages }) => {
      const compressed = await compressPages([
        ...(pages?.pages ?? []),
        ...canaryPages.flatMap((canary) => canary.pages),
      ]);
      return {
        serve: async () => {
          if (pages) writePages(folder, pages, compressed);
          writeCanaryPages(folder, canaryPages, compressed);
        },
        // Staging wrote nothing.
        discard: async () => undefined,
      };
    },
    catchUp: async () => false,
    removeUnservedSites: async () => 0,
  };
}
