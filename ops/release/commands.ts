/**
 * The release commands (`npm run release -- <command>`, ops/release.ts). Each returns the
 * lines it prints, a short table; a refusal throws an Error whose message is the one line the
 * operator reads, and leaves the store as it was.
 */
import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shellApp } from 'shared/remotes';
import { run } from '../lib/run';
import { appDir, repoRoot } from '../lib/workspace';
import { reloadNginx, writeNginxSite } from '../nginx/site';
import { pagesCurrent, renderPages, writePages } from '../prerender';
import { compatibilityProblems, mismatches } from './compatibility';
import { commitSwitch, readLive, readLog, switchEntry, switchLive, type Live, type LogEntry } from './live';
import { withStoreLock } from './lock';
import { describeBuild, type ReleaseJson } from './release-json';
import { smokeProblems } from './smoke';
import {
  addRelease,
  contentHash,
  listReleaseIds,
  readRelease,
  releaseAppOf,
  releaseApps,
  releaseFolder,
  releaseWithHash,
  verifyRelease,
} from './store';

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
export function importBuild(store: string, pkg: string, source = appDir(pkg), now = new Date()): ReleaseJson {
  const buildDir = path.join(source, 'dist');
  return addRelease(
    store,
    pkg,
    buildDir,
    (id, contentHash) => describeBuild(pkg, { id, contentHash, appDir: source, buildDir, builtAt: now }),
    now,
  );
}

/**
 * `build <app> [--source DIR]`: builds the app (from its workspace folder, or another checkout
 * of it) and adds the build as a release. The id is the last line.
 */
export async function buildCommand(store: string, pkg: string, source = appDir(pkg)): Promise<string[]> {
  releaseAppOf(pkg);
  if (!existsSync(path.join(source, 'package.json'))) throw new Error(`${source} has no package.json`);
  const webpack = path.join(repoRoot, 'node_modules', '.bin', 'webpack');
  const code = await run(webpack, ['--mode', 'production', '--config', path.join(source, 'webpack.config.ts')]);
  if (code !== 0) throw new Error(`the build of ${pkg} failed (webpack exited with ${code})`);
  const release = await withStoreLock(store, () => importBuild(store, pkg, source));
  return [
    ...formatTable([
      ['app', 'release', 'version', 'commit', 'exposes'],
      [pkg, release.id, release.version, release.commit, release.exposes.join(', ') || '-'],
    ]),
    release.id,
  ];
}

/** The live release of every app that has one (but `except`, whose release is being replaced), read and validated. */
function liveReleases(store: string, live: Live, except?: string): Map<string, ReleaseJson> {
  return new Map(
    Object.entries(live.apps)
      .filter(([pkg]) => pkg !== except)
      .map(([pkg, entry]) => [pkg, readRelease(store, pkg, entry.live)]),
  );
}

const firstLine = (error: unknown) => (error as Error).message.split('\n')[0] ?? '';

const operator = () => `${os.userInfo().username}@${os.hostname()}`;

function verdicts(gates: Record<string, string>): string {
  return (
    Object.entries(gates)
      .map(([gate, verdict]) => `${gate} ${verdict}`)
      .join(', ') || '-'
  );
}

/**
 * Moves the pointer and logs it, as one step of the store (./live.ts, commitSwitch), then has an
 * nginx site serve the new live set: its configuration is written again, and reloaded.
 */
