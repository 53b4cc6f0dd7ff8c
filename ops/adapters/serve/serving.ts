/**
 * The Node server over a folder store, as a static origin would serve it: `live.json` read on each request, and
 * previews and canaries swapped in per browser (`storeSwaps`). README.md#deploying-or-rolling-back-one-remote.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { appConfigFromEnv, type AppConfig } from 'shared/app-config';
import { REPORT_PASS_TTL_SECONDS, reportPassKey, signReportPass } from 'api/report-pass';
import { localOrigin, remoteApps, shellApp, type RemoteName } from 'shared/remotes';
import type { StaticAppOptions, Swaps, Visitor } from './static-server';
import { lastGoodLive, readLive } from '../folder/live';
import type { Live } from '../../core/live-record';
import { canaryPageChoice, canaryPagesFolder } from '../../core/canary-pages';
import {
  appFolder,
  canaryPagesListFile,
  canaryPagesRoot,
  listReleaseIds,
  pagesFolder,
  releaseFolder,
} from '../folder/folder-store';
import { releaseJsonFile } from '../../core/release-json';
import { releaseAppOf, releaseIdPattern } from '../../core/release-store';
import {
  cohortCookie,
  cohortMaxAgeSeconds,
  cohortOf,
  inCanary,
  newCohort,
  previewCookieName,
  verifyPreview,
} from '../../core/swap-cookies';
import { previewSecretReader } from '../folder/preview-secret';

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
  const releases = Object.fromEntries(Object.entries(live.apps).map(([pkg, entry]) => [pkg, entry.live]));
  return { ...appConfigFromEnv({ ...env, ...overridden }, { ...remotes, ...swap }), releases };
}

/** `name=value` pairs of a `Cookie` header; a malformed pair is skipped. */
function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return cookies;
}

/**
 * A canary's page files as its `pages.json` lists them, read again when it changes (each switch
 * writes every canary's pages anew); undefined when none were written for it.
 */
function canaryPageLists(store: string): (pkg: string, release: string) => ReadonlySet<string> | undefined {
  const read = new Map<string, { modified: number; pages: ReadonlySet<string> }>();
  return (pkg, release) => {
    const file = canaryPagesListFile(store, pkg, release);
    const modified = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (modified === undefined) return undefined;
    const known = read.get(file);
    if (known?.modified === modified) return known.pages;
    try {
      const pages = new Set(JSON.parse(readFileSync(file, 'utf8')) as string[]);
      read.set(file, { modified, pages });
      return pages;
    } catch {
      // Gone between the two renames that replace every canary's pages: the app page for now.
      return undefined;
    }
  };
}

/**
 * A browser's releases from its cookies (ops/core/swap-cookies.ts): a preview wins over a canary; a preview
 * cookie that does not check out, or names a release no longer held, is ignored.
 */
export function storeSwaps(store: string, env: Env, live: () => Pick<Live, 'apps'>): Swaps {
  // A bad secret stops the start; a folder store's own is made on first use (the first
  // visitor's report pass), so a store never served has no secret file.
  const secretNow = previewSecretReader(env, store, (line) => console.error(line));
  // The key of the secret now (a secret may change while serving).
  let passKey: { secret: string; key: string } | undefined;
  const passKeyNow = () => {
    const current = secretNow();
    if (passKey?.secret !== current) passKey = { secret: current, key: reportPassKey(current) };
    return passKey.key;
  };
  const reportPass = (releases: Readonly<Record<string, string | undefined>>, now: Date) =>
    signReportPass(passKeyNow(), releases, Math.floor(now.getTime() / 1000) + REPORT_PASS_TTL_SECONDS);
  const secure = env.SITE_URL?.startsWith('https:') ? '; Secure' : '';
  const cookie = (name: string, value: string, maxAge: number) =>
    `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${secure}`;
  const whole = (pkg: string, release: string) =>
    releaseIdPattern.test(release) && existsSync(path.join(releaseFolder(store, pkg, release), releaseJsonFile));
  const preview = (pkg: string, value: string | undefined, now: Date) => {
    const checked = value === undefined ? undefined : verifyPreview(secretNow(), pkg, value, now);
    return checked && whole(pkg, checked.release) ? checked : undefined;
  };
  const canaryPages = canaryPageLists(store);

  return {
    visitor(cookieHeader): Visitor {
      const cookies = parseCookies(cookieHeader);
      const now = new Date();
      const current = live();
      const swapped: Record<string, string> = {};
      const previews: NonNullable<AppConfig['previews']> = {};
      for (const { pkg } of remoteApps) {
        const previewed = preview(pkg, cookies.get(previewCookieName(pkg)), now);
        if (!previewed) continue;
        swapped[pkg] = previewed.release;
        previews[pkg] = { release: previewed.release, expires: new Date(previewed.expires * 1000).toISOString() };
      }
      const setCookies: string[] = [];
      const canaries = remoteApps.flatMap(({ pkg }) => {
        const canary = current.apps[pkg]?.canary;
        return canary ? [{ pkg, canary }] : [];
      });
      if (canaries.length > 0) {
        let cohort = cohortOf(cookies.get(cohortCookie));
        if (cohort === undefined) {
          cohort = newCohort();
          setCookies.push(cookie(cohortCookie, String(cohort), cohortMaxAgeSeconds));
        }
        for (const { pkg, canary } of canaries) {
          if (swapped[pkg] === undefined && inCanary(cohort, canary.share)) swapped[pkg] = canary.release;
        }
      }
      const previewing = Object.keys(previews).length > 0;
      const apps = Object.fromEntries(
        Object.entries(current.apps).map(([pkg, entry]) => [pkg, { ...entry, live: swapped[pkg] ?? entry.live }]),
      );
      const served = appConfigFromLive({ apps }, env);
      const config = { ...served, reportPass: reportPass(served.releases ?? {}, now) };
      return {
        config: previewing ? { ...config, previews } : config,
        swapped: Object.keys(swapped).length > 0,
        // A previewer's pages are the app page: no page was rendered for what they preview.
        pagesFolder: (file) => {
          if (previewing) return undefined;
          const canarySwaps = Object.entries(swapped).map(([pkg, release]) => ({
            pkg,
            release,
            pages: canaryPages(pkg, release),
          }));
          const choice = canaryPageChoice(file, canarySwaps);
          if (choice === 'app') return undefined;
          if (choice === 'live') return pagesFolder(store);
          return path.join(canaryPagesRoot(store), canaryPagesFolder(choice.pkg, choice.release));
        },
        setCookies,
      };
    },
    previewLink(query) {
      const [pkg = '', release = '', expires = '', sig = ''] = ['app', 'release', 'expires', 'sig'].map(
        (name) => query.get(name) ?? '',
      );
      if (!remoteApps.some((app) => app.pkg === pkg)) return undefined;
      const value = `${release}.${expires}.${sig}`;
      const now = new Date();
      const previewed = preview(pkg, value, now);
      if (!previewed) return undefined;
      return cookie(previewCookieName(pkg), value, previewed.expires - Math.floor(now.getTime() / 1000));
    },
    exitPreviews: () => remoteApps.map(({ pkg }) => cookie(previewCookieName(pkg), '', 0)),
  };
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
      swaps: storeSwaps(store, env, live),
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
