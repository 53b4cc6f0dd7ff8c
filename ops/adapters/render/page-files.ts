/**
 * What a prerendered page asks for once painted, from the builds' metadata: the shell's start
 * files and, per remote module the page renders, what the remote's `mf-manifest.json` lists.
 * A remote's shared chunks count only for modules the shell does not provide; a module's async
 * scripts (mostly fallbacks of shared modules the shell provides) are not preloaded.
 */
import type { StartFiles } from 'shared/build/start-files';
import type { RemoteName } from 'shared/remotes';

export interface Assets {
  sync: string[];
  async: string[];
}

interface AssetFiles {
  js: Assets;
  css: Assets;
}

/** The parts of a remote's `mf-manifest.json` a page's files come from. */
export interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  shared: { name: string; assets: AssetFiles }[];
  exposes: { name: string; assets: AssetFiles }[];
}

/** A remote's build as the page loads it: its manifest and the URL it is loaded from. */
export interface RemoteBuild {
  manifestUrl: string;
  manifest: FederationManifest;
}

/** A module of a remote a page renders: `{ remote: 'mfe_forms', module: 'ContactForm' }`. */
export interface PageModule {
  remote: RemoteName;
  module: string;
  /**
   * Placed in the page, its code loaded only when needed (a lead form, as the visitor scrolls
   * towards it): its stylesheets are the page's, for the server's markup of it to paint styled,
   * but none of its scripts is preloaded.
   */
  codeOnDemand?: boolean;
}

export interface PageStylesheet {
  /** Whose build the file is in. */
  app: 'shell' | RemoteName;
  file: string;
  /** Root-relative for the shell's, absolute for a remote's. */
  href: string;
}

export interface PageFiles {
  stylesheets: PageStylesheet[];
  /** Scripts to preload: the shell's start scripts, then each remote's entry and chunks. */
  scripts: string[];
  /** The remotes' manifests, fetched by the app before anything else of theirs. */
  fetches: string[];
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** The files of a remote's shared modules: all of them, and those of the modules the shell does not provide. */
function sharedFiles(manifest: FederationManifest, provided: ReadonlySet<string>, kind: 'js' | 'css') {
  const files = (entries: FederationManifest['shared']) =>
    new Set(entries.flatMap(({ assets }) => [...assets[kind].sync, ...assets[kind].async]));
  return {
    all: files(manifest.shared),
    needed: files(manifest.shared.filter(({ name }) => !provided.has(name))),
  };
}

export function pageFiles(
  shell: StartFiles,
  remotes: ReadonlyMap<RemoteName, RemoteBuild>,
  modules: readonly PageModule[],
): PageFiles {
  const provided = new Set(shell.provides);
  const stylesheets: PageStylesheet[] = shell.stylesheets.map((file) => ({ app: 'shell', file, href: `/${file}` }));
  const scripts = shell.scripts.map((file) => `/${file}`);
  const fetches: string[] = [];
  for (const remote of unique(modules.map((module) => module.remote))) {
    const build = remotes.get(remote);
    if (!build) throw new Error(`${remote} is not live`);
    const { manifest, manifestUrl } = build;
    const url = (file: string) => new URL(file, manifestUrl).href;
    const ofRemote = modules.filter((module) => module.remote === remote);
    const exposed = ofRemote.map(({ module }) => {
      const entry = manifest.exposes.find((candidate) => candidate.name === module);
      if (!entry) throw new Error(`${remote}'s manifest exposes no ${module}`);
      return entry.assets;
    });
    const js = sharedFiles(manifest, provided, 'js');
    const css = sharedFiles(manifest, provided, 'css');
    // In the manifest's order, a shared stylesheet where the module lists it, the rest after.
    const cssFiles = unique([
      ...exposed
        .flatMap((assets) => [...assets.css.sync, ...assets.css.async])
        .filter((file) => !css.all.has(file) || css.needed.has(file)),
      ...css.needed,
    ]);
    stylesheets.push(...cssFiles.map((file) => ({ app: remote, file, href: url(file) })));
    if (ofRemote.every((module) => module.codeOnDemand)) continue;
    const { path: entryPath, name: entryName } = manifest.metaData.remoteEntry;
    fetches.push(manifestUrl);
    scripts.push(
      ...unique([
        [entryPath, entryName].filter(Boolean).join('/'),
        ...exposed.filter((_, index) => !ofRemote[index]?.codeOnDemand).flatMap((assets) => assets.js.sync),
        ...js.needed,
      ]).map(url),
    );
  }
  return { stylesheets, scripts: unique(scripts), fetches: unique(fetches) };
}
