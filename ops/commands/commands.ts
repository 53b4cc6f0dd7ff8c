/**
 * The release commands (`npm run release -- <command>`, ops/cli/release.ts). Each returns the
 * lines it prints, a short table; a refusal throws an Error whose message is the one line the
 * operator reads, and leaves the store as it was.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { localOrigin, shellApp } from 'shared/remotes';
import { firstLine } from '../lib/command';
import { run } from '../lib/run';
import { appDir, repoRoot } from '../lib/workspace';
import { reloadNginx, writeNginxSite } from '../adapters/nginx/site';
import {
  everyCanaryPages,
  pagesOwnedBy,
  placingPages,
  renderPages,
  siteContent,
  type RenderedPages,
} from '../adapters/render/render-pages';
import { compatibilityProblems, mismatches } from '../core/compatibility';
import {
  operator,
  switchEntry,
  switchLive,
  withCanary,
  type Live,
  type LogEntry,
  type WatchCheck,
} from '../core/live-record';
import { isBucketLocation } from '../adapters/bucket/bucket';
import type { Releases } from './open-releases';
import { describeBuild, type ReleaseJson } from '../core/release-json';
import {
  addRelease,
  contentHash,
  pagesCurrent,
  releaseAppOf,
  releaseApps,
  releaseWithHash,
  verifyRelease,
  type CanaryPages,
  type ReleaseStore,
  type SitePages,
} from '../core/release-store';
import { smokeProblems } from '../adapters/browser/smoke';
import { previewHoursDefault, previewPath, previewSecret, signPreview } from '../core/swap-cookies';

type Env = Readonly<Record<string, string | undefined>>;

/** Plain columns padded to their widest cell. */
export function formatTable(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]?.map((_, index) => Math.max(...rows.map((row) => row[index]?.length ?? 0))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

function seconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(2)} s`;
}

/** Copies an app's build (`<source>/dist`) into the store as a new release, not live. */
export function importBuild(
  store: ReleaseStore,
  pkg: string,
  source = appDir(pkg),
  now = new Date(),
): Promise<ReleaseJson> {
  const buildDir = path.join(source, 'dist');
  return addRelease(
    store,
    pkg,
    buildDir,
    (id, hash) => describeBuild(pkg, { id, contentHash: hash, appDir: source, buildDir, builtAt: now }),
    now,
  );
}

/** Waiting for another command's lock is said once, on stderr (stdout is the command's table). */
const lockOptions = { report: (message: string) => console.warn(message) };

/**
 * `build <app> [--source DIR]`: builds the app (from its workspace folder, or another checkout
 * of it) and adds the build as a release. The id is the last line.
 */
export async function buildCommand({ store, record }: Releases, pkg: string, source = appDir(pkg)): Promise<string[]> {
  releaseAppOf(pkg);
  if (!existsSync(path.join(source, 'package.json'))) throw new Error(`${source} has no package.json`);
  const webpack = path.join(repoRoot, 'node_modules', '.bin', 'webpack');
  const code = await run(webpack, ['--mode', 'production', '--config', path.join(source, 'webpack.config.ts')]);
  if (code !== 0) throw new Error(`the build of ${pkg} failed (webpack exited with ${code})`);
  const release = await record.withLock(() => importBuild(store, pkg, source), lockOptions);
  return [
    ...formatTable([
      ['app', 'release', 'version', 'commit', 'exposes'],
      [pkg, release.id, release.version, release.commit, release.exposes.join(', ') || '-'],
    ]),
    release.id,
  ];
}

/**
 * Every release visitors are served of the apps but `except` (whose release is being replaced):
 * each one's live release and its canary's, read and validated.
 */
async function servedReleases(store: ReleaseStore, live: Live, except: string): Promise<ReleaseJson[]> {
  const served = Object.entries(live.apps)
    .filter(([pkg]) => pkg !== except)
    .flatMap(([pkg, entry]) =>
      [entry.live, ...(entry.canary ? [entry.canary.release] : [])].map((id) => ({ pkg, id })),
    );
  return Promise.all(served.map(({ pkg, id }) => store.readRelease(pkg, id)));
}

function verdicts(gates: Record<string, string>): string {
  return (
    Object.entries(gates)
      .map(([gate, verdict]) => `${gate} ${verdict}`)
      .join(', ') || '-'
  );
}

/**
 * The pointer as read holding the lock, with the site it names served: a command stopped between
 * its switch and serving its site is finished by the next one (ReleaseStore.catchUp).
 */
async function currentLive({ site, record }: Releases): Promise<Live> {
  const live = await record.readLive();
  await site.catchUp(live);
  return live;
}

/**
 * The switch: the site of the next live set staged, the pointer moved and logged as one step of
 * the live record (a compare-and-swap: a command that switched meanwhile makes this one refuse),
 * then the site served. A folder store's nginx site (`NGINX_SITE`) is written again and reloaded.
 * Returns the milliseconds from the pointer's commit until the site is served.
 */
async function commit(
  releases: Releases,
  env: Env,
  live: Live,
  next: Omit<Live, 'version'>,
  entry: LogEntry,
  pages: SitePages | undefined,
  canaryPages?: readonly CanaryPages[],
): Promise<number> {
  const { store, site, record } = releases;
  const staged = await site.stageSite(await siteContent(env, releases, next, pages, canaryPages));
  const started = performance.now();
  await record.commitSwitch(live, { ...next, ...(staged.id ? { site: staged.id } : {}) }, entry);
  await staged.serve();
  if (env.NGINX_SITE) {
    writeNginxSite({ store: store.location, siteDir: env.NGINX_SITE, env });
    reloadNginx(env.NGINX_SITE);
  }
  return performance.now() - started;
}

function switchTable(entry: LogEntry, switchMs: number, pages: string, totalMs: number): string[] {
  return formatTable([
    ['app', 'from', 'to', 'gates', 'switch', 'pages', 'total'],
    [entry.app, entry.from ?? '-', entry.to, verdicts(entry.gates), seconds(switchMs), pages, seconds(totalMs)],
  ]);
}

const renderedLine = (rendered: RenderedPages) =>
  `${rendered.pages.length} re-rendered (${seconds(rendered.milliseconds)})`;

/** Renders the pages of the live set again, when a switch was made without publishing them. */
async function rerender(releases: Releases, env: Env, pkg: string, live: Live): Promise<string[]> {
  const rendered = await renderPages(env, releases, live, pkg).catch((error: unknown) => {
    throw new Error(`the pages of ${pkg} could not be prerendered: ${firstLine(error)}`);
  });
  const staged = await releases.site.stageSite(await siteContent(env, releases, live, rendered));
  await staged.serve();
  return formatTable([
    ['app', 'live', 'pages'],
    [pkg, live.apps[pkg]?.live ?? '-', renderedLine(rendered)],
  ]);
}

/** The gates of a release given to visitors, all or a canary's share: verified whole, compatible, its smoke test. */
async function passGates(store: ReleaseStore, live: Live, candidate: ReleaseJson, env: Env): Promise<void> {
  await verifyRelease(store, candidate);
  const incompatible = compatibilityProblems(candidate, await servedReleases(store, live, candidate.app));
  if (incompatible.length > 0) throw new Error(`refused by the compatibility gate: ${incompatible.join('; ')}`);
  const smoke = await smokeProblems(store, live, candidate, env);
  if (smoke.length > 0) throw new Error(`refused by the smoke gate: ${smoke.join('; ')}`);
}

/** Previews and canaries swap a remote in under the live shell: the shell itself is refused. */
function refuseShell(pkg: string, what: string): void {
  if (releaseAppOf(pkg) === shellApp) {
    throw new Error(`${what} are for remotes: the shell goes to every visitor at once (promote ${pkg} <id>)`);
  }
}

/**
 * nginx over a folder store (`NGINX_SITE`) serves the live set to everyone: it has no swaps (a
 * bucket origin's are nginx's JavaScript over the bucket, ../nginx/bucket-origin.ts), so a
 * canary or a preview there would reach no visitor.
 */
function refuseNginxFolderSite(store: ReleaseStore, env: Env, what: string): void {
  if (env.NGINX_SITE && !isBucketLocation(store.location)) {
    throw new Error(
      `${what} are not served by nginx over a folder store (NGINX_SITE): ` +
        'use a bucket store (RELEASE_STORE=s3://…) and its nginx origin, or serve the folder with npx tsx ops/cli/serve.ts',
    );
  }
}

/**
 * `promote <app> <id>`: the release verified whole, the gates, its pages rendered as the live set
 * will serve them, then the switch, logged, and the site with those pages served. Any refusal,
 * the prerender's included, switches nothing. Promoting the live release again renders its
 * pages when they are stale (a switch whose pages were not published). With `canary` (a
 * percent), the same gates, then a switch that gives the release to that share of visitors
 * beside the live one; promoting the canary's release without it completes the canary.
 */
export function promoteCommand(
  releases: Releases,
  pkg: string,
  id: string,
  env: Env,
  canary?: number,
): Promise<string[]> {
  const { store, record } = releases;
  if (canary !== undefined) {
    refuseShell(pkg, 'canaries');
    refuseNginxFolderSite(store, env, 'canaries');
  }
  return record.withLock(async () => {
    const live = await currentLive(releases);
    const candidate = await store.readRelease(pkg, id);
    const running = live.apps[pkg]?.canary;
    if (running && running.release !== id) {
      throw new Error(
        `${pkg} has a canary of ${running.release} (${running.share} %): ` +
          `npm run release -- promote ${pkg} ${running.release} completes it, npm run release -- rollback ${pkg} ends it`,
      );
    }
    if (canary !== undefined) return canaryOf(releases, env, live, candidate, canary);
    if (live.apps[pkg]?.live === id) {
      if (pagesCurrent(await releases.site.readRenderedFrom(), live, pkg)) {
        throw new Error(`${pkg} ${id} is live already, and its pages are current`);
      }
      return rerender(releases, env, pkg, live);
    }
    const started = performance.now();
    await passGates(store, live, candidate, env);
    const gatesMs = performance.now() - started;
    const next = switchLive(live, pkg, id, new Date());
    const rendered = await renderPages(env, releases, next, pkg).catch((error: unknown) => {
      throw new Error(`refused by the prerender: ${firstLine(error)}`);
    });
    const entry = switchEntry(live, pkg, id, {
      who: operator(),
      command: 'promote',
      gates: { compatibility: 'passed', smoke: 'passed' },
      timings: { gatesMs: Math.round(gatesMs), prerenderMs: rendered.milliseconds },
    });
    const switchMs = await commit(releases, env, live, next, entry, rendered);
    return switchTable(entry, switchMs, renderedLine(rendered), performance.now() - started);
  }, lockOptions);
}

/**
 * A canary of `candidate` for `share` percent of visitors, or its share changed: the gates when
 * it starts, its own pages rendered from it (its routes' and those placing its modules), then one
 * switch that leaves the live release and its pages as they are.
 */
async function canaryOf(
  releases: Releases,
  env: Env,
  live: Live,
  candidate: ReleaseJson,
  share: number,
): Promise<string[]> {
  const { app: pkg, id } = candidate;
  const current = live.apps[pkg];
  if (!current) throw new Error(`nothing of ${pkg} is live: promote a release to every visitor before a canary`);
  if (current.live === id) throw new Error(`${pkg} ${id} is live already`);
  const running = current.canary;
  if (running?.share === share) throw new Error(`${pkg} ${id} is the canary already, for ${share} % of visitors`);
  const started = performance.now();
  if (!running) await passGates(releases.store, live, candidate, env);
  const gatesMs = performance.now() - started;
  const gates = { ...(running ? {} : { compatibility: 'passed', smoke: 'passed' }), share: `${share}%` };
  const since = running?.since ?? new Date().toISOString();
  const next = withCanary(live, pkg, { release: id, share, since });
  // Its visitors' pages, rendered from the candidate before the switch: a page that fails to
  // render refuses the canary, as it would the promotion.
  const canaryPages = await everyCanaryPages(env, releases, next, { required: pkg }).catch((error: unknown) => {
    throw new Error(`refused by the prerender: ${firstLine(error)}`);
  });
  const pagesLine = `${canaryPages.find((pages) => pages.pkg === pkg)?.pages.length ?? 0} rendered`;
  const entry = switchEntry(live, pkg, id, {
    who: operator(),
    command: 'canary',
    gates,
    timings: { gatesMs: Math.round(gatesMs) },
  });
  const switchMs = await commit(releases, env, live, next, entry, undefined, canaryPages);
  return formatTable([
    ['app', 'live', 'canary', 'share', 'gates', 'switch', 'pages', 'total'],
    [
      pkg,
      current.live,
      id,
      `${share} %`,
      verdicts(gates),
      seconds(switchMs),
      pagesLine,
      seconds(performance.now() - started),
    ],
  ]);
}

export interface EndCanaryOptions {
  /** Why, written in the log: a command that decided on its own (the watcher), with its figures. */
  reason?: string;
  /** The canary release judged: refused when another is the canary by now. */
  release?: string;
}

/** Ends the canary of `pkg`, holding the lock: the live release stays, the log says `rollback` from the candidate. */
async function endCanaryHolding(
  releases: Releases,
  env: Env,
  live: Live,
  pkg: string,
  { reason, release }: EndCanaryOptions,
): Promise<string[]> {
  const current = live.apps[pkg];
  const canary = current?.canary;
  if (!current || !canary) throw new Error(`${pkg} has no canary to end`);
  if (release !== undefined && canary.release !== release) {
    throw new Error(`the canary of ${pkg} is ${canary.release} now, not ${release}: nothing was ended`);
  }
  const started = performance.now();
  const entry: LogEntry = {
    ...switchEntry(live, pkg, current.live, { who: operator(), command: 'rollback', gates: {}, timings: {} }),
    from: canary.release,
    ...(reason !== undefined && { reason }),
  };
  const switchMs = await commit(releases, env, live, withCanary(live, pkg, undefined), entry, undefined);
  return switchTable(entry, switchMs, 'unchanged (the live release’s)', performance.now() - started);
}

/**
 * Ends the canary of `pkg`: every visitor gets the live release again, and the log says
 * `rollback` from the candidate to the live release, with `reason` when given. The canary
 * watcher calls it with the release it judged, so a canary changed meanwhile is left alone.
 */
export function endCanary(
  releases: Releases,
  pkg: string,
  env: Env,
  options: EndCanaryOptions = {},
): Promise<string[]> {
  return releases.record.withLock(
    async () => endCanaryHolding(releases, env, await currentLive(releases), pkg, options),
    lockOptions,
  );
}

/**
 * `rollback <app> [id]`: the previous live release (or `id`), verified whole and checked for
 * compatibility only, with its pages rendered before the switch. With a canary, it ends the canary. When they cannot be rendered,
 * the rollback goes on without them: the app's routes are served by the app page (rendered in
 * the browser from the rolled-back release) until promoting the live release renders them.
 */
export function rollbackCommand(releases: Releases, pkg: string, id: string | undefined, env: Env): Promise<string[]> {
  const { store, record } = releases;
  return record.withLock(async () => {
    releaseAppOf(pkg);
    const live = await currentLive(releases);
    const current = live.apps[pkg];
    if (current?.canary) {
      // With a canary, rolling back ends it: the live release is what visitors had before it.
      if (id === undefined || id === current.live) return endCanaryHolding(releases, env, live, pkg, {});
      throw new Error(
        `${pkg} has a canary of ${current.canary.release}: npm run release -- rollback ${pkg} ends it first`,
      );
    }
    const to = id ?? live.apps[pkg]?.previous;
    if (!to) throw new Error(`${pkg} has no previous release to roll back to`);
    if (live.apps[pkg]?.live === to) throw new Error(`${pkg} ${to} is live already`);
    const started = performance.now();
    const target = await store.readRelease(pkg, to);
    await verifyRelease(store, target);
    const incompatible = compatibilityProblems(target, await servedReleases(store, live, pkg));
    if (incompatible.length > 0) throw new Error(`refused by the compatibility gate: ${incompatible.join('; ')}`);
    const gatesMs = performance.now() - started;
    const next = switchLive(live, pkg, to, new Date());
    let pages: SitePages;
    let pagesLine: string;
    try {
      const rendered = await renderPages(env, releases, next, pkg);
      pages = rendered;
      pagesLine = renderedLine(rendered);
    } catch (error) {
      // No page holding the release rolled back from stays: the app page renders those routes.
      const placing = placingPages(await releases.site.readRenderedFrom(), pkg);
      pages = { pages: [], siteFiles: [], owns: pagesOwnedBy(pkg, placing), renderedFrom: {} };
      pagesLine = `not re-rendered: ${firstLine(error)}; npm run release -- promote ${pkg} ${to} renders them`;
    }
    const entry = switchEntry(live, pkg, to, {
      who: operator(),
      command: 'rollback',
      gates: { compatibility: 'passed' },
      timings: { gatesMs: Math.round(gatesMs) },
    });
    const switchMs = await commit(releases, env, live, next, entry, pages);
    return switchTable(entry, switchMs, pagesLine, performance.now() - started);
  }, lockOptions);
}

/** Checks a watcher may be late by (a slow read of the reports) before its canary is called unwatched. */
const lateChecks = 2;

/**
 * Whether the canary `release` of `pkg` is watched: `yes` while its watcher's checks come on time
 * (`2 s ago`), else `no` with when it last checked, if it ever did.
 */
function watchedText(checks: readonly WatchCheck[], pkg: string, release: string, now: number): string {
  const last = checks.find((check) => check.app === pkg && check.release === release);
  if (!last) return 'no';
  const ago = now - Date.parse(last.at);
  const agoText =
    ago < 120_000 ? `${Math.max(0, Math.round(ago / 1000))} s ago` : `${Math.round(ago / 60_000)} min ago`;
  return ago <= (lateChecks + 1) * last.everyMs + 10_000 ? `yes, ${agoText}` : `no, last ${agoText}`;
}

/** A canary's pages in `status`: how many, or that its visitors get the app page. */
function canaryPagesText(pages: readonly string[] | undefined): string {
  return pages ? `canary's ${pages.length}` : "canary's none: the app page";
}

