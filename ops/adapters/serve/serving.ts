/**
 * The Node server over a folder store, as a static origin would serve it: `live.json` read on each request, and
 * previews and canaries swapped in per browser (`storeSwaps`). README.md#deploying-or-rolling-back-one-remote.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from 'shared/app-config';
import { REPORT_PASS_TTL_SECONDS, reportPassKey, signReportPass } from 'api/report-pass';
import { remoteApps, shellApp } from 'shared/remotes';
import type { StaticAppOptions, Swaps, Visitor } from './static-server';
import type { Live } from '../../core/live-record';
import { canaryPageChoice, canaryPagesFolder } from '../../core/canary-pages';
import { parseCookies, setCookie } from '../../core/cookie-headers';
import { releaseJsonFile } from '../../core/release-json';
import { releaseIdPattern } from '../../core/release-store';
import { servedReleases } from '../../core/route-table';
import { appConfigFromLive, liveReleaseId } from '../../core/serving-config';
import {
  appFolder,
  canaryPagesListFile,
  canaryPagesRoot,
  pagesFolder,
  releaseFolder,
  type ServedFolder,
} from '../../core/store-layout';
import {
  cohortCookie,
  cohortMaxAgeSeconds,
  cohortOf,
  inCanary,
  newCohort,
  previewCookieName,
  verifyPreview,
} from '../../core/swap-cookies';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The pointer read on each request: when it turns corrupt, the last one read whole goes on being
 * served and the problem is reported once (live.json is only ever replaced whole, so corruption is
 * a person's or a disk's doing). Without one read whole since it started, it throws.
 */
function lastGoodLive(read: () => Live, report: (message: string) => void): () => Live {
  let good: Live | undefined;
  let reported = '';
  return () => {
    try {
      good = read();
      reported = '';
    } catch (error) {
      if (!good) throw error;
      const message = (error as Error).message;
      if (message !== reported) report(`${message}; serving the live set read before`);
      reported = message;
    }
    return good;
  };
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
export function storeSwaps(served: ServedFolder, env: Env, live: () => Pick<Live, 'apps'>): Swaps {
  const store = served.folder;
  // A bad secret stops the start; a folder store's own is made on first use (the first
  // visitor's report pass), so a store never served has no secret file.
  const secretNow = served.previewSecretReader(env);
  // The key of the secret now (a secret may change while serving).
  let passKey: { secret: string; key: string } | undefined;
  const passKeyNow = () => {
    const current = secretNow();
    if (passKey?.secret !== current) passKey = { secret: current, key: reportPassKey(current) };
    return passKey.key;
  };
  const reportPass = (releases: Readonly<Record<string, string | undefined>>, now: Date) =>
    signReportPass(passKeyNow(), releases, Math.floor(now.getTime() / 1000) + REPORT_PASS_TTL_SECONDS);
  const secure = env.SITE_URL?.startsWith('https:') ?? false;
  const cookie = (name: string, value: string, maxAge: number) => setCookie(name, value, maxAge, secure);
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
      // The swapped releases' pages are this browser's route table.
      const config = appConfigFromLive({ apps }, env, servedReleases({ apps }, served.release));
      const withPass = { ...config, reportPass: reportPass(config.releases ?? {}, now) };
      return {
        config: previewing ? { ...withPass, previews } : withPass,
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
export function storeServing(
  served: ServedFolder,
  pkg: string,
  env: Env,
): Omit<StaticAppOptions, 'port' | 'isShell' | 'env'> {
  const store = served.folder;
  const live = lastGoodLive(served.live, (message) => console.error(message));
  if (pkg === shellApp.pkg) {
    const liveFolder = () => releaseFolder(store, pkg, liveReleaseId(store, pkg, live()));
    liveFolder();
    return {
      root: liveFolder,
      pagesRoot: pagesFolder(store),
      fallbackRoots: () =>
        served
          .releaseIds(pkg)
          .reverse()
          .map((id) => releaseFolder(store, pkg, id)),
      appConfig: () => {
        const current = live();
        return appConfigFromLive(current, env, servedReleases(current, served.release));
      },
      swaps: storeSwaps(served, env, live),
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
