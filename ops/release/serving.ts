/**
 * How the local servers (ops/serve.ts) serve a release store, as a static origin would:
 * each remote's origin is its folder of releases (`/<id>/mf-manifest.json`), with its live
 * release also answering at the root for a URL without an id (a remote's environment variable);
 * the shell's origin is its live release, the prerendered pages over it and its older releases
 * under it (an open tab's chunks), and `/app-config.json` points at the live releases, read from
 * `live.json` on each request. A `live.json` that turns corrupt while serving is reported once and
 * the last live set read whole goes on being served (./live.ts, lastGoodLive).
 */
import { appConfigFromEnv, type AppConfig } from 'shared/app-config';
import { localOrigin, remoteApps, shellApp, type RemoteName } from 'shared/remotes';
import type { StaticAppOptions } from '../serve/static-server';
import { lastGoodLive, readLive } from './live';
import type { Live } from './live-record';
import { appFolder, listReleaseIds, pagesFolder, releaseFolder } from './folder-store';
import { releaseAppOf } from './release-store';

type Env = Readonly<Record<string, string | undefined>>;

/** `RELEASES_URL_MFE_LEGAL`: the variable naming an app's own origin for its releases. */
export function releasesOriginVariable(pkg: string): string {
  return `RELEASES_URL_${pkg.toUpperCase().replace(/-/g, '_')}`;
}

/**
 * Where a remote's releases are served: its own origin when `RELEASES_URL_<APP>` names one (each
 * remote on its own origin, as deploy/nginx/ serves them), else `$RELEASES_URL/<app>` when the
 * store is synced to one bucket behind a CDN, else the remote's own local port, which serves its
 * folder of releases.
 */
export function releasesOrigin(pkg: string, env: Env): string {
  const own = env[releasesOriginVariable(pkg)]?.replace(/\/+$/, '');
  if (own) return own;
  const base = env.RELEASES_URL?.replace(/\/+$/, '');
  const app = releaseAppOf(pkg);
  return base ? `${base}/${pkg}` : localOrigin(app.port);
}

export function manifestUrl(pkg: string, id: string, env: Env): string {
  return `${releasesOrigin(pkg, env)}/${id}/mf-manifest.json`;
}

/**
 * The environment of a site served at `SITE_URL` (production's: nginx, a bucket's published
 * site), completed with its defaults: the forms and the blog's api behind the same origin, at
 * `/api/`. Without `SITE_URL` it refuses in one line, rather than publish the local defaults.
 */
export function siteOriginEnv(env: Env): Env {
  const siteUrl = env.SITE_URL;
  if (!siteUrl || !URL.canParse(siteUrl)) {
    throw new Error('SITE_URL must name the shell’s origin, e.g. https://www.example.com');
  }
  const origin = new URL(siteUrl).origin;
  return {
    ...env,
    FORM_ENDPOINT: env.FORM_ENDPOINT || `${origin}/api/forms`,
    BLOG_API_URL: env.BLOG_API_URL || origin,
  };
}

/** The live release of `pkg` in `live` (the pointer of the store at `where`), or a one-line refusal. */
export function liveReleaseId(where: string, pkg: string, live: Pick<Live, 'apps'>): string {
  const id = live.apps[pkg]?.live;
  if (!id) throw new Error(`Nothing of ${pkg} is live in ${where}: npm run release -- build ${pkg}, then promote it`);
  return id;
}

/**
 * The run-time configuration of the live set; `swap` puts other manifest URLs in (the smoke
 * gate's preview of a candidate).
 */
export function appConfigFromStore(store: string, env: Env, swap: Partial<Record<RemoteName, string>> = {}): AppConfig {
  return appConfigFromLive(readLive(store), env, swap);
}

/** The run-time configuration of a live set (the store's, or the one a promotion switches to). */
export function appConfigFromLive(
  live: Pick<Live, 'apps'>,
  env: Env,
  swap: Partial<Record<RemoteName, string>> = {},
): AppConfig {
  const remotes: Partial<Record<RemoteName, string>> = {};
  for (const app of remoteApps) {
    const id = live.apps[app.pkg]?.live;
    if (id) remotes[app.name] = manifestUrl(app.pkg, id, env);
  }
  // A preview swaps the candidate in even where a remote's variable would override the live one.
  const overridden = Object.fromEntries(remoteApps.filter((app) => swap[app.name]).map((app) => [app.envVar, '']));
  return appConfigFromEnv({ ...env, ...overridden }, { ...remotes, ...swap });
}

/** The options of `startStaticServer` that serve `pkg` from the store. */
export function storeServing(store: string, pkg: string, env: Env): Omit<StaticAppOptions, 'port' | 'isShell' | 'env'> {
  const live = lastGoodLive(store);
  if (pkg === shellApp.pkg) {
    const liveFolder = () => releaseFolder(store, pkg, liveReleaseId(store, pkg, live()));
    liveFolder();
    return {
      root: liveFolder,
      pagesRoot: pagesFolder(store),
      fallbackRoots: () =>
        listReleaseIds(store, pkg)
          .reverse()
          .map((id) => releaseFolder(store, pkg, id)),
      appConfig: () => appConfigFromLive(live(), env),
    };
  }
  return {
    root: appFolder(store, pkg),
    fallbackRoots: () => {
      const id = live().apps[pkg]?.live;
      return id ? [releaseFolder(store, pkg, id)] : [];
    },
  };
}
