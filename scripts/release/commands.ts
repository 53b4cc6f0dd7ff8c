/**
 * The release commands (`npm run release -- <command>`, scripts/release.ts). Each returns the
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
import { prerender } from '../prerender';
import { compatibilityProblems, mismatches } from './compatibility';
import { appendLog, readLive, readLog, switchLive, writeLive, type Live, type LogEntry } from './live';
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

/** The live release of every app that has one, read and validated. */
function liveReleases(store: string, live: Live): Map<string, ReleaseJson> {
  return new Map(Object.entries(live.apps).map(([pkg, entry]) => [pkg, readRelease(store, pkg, entry.live)]));
}

interface SwitchPlan {
  command: LogEntry['command'];
  pkg: string;
  to: string;
  gates: Record<string, string>;
  gatesMs: number;
}

/** Switches the pointer, re-prerenders what the app renders, and logs it. */
async function switchTo(store: string, env: Env, plan: SwitchPlan): Promise<string[]> {
  const live = readLive(store);
  const from = live.apps[plan.pkg]?.live ?? null;
  const switchStarted = performance.now();
  writeLive(store, switchLive(live, plan.pkg, plan.to, new Date()));
  // An nginx site serves the live set from its configuration: written again, and reloaded.
  if (env.NGINX_SITE) {
    writeNginxSite({ store, siteDir: env.NGINX_SITE, env });
    reloadNginx(env.NGINX_SITE);
  }
  const switchMs = performance.now() - switchStarted;
  const prerenderStarted = performance.now();
  let pages: string;
  try {
    const result = await prerender(env, { app: plan.pkg });
    pages = `${result.pages} re-rendered`;
  } catch (error) {
    // Live already: the served pages are the app page until the next prerender succeeds.
    pages = `not re-rendered: ${(error as Error).message.split('\n')[0]}`;
  }
  const prerenderMs = performance.now() - prerenderStarted;
  const timings = {
    gatesMs: Math.round(plan.gatesMs),
    switchMs: Math.round(switchMs),
    prerenderMs: Math.round(prerenderMs),
  };
  appendLog(store, {
    at: new Date().toISOString(),
    who: `${os.userInfo().username}@${os.hostname()}`,
    command: plan.command,
    app: plan.pkg,
    from,
    to: plan.to,
    gates: plan.gates,
    timings,
  });
  return formatTable([
    ['app', 'from', 'to', 'gates', 'switch', 'pages', 'total'],
    [
      plan.pkg,
      from ?? '-',
      plan.to,
      Object.entries(plan.gates)
        .map(([gate, verdict]) => `${gate} ${verdict}`)
        .join(', ') || '-',
      seconds(switchMs),
      `${pages} (${seconds(prerenderMs)})`,
      seconds(timings.gatesMs + switchMs + prerenderMs),
    ],
  ]);
}

/** `promote <app> <id>`: the gates, then the switch. */
export function promoteCommand(store: string, pkg: string, id: string, env: Env): Promise<string[]> {
  return withStoreLock(store, async () => {
    const candidate = readRelease(store, pkg, id);
    const live = readLive(store);
    if (live.apps[pkg]?.live === id) throw new Error(`${pkg} ${id} is live already`);
    const started = performance.now();
    const incompatible = compatibilityProblems(candidate, liveReleases(store, live));
    if (incompatible.length > 0) throw new Error(`refused by the compatibility gate: ${incompatible.join('; ')}`);
    const smoke = await smokeProblems(store, candidate, env);
    if (smoke.length > 0) throw new Error(`refused by the smoke gate: ${smoke.join('; ')}`);
    const gates = { compatibility: 'passed', smoke: 'passed' };
    return switchTo(store, env, { command: 'promote', pkg, to: id, gates, gatesMs: performance.now() - started });
  });
}

/** `rollback <app> [id]`: the previous live release (or `id`) at once; only the compatibility gate. */
export function rollbackCommand(store: string, pkg: string, id: string | undefined, env: Env): Promise<string[]> {
  return withStoreLock(store, async () => {
    releaseAppOf(pkg);
    const live = readLive(store);
    const to = id ?? live.apps[pkg]?.previous;
    if (!to) throw new Error(`${pkg} has no previous release to roll back to`);
    if (live.apps[pkg]?.live === to) throw new Error(`${pkg} ${to} is live already`);
    const started = performance.now();
    const incompatible = compatibilityProblems(readRelease(store, pkg, to), liveReleases(store, live));
    if (incompatible.length > 0) throw new Error(`refused by the compatibility gate: ${incompatible.join('; ')}`);
    const gates = { compatibility: 'passed' };
    return switchTo(store, env, { command: 'rollback', pkg, to, gates, gatesMs: performance.now() - started });
  });
}

/** `status`: per app, the live and previous release, since when, and whether it fits the live shell. */
export function statusCommand(store: string): string[] {
  const live = readLive(store);
  const releases = liveReleases(store, live);
  const shell = releases.get(shellApp.pkg);
  const rows = releaseApps.map((app) => {
    const entry = live.apps[app.pkg];
    const release = releases.get(app.pkg);
    const problems = release && shell && app.pkg !== shellApp.pkg ? mismatches(shell, release) : [];
    const fits = !release ? '-' : problems.length > 0 ? `no: ${problems.join('; ')}` : 'yes';
    return [app.pkg, entry?.live ?? '-', entry?.previous ?? '-', entry?.since ?? '-', fits];
  });
  return formatTable([['app', 'live', 'previous', 'since', 'compatible'], ...rows]);
}

/** `log`: every promotion and rollback, oldest first. */
export function logCommand(store: string): string[] {
  const rows = readLog(store).map((entry) => [
    entry.at,
    entry.who,
    entry.command,
    entry.app,
    `${entry.from ?? '-'} → ${entry.to}`,
    Object.entries(entry.gates)
      .map(([gate, verdict]) => `${gate} ${verdict}`)
      .join(', ') || '-',
    `switch ${entry.timings.switchMs ?? 0} ms, pages ${entry.timings.prerenderMs ?? 0} ms`,
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
      const from = live.apps[pkg]?.live ?? null;
      if (from === id) continue;
      writeLive(store, switchLive(live, pkg, id, new Date()));
      const at = new Date().toISOString();
      const who = `${os.userInfo().username}@${os.hostname()}`;
      appendLog(store, { at, who, command: 'start', app: pkg, from, to: id, gates: {}, timings: {} });
      lines.push(`${pkg.padEnd(14)} ${id} from its build is live`);
    }
    return lines;
  });
}
