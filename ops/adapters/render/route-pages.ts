/**
 * Routes rendered with React in Node from the live releases' server builds in the store (the
 * shell's from its folder, each remote's at its release URL, whose folder its image URLs name),
 * each with what it asks for once painted, from the builds' metadata (./page-files.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from 'shared/app-config';
import { serverFolder, serverRemoteEntry, shellServerEntry } from 'shared/build/server-build';
import { remoteApps, remotePackage, type RemoteName } from 'shared/remotes';
import type { Live } from '../../core/live-record';
import type { ReleaseStore } from '../../core/release-store';
import { appPageDescription, type RenderedPage } from './compose-page';
import { readStartFiles } from './live-shell';
import { routeModule } from './page-owners';
import { pageFiles, type FederationManifest, type PageModule, type RemoteBuild } from './page-files';
import { renderInChildren } from './render-process';
import { liveReleaseId, manifestUrl } from '../../core/serving-config';

type Env = Readonly<Record<string, string | undefined>>;

/** A page rendered, with the packages of the other apps whose modules it placed (a lead form). */
export type PlacingPage = RenderedPage & { placed: string[] };

/** `mfe_forms/ContactForm` as the federation runtime names a module. */
function loadedModule(id: string): PageModule | undefined {
  const [remote, module] = id.split('/');
  const app = remoteApps.find((candidate) => candidate.name === remote);
  return app && module ? { remote: app.name, module } : undefined;
}

/**
 * The pages of `routePaths`. A page's modules are its route's and those its boundaries hold (a
 * form mfe-marketing places, whose code loads when the visitor nears it).
 */
export async function renderRoutes(
  env: Env,
  store: ReleaseStore,
  live: Pick<Live, 'apps'>,
  shell: { root: string; appPage: string },
  config: AppConfig,
  routePaths: readonly string[],
): Promise<PlacingPage[]> {
  const startFiles = readStartFiles(shell.root);
  const folders = new Map<'shell' | RemoteName, string>([['shell', shell.root]]);
  const remotes = new Map<RemoteName, RemoteBuild>();
  for (const app of remoteApps) {
    const url = config.remotes[app.name];
    if (!live.apps[app.pkg] || !url) continue;
    const folder = await store.localFolder(app.pkg, liveReleaseId(store.location, app.pkg, live));
    folders.set(app.name, folder);
    const manifest = JSON.parse(readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')) as FederationManifest;
    remotes.set(app.name, { manifestUrl: url, manifest });
  }
  const serverConfig: AppConfig = {
    ...config,
    remotes: Object.fromEntries(
      Object.entries(config.remotes).map(([name, url]) => [name, new URL(serverRemoteEntry, url).href]),
    ) as AppConfig['remotes'],
  };
  const rendered = await renderInChildren({
    shellServerEntry: path.join(shell.root, shellServerEntry),
    config: serverConfig,
    liveRemotes: remoteApps.filter((app) => live.apps[app.pkg]).map((app) => app.name),
    // Where the configuration names a live release (not another URL a remote's variable gives).
    serverFolders: Object.fromEntries(
      remoteApps.flatMap((app) => {
        const id = live.apps[app.pkg]?.live;
        const folder = folders.get(app.name);
        return id && folder && config.remotes[app.name] === manifestUrl(app.pkg, id, env)
          ? [[app.name, path.join(folder, serverFolder)]]
          : [];
      }),
    ),
    routes: routePaths,
  });
  const css = new Map<string, string>();
  const cssOf = (app: 'shell' | RemoteName, file: string): string => {
    const key = `${app}/${file}`;
    const known = css.get(key);
    if (known !== undefined) return known;
    const text = readFileSync(path.join(folders.get(app) ?? '', file), 'utf8');
    css.set(key, text);
    return text;
  };
  return rendered.map((page) => {
    const own = routeModule(config.pages ?? [], page.path);
    const placed = page.loads
      .flatMap((id) => loadedModule(id) ?? [])
      .map((module) => ({ ...module, codeOnDemand: true }));
    const modules = [...(own ? [own] : []), ...placed].filter(
      (module, index, all) =>
        all.findIndex((other) => other.remote === module.remote && other.module === module.module) === index,
    );
    const files = pageFiles(startFiles, remotes, modules);
    return {
      placed: [...new Set(placed.filter((module) => module.remote !== own?.remote).map(({ remote }) => remote))]
        .map((remote) => remotePackage(remote) ?? remote)
        .sort(),
      path: page.path,
      title: page.title ?? '',
      description: page.description ?? appPageDescription(shell.appPage),
      rootHtml: page.html,
      // Two remotes' copies of the shared library's stylesheet hold the same rules (`sd-` names
      // are the same in every app): the page takes the first.
      stylesheets: files.stylesheets
        .map(({ app, file, href }) => ({ href, css: cssOf(app, file) }))
        .filter((stylesheet, index, all) => all.findIndex(({ css }) => css === stylesheet.css) === index),
      scripts: files.scripts,
      fetches: files.fetches,
      ...(page.data ? { data: page.data } : {}),
    };
  });
}