/**
 * `status`: per app, the live release and its canary side by side (the canary's share of visitors,
 * whether a watcher checks it, each since when), the previous release, whether it fits the live shell,
 * and whether its pages are those of the live set (with a canary, how many of its own its
 * visitors get); then the uploads that never finished, and where the store and the pointer are. A
 * release that cannot be read is shown with what is wrong with it, and the other apps are still
 * shown.
 */
export async function statusCommand({ store, site, record }: Releases): Promise<string[]> {
  const live = await record.readLive();
  // A release, or what is wrong with it.
  const releases = new Map<string, ReleaseJson | string>(
    await Promise.all(
      Object.entries(live.apps).map(async ([pkg, entry]) => {
        try {
          return [pkg, await store.readRelease(pkg, entry.live)] as const;
        } catch (error) {
          return [pkg, firstLine(error)] as const;
        }
      }),
    ),
  );
  const renderedFrom = await site.readRenderedFrom();
  const canaryPages = new Map(
    await Promise.all(
      Object.entries(live.apps).flatMap(([pkg, entry]) =>
        entry.canary ? [site.readCanaryPages(pkg, entry.canary.release).then((pages) => [pkg, pages] as const)] : [],
      ),
    ),
  );
  const watchChecks = await record.readWatchChecks();
  const now = Date.now();
  const shell = releases.get(shellApp.pkg);
  const fitsShell = (release: ReleaseJson): string => {
    if (release.app === shellApp.pkg || shell === undefined) return 'yes';
    if (typeof shell === 'string') return 'unknown: the live shell is unreadable';
    const problems = mismatches(shell, release);
    return problems.length > 0 ? `no: ${problems.join('; ')}` : 'yes';
  };
  const rows = releaseApps.map((app) => {
    const entry = live.apps[app.pkg];
    const release = releases.get(app.pkg);
    const fits = !release ? '-' : typeof release === 'string' ? `unreadable: ${release}` : fitsShell(release);
    const canary = entry?.canary;
    const pages = [
      ...(!entry ? ['-'] : [pagesCurrent(renderedFrom, live, app.pkg) ? 'current' : 'stale']),
      ...(canary ? [canaryPagesText(canaryPages.get(app.pkg))] : []),
    ].join('; ');
    return [
      app.pkg,
      entry?.live ?? '-',
      entry?.since ?? '-',
      canary?.release ?? '-',
      canary ? `${canary.share} %` : '-',
      canary ? watchedText(watchChecks, app.pkg, canary.release, now) : '-',
      canary?.since ?? '-',
      entry?.previous ?? '-',
      pages,
      fits,
    ];
  });
  const incomplete = (
    await Promise.all(
      releaseApps.map(async (app) => (await store.incompleteReleaseIds(app.pkg)).map((id) => `${app.pkg} ${id}`)),
    )
  ).flat();
  return [
    ...formatTable([
      ['app', 'live', 'since', 'canary', 'share', 'watched', 'canary since', 'previous', 'pages', 'compatible'],
      ...rows,
    ]),
    ...incomplete.map((release) => `${release}: its upload did not finish; it cannot be promoted (prune removes it)`),
    `releases in ${store.location}; pointer version ${live.version} in ${record.location}`,
  ];
}

