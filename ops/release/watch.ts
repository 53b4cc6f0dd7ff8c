/**
 * `release watch <app>`: watches an app's canary until it is completed or ended, and ends it on
 * its own when it hurts its visitors (./canary-verdict.ts), writing why in the release log. It
 * reads only the field reports and the live record, so it may run anywhere the release commands
 * run, and a second watcher of the same canary does no harm: the first rollback wins and the
 * other finds no canary.
 */
import { canaryVerdict, type ReleaseSample, type Verdict, type VerdictThresholds } from './canary-verdict';
import type { Canary } from './live-record';

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
  /** A release's page views and errors reported since `since`. */
  sample(release: string, since: Date): Promise<ReleaseSample>;
  /** Ends the canary of `release` with `reason` in the log. */
  endCanary(release: string, reason: string): Promise<void>;
  /** One line of the watcher's output. */
  report(line: string): void;
  wait(ms: number): Promise<void>;
  now(): Date;
}

export type WatchEnd = { kind: 'rolled-back'; reason: string } | { kind: 'no-canary' };

export async function watchCanary(app: string, sources: WatchSources, options: WatchOptions): Promise<WatchEnd> {
  let last = '';
  for (;;) {
    const { live, canary } = await sources.current();
    if (!canary) {
      sources.report(`${app} has no canary now (completed or ended): the watch ends`);
      return { kind: 'no-canary' };
    }
    const now = sources.now();
    const since = new Date(Math.max(Date.parse(canary.since), now.getTime() - options.windowMs));
    const [canarySample, liveSample] = await Promise.all([
      sources.sample(canary.release, since),
      sources.sample(live, since),
    ]);
    const verdict: Verdict = canaryVerdict(canarySample, liveSample, options.thresholds);
    const line = `${app} canary ${canary.release} at ${canary.share} %: ${verdict.kind} (${verdict.reason})`;
    if (verdict.kind === 'rollback') {
      const reason = `the canary's error rate is worse than the live release's: ${verdict.reason}; since ${since.toISOString()}`;
      await sources.endCanary(canary.release, reason);
      sources.report(`${app}: rolled the canary ${canary.release} back: ${reason}`);
      return { kind: 'rolled-back', reason };
    }
    // A line when the figures change, not the same one every few seconds.
    if (line !== last) sources.report(`${now.toISOString()} ${line}`);
    last = line;
    await sources.wait(options.everyMs);
  }
}
