/**
 * Whose a script of the served site is and why a page loads it, from what the site serves beside
 * it: the starter's plan in a page (the shell's entry and start files), each remote's
 * `mf-manifest.json` (the run-time configuration names them), and every script's source map for
 * what it holds.
 */
import type { AppConfig } from 'shared/app-config';
import { remoteApps } from 'shared/remotes';
import { STARTER_PLAN_ID, type StarterPlan } from 'shell/page-starter';
import type { FederationManifest } from '../../ops/adapters/render/page-files';
import { bytesBySource, moduleName, partName, type SourceMapJson } from './source-map-parts';

export interface Part {
  name: string;
  /** Its share of the script's bytes, 0–1. */
  share: number;
}

export interface Chunk {
  url: string;
  /** The file's name in its build. */
  file: string;
  /** `shell` or a remote's package. */
  owner: string;
  /** Why a page loads it. */
  why: string;
  /** Its parts, largest first. */
  parts: Part[];
  /** Every module it holds, named alike across builds (`moduleName`). */
  modules: string[];
}

interface RemoteBuild {
  owner: string;
  manifestUrl: string;
  manifest: FederationManifest;
}

/** The site's builds as it serves them, to describe its scripts by. */
export interface SiteBuilds {
  shellOrigin: string;
  /** The scripts the starter adds to every page (the shell's entry). */
  entryScripts: string[];
  /** The shell's scripts the starter preloads on every page: its start files (shared/build/start-files.ts). */
  startScripts: string[];
  remotes: RemoteBuild[];
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** Reads what the site at `origin` serves: its configuration, the shell's files, the remotes' manifests. */
export async function siteBuilds(origin: string): Promise<SiteBuilds> {
  const config = (await fetchJson(`${origin}/app-config.json`)) as AppConfig;
  // The home page's starter plan: every page's names the same scripts.
  const home = await fetchText(`${origin}/`);
  const planJson = new RegExp(`<script type="application/json" id="${STARTER_PLAN_ID}">(.*?)</script>`, 's').exec(home);
  if (!planJson?.[1]) throw new Error(`${origin}/ has no starter plan`);
  const plan = JSON.parse(planJson[1]) as StarterPlan;
  const entryScripts = plan.scripts.map((src) => new URL(src, `${origin}/`).href);
  const startScripts = plan.preloads
    .filter(({ as }) => as === 'script')
    .map(({ href }) => new URL(href, `${origin}/`).href)
    .filter((href) => new URL(href).origin === origin);
  const remotes = await Promise.all(
    remoteApps.map(async (app) => {
      const manifestUrl = config.remotes[app.name];
      return { owner: app.pkg, manifestUrl, manifest: (await fetchJson(manifestUrl)) as FederationManifest };
    }),
  );
  return { shellOrigin: origin, entryScripts, startScripts, remotes };
}

const joinNames = (names: readonly string[]) => [...new Set(names)].join(', ');

/** Why a remote's file loads, from its manifest. */
function remoteWhy(manifest: FederationManifest, file: string): string {
  if (file === manifest.metaData.remoteEntry.name) return 'the remote entry: its federation container';
  const exposedSync = manifest.exposes.filter(({ assets }) => assets.js.sync.includes(file)).map(({ name }) => name);
  if (exposedSync.length > 0) return `the code of ${joinNames(exposedSync)}`;
  const shared = manifest.shared.filter(({ assets }) => [...assets.js.sync, ...assets.js.async].includes(file));
  if (shared.length > 0) {
    return `its own copy of shared ${joinNames(shared.map(({ name }) => name))}, which the shell does not provide`;
  }
  const exposedAsync = manifest.exposes.filter(({ assets }) => assets.js.async.includes(file)).map(({ name }) => name);
  if (exposedAsync.length > 0) return `imported at run time by ${joinNames(exposedAsync)}`;
  return 'not in its manifest';
}

function ownerAndWhy(builds: SiteBuilds, url: string): { owner: string; file: string; why: string } {
  const file = new URL(url).pathname.split('/').pop() ?? url;
  if (new URL(url).origin === builds.shellOrigin) {
    if (builds.entryScripts.includes(url))
      return { owner: 'shell', file, why: "the shell's entry: webpack's and federation's runtimes" };
    if (builds.startScripts.includes(url)) {
      return {
        owner: 'shell',
        file,
        why: 'a start file of the shell: its module groups and the shared modules it provides',
      };
    }
    return { owner: 'shell', file, why: 'the shell, on demand (a lazy import)' };
  }
  const remote = builds.remotes.find(({ manifestUrl }) => new URL(manifestUrl).origin === new URL(url).origin);
  if (!remote) return { owner: new URL(url).origin, file, why: 'not a file of the site' };
  return { owner: remote.owner, file, why: remoteWhy(remote.manifest, file) };
}

/** Its parts from its source map; a script without one is one part, itself. */
async function contents(url: string, owner: string): Promise<{ parts: Part[]; modules: string[] }> {
  const [code, mapResponse] = await Promise.all([fetchText(url), fetch(`${url}.map`)]);
  if (!mapResponse.ok) {
    // Unread, the body would hold its connection until garbage collection.
    await mapResponse.body?.cancel();
    return { parts: [{ name: '(no source map)', share: 1 }], modules: [] };
  }
  const bytes = bytesBySource(code, (await mapResponse.json()) as SourceMapJson);
  const byModule = new Map<string, number>();
  for (const [source, count] of bytes) {
    const module = moduleName(source, owner);
    byModule.set(module, (byModule.get(module) ?? 0) + count);
  }
  const byPart = new Map<string, number>();
  for (const [module, count] of byModule) byPart.set(partName(module), (byPart.get(partName(module)) ?? 0) + count);
  const total = [...byPart.values()].reduce((sum, count) => sum + count, 0) || 1;
  return {
    parts: [...byPart].map(([name, count]) => ({ name, share: count / total })).sort((a, b) => b.share - a.share),
    modules: [...byModule.keys()].filter((module) => module !== '' && !module.startsWith('webpack/')),
  };
}

/** Describes one script of the site. */
export async function describeChunk(builds: SiteBuilds, url: string): Promise<Chunk> {
  const { owner, file, why } = ownerAndWhy(builds, url);
  return { url, owner, file, why, ...(await contents(url, owner)) };
}
