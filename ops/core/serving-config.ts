/** Where each live release is served from, and the run-time configuration a site of a live set answers. */
import { appConfigFromEnv, type AppConfig } from 'shared/app-config';
import { localOrigin, remoteApps, type RemoteName } from 'shared/remotes';
import type { Live } from './live-record';
import type { ReleaseJson } from './release-json';
import { releaseAppOf } from './release-store';
import { routeTable } from './route-table';

type Env = Readonly<Record<string, string | undefined>>;

/** `RELEASES_URL_MFE_LEGAL`: the variable naming an app's own origin for its releases. */
export function releasesOriginVariable(pkg: string): string {
  return `RELEASES_URL_${pkg.toUpperCase().replace(/-/g, '_')}`;
}

/** Where a remote's releases are served: `RELEASES_URL_<APP>`, else `$RELEASES_URL/<app>`, else its local port. */
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
 * The environment of a site served at `SITE_URL` (nginx, a bucket's site), with the api at its `/api/`;
 * refused without `SITE_URL` rather than publish the local defaults.
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
 * The run-time configuration of a live set (the store's, or the one a promotion switches to), its
 * route table composed from `served`: the release.json of each release it serves, the swapped
 * ones for a browser in a canary or previewing. `swap` puts other manifest URLs in (the smoke
 * gate's preview of a candidate, whose release `served` then holds).
 */
export function appConfigFromLive(
  live: Pick<Live, 'apps'>,
  env: Env,
  served: readonly Pick<ReleaseJson, 'app' | 'pages'>[],
  swap: Partial<Record<RemoteName, string>> = {},
): AppConfig {
  const remotes: Partial<Record<RemoteName, string>> = {};
  for (const app of remoteApps) {
    const id = live.apps[app.pkg]?.live;
    if (id) remotes[app.name] = manifestUrl(app.pkg, id, env);
  }
  // A preview swaps the candidate in even where a remote's variable would override the live one.
  const overridden = Object.fromEntries(remoteApps.filter((app) => swap[app.name]).map((app) => [app.envVar, '']));
  const releases = Object.fromEntries(Object.entries(live.apps).map(([pkg, entry]) => [pkg, entry.live]));
  return {
    ...appConfigFromEnv({ ...env, ...overridden }, { ...remotes, ...swap }),
    releases,
    pages: routeTable(served),
  };
}