function commit(store: string, env: Env, live: Live, next: Live, entry: LogEntry): number {
  const started = performance.now();
  commitSwitch(store, live, next, entry);
  if (env.NGINX_SITE) {
    writeNginxSite({ store, siteDir: env.NGINX_SITE, env });
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

/** Renders the pages of the live set again, when a switch was made without writing them. */
async function rerender(env: Env, pkg: string, live: Live): Promise<string[]> {
  const rendered = await renderPages(env, { app: pkg, live }).catch((error: unknown) => {
    throw new Error(`the pages of ${pkg} could not be prerendered: ${firstLine(error)}`);
  });
  const result = writePages(rendered);
  return formatTable([
    ['app', 'live', 'pages'],
    [pkg, live.apps[pkg]?.live ?? '-', `${result.pages} re-rendered (${seconds(result.milliseconds)})`],
  ]);
}

/**
 * `promote <app> <id>`: the release verified whole, the gates, its pages rendered as the live set
 * will serve them, then the switch, logged, and the pages written. Any refusal, the prerender's
 * included, switches nothing. Promoting the live release again renders its pages when they are
 * stale (a switch whose pages were not written).
 */
export function promoteCommand(store: string, pkg: string, id: string, env: Env): Promise<string[]> {
  return withStoreLock(store, async () => {
    const candidate = readRelease(store, pkg, id);
    const live = readLive(store);
    if (live.apps[pkg]?.live === id) {
      if (pagesCurrent(store, live, pkg)) throw new Error(`${pkg} ${id} is live already, and its pages are current`);
      return rerender(env, pkg, live);
    }
    const started = performance.now();
    verifyRelease(store, candidate);
    const incompatible = compatibilityProblems(candidate, liveReleases(store, live, pkg));
    if (incompatible.length > 0) throw new Error(`refused by the compatibility gate: ${incompatible.join('; ')}`);
    const smoke = await smokeProblems(store, candidate, env);
    if (smoke.length > 0) throw new Error(`refused by the smoke gate: ${smoke.join('; ')}`);
    const gatesMs = performance.now() - started;
    const next = switchLive(live, pkg, id, new Date());
    const prerenderStarted = performance.now();
    const rendered = await renderPages(env, { app: pkg, live: next }).catch((error: unknown) => {
      throw new Error(`refused by the prerender: ${firstLine(error)}`);
    });
    const prerenderMs = performance.now() - prerenderStarted;
    const entry = switchEntry(live, pkg, id, {
      who: operator(),
      command: 'promote',
      gates: { compatibility: 'passed', smoke: 'passed' },
      timings: { gatesMs: Math.round(gatesMs), prerenderMs: Math.round(prerenderMs) },
    });
    const switchMs = commit(store, env, live, next, entry);
    const { pages } = writePages(rendered);
    const total = performance.now() - started;
    return switchTable(entry, switchMs, `${pages} re-rendered (${seconds(prerenderMs)})`, total);
  });
}

/**
 * `rollback <app> [id]`: the previous live release (or `id`) at once, verified whole and checked
 * for compatibility only; then its pages are rendered again. Stopped or failed before they are
 * written, the pages stay those of the release rolled back from: `status` says they are stale,
 * and promoting the live release renders them.
 */
export function rollbackCommand(store: string, pkg: string, id: string | undefined, env: Env): Promise<string[]> {
  return withStoreLock(store, async () => {
    releaseAppOf(pkg);
    const live = readLive(store);
    const to = id ?? live.apps[pkg]?.previous;
    if (!to) throw new Error(`${pkg} has no previous release to roll back to`);
    if (live.apps[pkg]?.live === to) throw new Error(`${pkg} ${to} is live already`);
    const started = performance.now();
    const target = readRelease(store, pkg, to);
    verifyRelease(store, target);
    const incompatible = compatibilityProblems(target, liveReleases(store, live, pkg));
    if (incompatible.length > 0) throw new Error(`refused by the compatibility gate: ${incompatible.join('; ')}`);
    const entry = switchEntry(live, pkg, to, {
      who: operator(),
      command: 'rollback',
      gates: { compatibility: 'passed' },
      timings: { gatesMs: Math.round(performance.now() - started) },
    });
    const next = switchLive(live, pkg, to, new Date());
    const switchMs = commit(store, env, live, next, entry);
    let pages: string;
    try {
      const result = writePages(await renderPages(env, { app: pkg, live: next }));
      pages = `${result.pages} re-rendered (${seconds(result.milliseconds)})`;
    } catch (error) {
      // Live already: until its pages are rendered, the served ones are the release rolled back from.
      pages = `not re-rendered: ${firstLine(error)}; npm run release -- promote ${pkg} ${to} renders them`;
    }
    return switchTable(entry, switchMs, pages, performance.now() - started);
  });
}

/**
 * `status`: per app, the live and previous release, since when, whether it fits the live shell,
 * and whether its pages are those of the live set. A release that cannot be read is shown with
 * what is wrong with it, and the other apps are still shown.
 */
export function statusCommand(store: string): string[] {
  const live = readLive(store);
  // A release, or what is wrong with it.
  const releases = new Map<string, ReleaseJson | string>(
    Object.entries(live.apps).map(([pkg, entry]) => {
      try {
        return [pkg, readRelease(store, pkg, entry.live)];
      } catch (error) {
        return [pkg, firstLine(error)];
      }
    }),
  );
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
    const pages = !entry ? '-' : pagesCurrent(store, live, app.pkg) ? 'current' : 'stale';
    return [app.pkg, entry?.live ?? '-', entry?.previous ?? '-', entry?.since ?? '-', pages, fits];
  });
  return formatTable([['app', 'live', 'previous', 'since', 'pages', 'compatible'], ...rows]);
}