/** `log`: every promotion, canary and rollback, oldest first, with the reason of one a command decided on its own. */
export async function logCommand({ record }: Releases): Promise<string[]> {
  const rows = (await record.readLog()).map((entry) => [
    entry.at,
    entry.who,
    entry.command,
    entry.app,
    `${entry.from ?? '-'} → ${entry.to}`,
    verdicts(entry.gates),
    Object.entries(entry.timings)
      .map(([step, milliseconds]) => `${step.replace(/Ms$/, '')} ${milliseconds} ms`)
      .join(', ') || '-',
    entry.reason ?? '-',
  ]);
  return formatTable([['when', 'who', 'command', 'app', 'from → to', 'gates', 'timings', 'reason'], ...rows]);
}

/**
 * `preview <app> <id> [--hours N]`: the link that swaps a whole release of a remote in for the
 * browser that opens it, until it expires (ops/core/swap-cookies.ts). The link is the last line.
 */
export async function previewCommand(
  { store }: Releases,
  pkg: string,
  id: string,
  env: Env,
  hours = previewHoursDefault,
  now = new Date(),
): Promise<string[]> {
  refuseShell(pkg, 'previews');
  refuseNginxFolderSite(store, env, 'previews');
  await verifyRelease(store, await store.readRelease(pkg, id));
  const secret = previewSecret(env, isBucketLocation(store.location) ? undefined : store.location);
  const expires = Math.floor(now.getTime() / 1000) + hours * 3600;
  const sig = signPreview(secret, pkg, id, expires).split('.').at(-1) ?? '';
  const link = new URL(previewPath, env.SITE_URL || localOrigin(shellApp.port));
  link.search = new URLSearchParams({ app: pkg, release: id, expires: String(expires), sig }).toString();
  return [
    ...formatTable([
      ['app', 'release', 'expires'],
      [pkg, id, new Date(expires * 1000).toISOString()],
    ]),
    link.href,
  ];
}

