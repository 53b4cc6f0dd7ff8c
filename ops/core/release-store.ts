/**
 * Where releases live (`ReleaseStore`: a release is written whole, its release.json last, and
 * verified against it before it goes live) and where a live set's site is published
 * (`SitePublisher`), with the rules over them. docs/architecture.md#switching-and-serving
 */
import { createHash } from 'node:crypto';
import type { AppConfig } from 'shared/app-config';
import { remoteApps, shellApp } from 'shared/remotes';
import type { Live } from './live-record';
import { releaseJsonFile, type ReleaseJson } from './release-json';

/** Every app the store holds releases of: the shell and each remote, by package name. */
export const releaseApps = [shellApp, ...remoteApps] as const;

export type ReleaseApp = (typeof releaseApps)[number];

export function releaseAppOf(pkg: string): ReleaseApp {
  const app = releaseApps.find((candidate) => candidate.pkg === pkg);
  if (!app) throw new Error(`Unknown app ${pkg}; choose from ${releaseApps.map((a) => a.pkg).join(', ')}`);
  return app;
}

export const releaseIdPattern = /^(\d{8}T\d{6}Z)-(\d+)$/;

/** Orders ids by time, then by their counter within that second. */
export function compareReleaseIds(a: string, b: string): number {
  const [, stampA = '', countA = '0'] = releaseIdPattern.exec(a) ?? [];
  const [, stampB = '', countB = '0'] = releaseIdPattern.exec(b) ?? [];
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

/** Files an app's build cannot be served without. */
export function requiredFiles(pkg: string): string[] {
  return pkg === shellApp.pkg ? [shellApp.appPage] : ['mf-manifest.json', 'remoteEntry.js'];
}

/** SHA-256 (hex) of some bytes: what release.json records of each file. */
export function sha256(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** SHA-256 over every file's path and bytes, sorted by path: two builds with the same output hash the same. */
export function contentHashOf(files: Iterable<readonly [string, Uint8Array]>): string {
  const hash = createHash('sha256');
  for (const [file, bytes] of files) {
    hash.update(`${file}\0`);
    hash.update(bytes);
  }
  return `sha256-${hash.digest('hex')}`;
}

/**
 * How files read back differ from the ones a release recorded; empty when whole. `present` maps
 * each file found (release.json aside) to its SHA-256.
 */
export function fileProblems(recorded: Record<string, string>, present: ReadonlyMap<string, string>): string[] {
  return [
    ...Object.keys(recorded)
      .filter((file) => !present.has(file))
      .map((file) => `${file} missing`),
    ...[...present].flatMap(([file, hash]) => {
      const expected = recorded[file];
      if (expected === undefined) return [`${file} was not in the build`];
      return hash === expected ? [] : [`${file} changed`];
    }),
  ];
}

/**
 * How a release's files read back (`[path, bytes]`, its release.json skipped) differ from the ones
 * it recorded; empty when whole. One built before each file's hash was recorded: against its one hash.
 */
export function readBackProblems(
  release: Pick<ReleaseJson, 'files' | 'contentHash'>,
  files: Iterable<readonly [string, Uint8Array]>,
): string[] {
  const read = (function* withoutReleaseJson() {
    for (const entry of files) if (entry[0] !== releaseJsonFile) yield entry;
  })();
  if (!release.files) {
    return contentHashOf(read) === release.contentHash ? [] : ['its files differ from its content hash'];
  }
  return fileProblems(release.files, new Map(Array.from(read, ([file, bytes]) => [file, sha256(bytes)])));
}

/** Lists what a prerender run wrote, so the next run removes pages that no longer exist (a deleted post). */
export const writtenList = 'prerendered.json';
/** Per app, the releases its published pages were rendered from (`RenderedFrom`). */
export const renderedFromFile = 'rendered-from.json';

/** The pages of one prerender run, rendered and not yet published. */
export interface SitePages {
  /** Each page file by its path in the site (`index.html`, `cookie-policy/index.html`, `404.html`). */
  pages: readonly { file: string; html: string }[];
  /** `sitemap.xml` and `robots.txt`, when every page was rendered. */
  siteFiles: readonly { file: string; text: string }[];
  /** Whether a page published before belongs to this run's pages (and goes when not rendered again). */
  owns: (file: string) => boolean;
  /** Per app whose pages these are, the releases they were rendered from. */
  renderedFrom: RenderedFrom;
}

/**
 * Per app, the shell's release and its own that its published pages were rendered from, and
 * which of those pages placed modules of other apps (page path → their packages: mfe-marketing's
 * pages, a lead form of mfe-forms), so that promoting one of those renders them again too.
 */
export type RenderedFrom = Record<string, { shell: string; release: string; places?: Record<string, string[]> }>;

/** The pages of other apps that placed `app`'s modules when they were last rendered. */
export function placingPages(renderedFrom: RenderedFrom, app: string): string[] {
  return Object.entries(renderedFrom).flatMap(([owner, entry]) =>
    owner === app
      ? []
      : Object.entries(entry.places ?? {})
          .filter(([, placed]) => placed.includes(app))
          .map(([pagePath]) => pagePath),
  );
}

/**
 * A canary's own pages (ops/core/canary-pages.ts), rendered from its release with the
 * rest of the live set: what its visitors get on those routes.
 */
export interface CanaryPages {
  pkg: string;
  release: string;
  pages: readonly { file: string; html: string }[];
}

/** What the web servers serve for a live set. */
export interface SiteContent {
  live: Omit<Live, 'version'>;
  /** Its `/app-config.json`. */
  appConfig: AppConfig;
  /** The headers of its pages (the Content-Security-Policy names the live set's origins). */
  pageHeaders: Record<string, string>;
  /** The pages rendered for it; absent, the pages published before stay. */
  pages?: SitePages;
  /** Its canaries' pages, each rendered whole (a canary missing here gets the app page). */
  canaryPages: readonly CanaryPages[];
}

export interface StagedSite {
  /** What the pointer records of it (`Live.site`); none when the store serves the pointer itself. */
  id?: string;
  /** Makes it what the web servers answer, in one write they all see on their next request. */
  serve(): Promise<void>;
  /**
   * Removes what staging wrote, when no switch will name it (a gate refused). Never after a commit
   * was tried: one that failed on its way back may have moved the pointer to it.
   */
  discard(): Promise<void>;
}

/** Where releases live (a folder, a bucket): every release of every app, immutable once whole. */
export interface ReleaseStore {
  /** Where it is, for messages: a folder, or `s3://bucket/prefix`. */
  readonly location: string;
  /** The ids of an app's whole releases, oldest first. */
  listReleaseIds(pkg: string): Promise<string[]>;
  /** The ids of an app's uploads that never finished (no release.json): never promotable. */
  incompleteReleaseIds(pkg: string): Promise<string[]>;
  /**
   * A release's release.json, validated: refused in one line when the app is unknown, the
   * release is missing or incomplete, or its release.json is not what this store writes.
   */
  readRelease(pkg: string, id: string): Promise<ReleaseJson>;
  /** How a release's files differ from its release.json, each one read back and hashed; empty when whole. */
  releaseFileProblems(release: ReleaseJson): Promise<string[]>;
  /**
   * Writes a release whose build is in `folder`: every file (the Brotli and gzip copies as what
   * they copy, encoded), then its release.json. The caller holds the lock and chose an id the
   * store has not used.
   */
  putRelease(release: ReleaseJson, folder: string): Promise<void>;
  /** Removes a release, its release.json first (so a half-removed one is no release). */
  removeRelease(pkg: string, id: string): Promise<void>;
  /**
   * A folder on this machine holding the release's files, at `<root>/<app>/<id>`, so that
   * `<root>/<app>` is the app's origin for a local server: the folder store's own; a bucket's,
   * downloaded once into a cache and verified against its release.json.
   */
  localFolder(pkg: string, id: string): Promise<string>;
}

/** Where the site of a live set is published for the web servers (folder pages, a bucket site). */
export interface SitePublisher {
  /** What the published pages were rendered from. */
  readRenderedFrom(): Promise<RenderedFrom>;
  /**
   * The page files of a canary in the site served (`cookie-policy/index.html`); undefined when
   * none were rendered for it, and its visitors get the app page.
   */
  readCanaryPages(pkg: string, release: string): Promise<string[] | undefined>;
  /**
   * Publishes the site of a live set in two steps around the pointer's switch: this writes what
   * can be written before it (a bucket: the whole site under a new id, not served yet), and
   * `serve` makes it the one served (a bucket: one small object naming it; a folder: its pages,
   * as the Node server reads the pointer itself).
   */
  stageSite(content: SiteContent): Promise<StagedSite>;
  /**
   * Serves the site the pointer names when the web servers serve another (a command stopped
   * between its switch and `serve`); whether it had to.
   */
  catchUp(live: Live): Promise<boolean>;
  /**
   * Removes the published sites no web server serves any more (all but the one served and the one
   * the pointer names); how many. A folder store publishes into one place: none.
   */
  removeUnservedSites(live: Live): Promise<number>;
}

/** Whether the live release of `pkg` and the live shell are what its published pages were rendered from. */
export function pagesCurrent(renderedFrom: RenderedFrom, live: Pick<Live, 'apps'>, pkg: string): boolean {
  const rendered = renderedFrom[pkg];
  return rendered?.shell === live.apps[shellApp.pkg]?.live && rendered?.release === live.apps[pkg]?.live;
}

/** The one line refusing a release whose files are not the ones it was built with (`problems`). */
export function notTheBuildMessage(release: Pick<ReleaseJson, 'app' | 'id'>, problems: readonly string[]): string {
  const shown = problems.slice(0, 3).join(', ');
  const more = problems.length > 3 ? ` and ${problems.length - 3} more` : '';
  return `${release.app} ${release.id} is not the release that was built: ${shown}${more}; build it again`;
}

/** Refuses, in one line, a release whose files are not the ones it was built with. */
export async function verifyRelease(store: ReleaseStore, release: ReleaseJson): Promise<void> {
  const problems = await store.releaseFileProblems(release);
  if (problems.length > 0) throw new Error(notTheBuildMessage(release, problems));
}

/** A build to add as a release (ops/adapters/folder/build-files.ts reads one from a folder). */
export interface Build {
  folder: string;
  has(file: string): boolean;
  /** Its `contentHash`, and each file's SHA-256 by its path. */
  hashes(): { contentHash: string; files: Record<string, string> };
}

/**
 * Adds `build` as a new release of `pkg`, not live, and returns its release.json. The caller
 * holds the lock, so two commands never pick the same id.
 */
export async function addRelease(
  store: ReleaseStore,
  pkg: string,
  build: Build,
  describe: (id: string, hash: string) => ReleaseJson,
  now = new Date(),
): Promise<ReleaseJson> {
  releaseAppOf(pkg);
  const missing = requiredFiles(pkg).filter((file) => !build.has(file));
  if (missing.length > 0) throw new Error(`${build.folder} is not a build of ${pkg}: ${missing.join(', ')} missing`);
  const used = [...(await store.listReleaseIds(pkg)), ...(await store.incompleteReleaseIds(pkg))];
  const id = nextReleaseId(used, now);
  const { contentHash, files } = build.hashes();
  const release: ReleaseJson = { ...describe(id, contentHash), files };
  await store.putRelease(release, build.folder);
  return release;
}

/** The release of `pkg` whose build has this content hash and is still whole, if the store holds one. */
export async function releaseWithHash(store: ReleaseStore, pkg: string, hash: string): Promise<string | undefined> {
  for (const id of await store.listReleaseIds(pkg)) {
    try {
      const release = await store.readRelease(pkg, id);
      if (release.contentHash === hash && (await store.releaseFileProblems(release)).length === 0) return id;
    } catch {
      // An unreadable release is not the build; `status` and `promote` say what is wrong with it.
    }
  }
  return undefined;
}