/** `log`: every promotion and rollback, oldest first. */
export function logCommand(store: string): string[] {
  const rows = readLog(store).map((entry) => [
    entry.at,
    entry.who,
    entry.command,
    entry.app,
    `${entry.from ?? '-'} → ${entry.to}`,
    verdicts(entry.gates),
    Object.entries(entry.timings)
      .map(([step, milliseconds]) => `${step.replace(/Ms$/, '')} ${milliseconds} ms`)
      .join(', ') || '-',
  ]);
  return formatTable([['when', 'who', 'command', 'app', 'from → to', 'gates', 'timings'], ...rows]);
}

/** `prune --keep N`: removes all but each app's newest N releases, never a live or previous one. */
export function pruneCommand(store: string, keep: number): Promise<string[]> {
  return withStoreLock(store, () => {
    const live = readLive(store);
    const rows = releaseApps.map((app) => {
      const ids = listReleaseIds(store, app.pkg);
      const kept = new Set([...ids.slice(Math.max(0, ids.length - keep))]);
      const entry = live.apps[app.pkg];
      if (entry) kept.add(entry.live);
      if (entry?.previous) kept.add(entry.previous);
      const removed = ids.filter((id) => !kept.has(id));
      for (const id of removed) rmSync(releaseFolder(store, app.pkg, id), { recursive: true, force: true });
      return [app.pkg, String(ids.length - removed.length), String(removed.length)];
    });
    return formatTable([['app', 'kept', 'removed'], ...rows]);
  });
}

/**
 * What `npm start` serves: each app's build in `dist/` becomes a release (unless the store holds
 * one with the same content) and goes live, without the gates (the builds come from one
 * checkout). Returns a line per app that changed.
 */
export function makeBuildsLive(store: string, pkgs: readonly string[]): Promise<string[]> {
  return withStoreLock(store, () => {
    const lines: string[] = [];
    for (const pkg of pkgs) {
      const buildDir = path.join(appDir(pkg), 'dist');
      if (!existsSync(buildDir)) throw new Error(`${pkg} is not built yet: run npm run build`);
      const id = releaseWithHash(store, pkg, contentHash(buildDir)) ?? importBuild(store, pkg).id;
      const live = readLive(store);
      if (live.apps[pkg]?.live === id) continue;
      const entry = switchEntry(live, pkg, id, { who: operator(), command: 'start', gates: {}, timings: {} });
      commitSwitch(store, live, switchLive(live, pkg, id, new Date()), entry);
      lines.push(`${pkg.padEnd(14)} ${id} from its build is live`);
    }
    return lines;
  });
}