/**
 * `prune --keep N`: removes all but each app's newest N releases, never a live, canary or previous one,
 * every upload that never finished, and the sites published before the one served.
 */
export function pruneCommand({ store, site, record }: Releases, keep: number): Promise<string[]> {
  return record.withLock(async () => {
    const live = await record.readLive();
    const rows: string[][] = [];
    for (const app of releaseApps) {
      const ids = await store.listReleaseIds(app.pkg);
      const kept = new Set([...ids.slice(Math.max(0, ids.length - keep))]);
      const entry = live.apps[app.pkg];
      if (entry) kept.add(entry.live);
      if (entry?.previous) kept.add(entry.previous);
      if (entry?.canary) kept.add(entry.canary.release);
      const removed = [...ids.filter((id) => !kept.has(id)), ...(await store.incompleteReleaseIds(app.pkg))];
      for (const id of removed) await store.removeRelease(app.pkg, id);
      rows.push([app.pkg, String(ids.length - removed.length), String(removed.length)]);
    }
    const sites = await site.removeUnservedSites(live);
    return [
      ...formatTable([['app', 'kept', 'removed'], ...rows]),
      ...(sites > 0 ? [`${sites} published sites no server serves removed`] : []),
    ];
  }, lockOptions);
}

/**
 * Switches `pkg` to `id` without the gates or its pages, logged as made live (`start`): what
 * `npm start` does with its builds. The caller holds the lock.
 */
