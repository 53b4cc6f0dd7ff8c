/**
 * Small hand-written builds, so promotions run the real gates and render in seconds. A remote's release records
 * its registry's pages, the shell's the paths it reserves (its page has no navigation, so it links to none); the
 * shell's page and server build do what the real ones do with a route of the configuration's table: fetch its
 * manifest and exposed files, then show its heading or fail (the page again on each history change).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverFolder, serverRemoteEntry, shellServerEntry } from 'shared/build/server-build';
import { shellStartFiles, type StartFiles } from 'shared/build/start-files';
import type { PageEntry } from 'shared/pages';
import { remoteApps, shellApp } from 'shared/remotes';
import { reservedPaths } from 'shell/site-paths';
import { writeCompressedCopies } from '../lib/precompressed';
import type { ReleaseJson } from '../core/release-json';
import { addRelease, type ReleaseStore } from '../core/release-store';
import { folderBuild } from '../adapters/folder/build-files';
import { registryOf } from './site-pages';

/** `__federation_expose_CookiePolicyPage.0123abcd.js`, as the real builds name an exposed chunk. */
export function exposedChunk(module: string): string {
  return `__federation_expose_${module}.0123abcd.js`;
}

// Rendered again on a history change, as the real shell's router does.
const shellScript = `const render = async () => {
  const root = document.getElementById('root');
  try {
    const config = await (await fetch('/app-config.json')).json();
    const route = (config.pages || []).find((candidate) => candidate.path === location.pathname);
    if (route) {
      const manifestUrl = config.remotes[route.remote];
      const manifest = await (await fetch(manifestUrl)).json();
      const exposed = manifest.exposes.find((entry) => entry.name === route.module);
      for (const file of exposed.assets.js.sync) {
        if (!(await fetch(new URL(file, manifestUrl))).ok) throw new Error(file);
      }
    }
    root.innerHTML = '<main><h1>' + (route ? route.title : 'Page not found') + '</h1></main>';
  } catch {
    root.innerHTML =
      '<main><section role="alert"><h1 id="remote-failure-title">This page could not be loaded</h1></section></main>';
  }
};
addEventListener('popstate', render);
render();
`;

const shellServerScript = `exports.renderRoute = async (location, config) => {
  const route = (config.pages || []).find((candidate) => candidate.path === location);
  if (!route) return { html: '<main><h1>Page not found</h1></main>', title: 'Page not found | Veritenant' };
  const manifestUrl = new URL('../mf-manifest.json', config.remotes[route.remote]);
  const response = await fetch(manifestUrl);
  if (!response.ok) throw new Error(route.remote + ' has no manifest at ' + manifestUrl);
  const exposed = (await response.json()).exposes.find((entry) => entry.name === route.module);
  for (const file of exposed.assets.js.sync) {
    if (!(await fetch(new URL(file, manifestUrl))).ok) throw new Error(route.remote + ' has no ' + file);
  }
  return { html: '<main><h1>' + route.title + '</h1></main>', title: route.title + ' | Veritenant' };
};
`;

function writeShellBuild(dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, shellApp.appPage),
    '<!doctype html><html><head><title>Veritenant</title><meta name="description" content="A test shell" />' +
      '<link rel="icon" href="data:," /></head><body><div id="root"></div>' +
      '<script src="/main.0123abcd.js"></script></body></html>',
  );
  writeFileSync(path.join(dir, shellApp.pageStarter), 'document.documentElement.dataset.started = "";');
  writeFileSync(path.join(dir, 'main.0123abcd.js'), shellScript);
  const startFiles: StartFiles = { scripts: [], stylesheets: [], provides: ['shared/router'] };
  writeFileSync(path.join(dir, shellStartFiles), JSON.stringify(startFiles));
  mkdirSync(path.join(dir, serverFolder));
  writeFileSync(path.join(dir, shellServerEntry), shellServerScript);
}

async function writeRemoteBuild(dir: string, pages: readonly PageEntry[]): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const exposes = pages.map((route) => ({
    name: route.module,
    assets: { js: { sync: [exposedChunk(route.module)], async: [] }, css: { sync: [], async: [] } },
  }));
  const metaData = { remoteEntry: { name: 'remoteEntry.js', path: '' } };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData, shared: [], exposes }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), '');
  // Never loaded by the test shell's render, which only fetches the manifest and chunks.
  mkdirSync(path.join(dir, serverFolder));
  writeFileSync(path.join(dir, serverRemoteEntry), '');
  for (const route of pages) {
    const chunk = path.join(dir, exposedChunk(route.module));
    const code = `export const page = ${JSON.stringify(route.module)};`;
    writeFileSync(chunk, code);
    await writeCompressedCopies(chunk, code);
  }
}

function describeTestBuild(pkg: string, id: string, contentHash: string, pages: readonly PageEntry[]): ReleaseJson {
  const base = { id, app: pkg, version: '0.1.0', commit: 'test', builtAt: new Date().toISOString(), contentHash };
  if (pkg === shellApp.pkg) {
    return {
      ...base,
      shared: { provides: { shared: '0.1.0' }, requires: {} },
      exposes: [],
      loads: {},
      reserves: [...reservedPaths],
    };
  }
  return {
    ...base,
    shared: { provides: { shared: '0.1.0' }, requires: { shared: '^0.1.0' } },
    exposes: pages.map((route) => route.module),
    loads: {},
    pages: [...pages],
  };
}

/**
 * Adds a release of `pkg` built as above; `now` sets its id, `fields` replace what its release.json records
 * (a remote's `pages` its registry's, and its build then exposes their modules).
 */
export async function addTestRelease(
  store: ReleaseStore,
  pkg: string,
  now: Date,
  fields: Partial<ReleaseJson> = {},
): Promise<ReleaseJson> {
  const build = mkdtempSync(path.join(tmpdir(), `test-build-${pkg}-`));
  const remote = remoteApps.find((app) => app.pkg === pkg)?.name;
  try {
    const pages = remote ? (fields.pages ?? registryOf(remote)) : [];
    if (remote) await writeRemoteBuild(build, pages);
    else writeShellBuild(build);
    return await addRelease(
      store,
      pkg,
      folderBuild(build),
      (id, hash) => ({ ...describeTestBuild(pkg, id, hash, pages), ...fields }),
      now,
    );
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
}
