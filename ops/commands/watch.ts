/**
 * `release watch <app>`: watches an app's canary until it is completed or ended, and ends it when
 * it hurts its visitors (../core/canary-verdict.ts), writing why in the log. A second watcher does
 * no harm: the first rollback wins and the other finds no canary.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { firstLine } from '../lib/command';
import { repoRoot } from '../lib/workspace';
import {
  canaryVerdict,
  defaultThresholds,
  type ReleaseSample,
  type Verdict,
  type VerdictThresholds,
} from '../core/canary-verdict';
import { endCanary } from './canary';
import { releaseHealth } from '../adapters/field-reports/field-reports';
import type { Canary } from '../core/live-record';
import { operator } from '../lib/operator';
import type { Releases } from './open-releases';
import { releaseAppOf } from '../core/release-store';

export interface WatchOptions {
  thresholds: VerdictThresholds;
  /** How far back the field reports are read (never before the canary started). */
  windowMs: number;
  /** How often the reports are read. */
  everyMs: number;
}

/** What the watcher reads and does, given by `release watch` (and fakes in its tests). */
export interface WatchSources {
  /** The app's live release and its canary, if it has one now. */
  current(): Promise<{ live: string; canary?: Canary }>;
  /** The clients that viewed each of `releases` since `since`, and that saw an error, in their order. */
  samples(releases: readonly string[], since: Date): Promise<ReleaseSample[]>;
  /** Ends the canary of `release` with `reason` in the log. */
  endCanary(release: string, reason: string): Promise<void>;
  /** Records that the canary of `release` was checked now, and what the check said (for `status`). */
  checked(release: string, said: string): Promise<void>;
  /** One line of the watcher's output. */
  report(line: string): void;
  wait(ms: number): Promise<void>;
  now(): Date;
}

export type WatchEnd = { kind: 'rolled-back'; reason: string } | { kind: 'no-canary' };

/** One check of the canary: how the watch ends, or the line saying how the canary does. */
async function checkCanary(app: string, sources: WatchSources, options: WatchOptions): Promise<WatchEnd | string> {
  const { live, canary } = await sources.current();
  if (!canary) {
    sources.report(`${app} has no canary now (completed or ended): the watch ends`);
    return { kind: 'no-canary' };
  }
  const since = new Date(Math.max(Date.parse(canary.since), sources.now().getTime() - options.windowMs));
  const [canarySample, liveSample] = await sources.samples([canary.release, live], since);
  const verdict: Verdict = canaryVerdict(canarySample!, liveSample!, options.thresholds);
  if (verdict.kind === 'rollback') {
    const reason = `the canary's error rate is worse than the live release's: ${verdict.reason}; since ${since.toISOString()}`;
    await sources.endCanary(canary.release, reason);
    sources.report(`${app}: rolled the canary ${canary.release} back: ${reason}`);
    return { kind: 'rolled-back', reason };
  }
  const said = `${app} canary ${canary.release} at ${canary.share} %: ${verdict.kind} (${verdict.reason})`;
  await sources.checked(canary.release, said);
  return said;
}

export async function watchCanary(app: string, sources: WatchSources, options: WatchOptions): Promise<WatchEnd> {
  let last = '';
  for (let check = 1; ; check += 1) {
    let outcome: WatchEnd | string;
    try {
      outcome = await checkCanary(app, sources, options);
    } catch (error) {
      // A first check that fails is the operator's to see; a later one (a database restarting,
      // another command holding the lock) is tried again at the next check.
      if (check === 1) throw error;
      outcome = `could not check the canary of ${app}: ${firstLine(error)}; trying again every ${options.everyMs / 1000} s`;
    }
    if (typeof outcome !== 'string') return outcome;
    // A line when the figures change, not the same one every few seconds.
    if (outcome !== last) sources.report(`${sources.now().toISOString()} ${outcome}`);
    last = outcome;
    await sources.wait(options.everyMs);
  }
}

type Env = Readonly<Record<string, string | undefined>>;

export interface WatchArgs {
  app: string;
  windowMs: number;
  everyMs: number;
  minViews: number;
  maxIncreasePoints: number;
}

/**
 * Releases' clients in the field reports since `since` (those that viewed each, those that saw
 * an error), read in one go: the api took only reports of releases being served, and clients,
 * not reports, are what the verdict weighs.
 */
export async function samplesOf(
  env: Env,
  app: string,
  releases: readonly string[],
  since: Date,
): Promise<ReleaseSample[]> {
  const health = await releaseHealth(env, { app, since });
  return releases.map((release) => {
    const row = health.find((entry) => entry.release === release);
    return { release, views: row?.viewClients ?? 0, errors: row?.errorClients ?? 0 };
  });
}

/** `watch <app>`: prints as it goes, and returns once the canary is completed, ended or rolled back. */
export async function watchCommand(releases: Releases, env: Env, args: WatchArgs): Promise<string[]> {
  const { app } = args;
  releaseAppOf(app);
  await watchCanary(
    app,
    {
      current: async () => {
        const entry = (await releases.record.readLive()).apps[app];
        if (!entry) throw new Error(`nothing of ${app} is live: there is no canary to watch`);
        return { live: entry.live, ...(entry.canary && { canary: entry.canary }) };
      },
      samples: (releases, since) => samplesOf(env, app, releases, since),
      endCanary: async (release, reason) => {
        await endCanary(releases, app, env, { release, reason });
      },
      checked: (release, said) =>
        releases.record.recordWatchCheck({
          app,
          release,
          watcher: `${operator()} pid ${process.pid}`,
          everyMs: args.everyMs,
          at: new Date().toISOString(),
          said,
        }),
      report: (line) => console.log(line),
      wait: (ms) => sleep(ms),
      now: () => new Date(),
    },
    {
      thresholds: { ...defaultThresholds, minViews: args.minViews, maxIncreasePoints: args.maxIncreasePoints },
      windowMs: args.windowMs,
      everyMs: args.everyMs,
    },
  );
  return [];
}

/**
 * The watcher a canary's promotion starts: `release watch <app>` with the default thresholds, in
 * the background, its output in a log file, once the field reports it reads can be opened (else
 * it says why, and how to start one where they can).
 */
export async function startWatcher(app: string, env: Env): Promise<string[]> {
  try {
    await releaseHealth(env, { app, since: new Date() });
  } catch (error) {
    return [
      `not watched: ${firstLine(error)}; start the watcher where the api's store is reachable: npm run release -- watch ${app}`,
    ];
  }
  const logFile = path.join(os.tmpdir(), 'veritenant-release-watch', `${app}-${Date.now()}.log`);
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'a');
  const watcher = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'ops/cli/release.ts'), 'watch', app],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      detached: true,
      stdio: ['ignore', log, log],
    },
  );
  watcher.unref();
  closeSync(log);
  return [
    `watching the canary: pid ${watcher.pid}, log ${logFile} (it ends with the canary; stop it sooner with kill ${watcher.pid})`,
  ];
}