export async function makeLive(releases: Releases, env: Env, pkg: string, id: string): Promise<void> {
  const live = await releases.record.readLive();
  const entry = switchEntry(live, pkg, id, { who: operator(), command: 'start', gates: {}, timings: {} });
  await commit(releases, env, live, switchLive(live, pkg, id, new Date()), entry, undefined);
}

/**
 * What `npm start` serves: each app's build in `dist/` becomes a release (unless the store holds
 * one with the same content) and goes live, without the gates (the builds come from one
 * checkout). Returns a line per app that changed.
 */
export function makeBuildsLive(releases: Releases, pkgs: readonly string[], env: Env): Promise<string[]> {
  const { store, record } = releases;
  return record.withLock(async () => {
    const lines: string[] = [];
    for (const pkg of pkgs) {
      const buildDir = path.join(appDir(pkg), 'dist');
      if (!existsSync(buildDir)) throw new Error(`${pkg} is not built yet: run npm run build`);
      const id = (await releaseWithHash(store, pkg, contentHash(buildDir))) ?? (await importBuild(store, pkg)).id;
      if ((await record.readLive()).apps[pkg]?.live === id) continue;
      await makeLive(releases, env, pkg, id);
      lines.push(`${pkg.padEnd(14)} ${id} from its build is live`);
    }
    return lines;
  }, lockOptions);
}
