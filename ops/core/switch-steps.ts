/**
 * What each command's switch is, from the live set as read holding the lock: the refusals, the
 * next live set and its log entry. Each refusal leaves everything as it was.
 */
import { switchEntry, withCanary, type Canary, type Live, type LiveApp, type LogEntry } from './live-record';
import { pagesCurrent, type SitePublisher } from './release-store';

/** The gates a release given to visitors passes, as the log records them. */
export const gatesPassed = { compatibility: 'passed', smoke: 'passed' };

/**
 * Whether promoting `id` of `pkg` switches (`switch`) or, being live already with stale pages
 * (a switch whose pages were not published), renders them again (`rerender`).
 */
export async function promotionStep(
  site: Pick<SitePublisher, 'readRenderedFrom'>,
  live: Pick<Live, 'apps'>,
  pkg: string,
  id: string,
): Promise<'switch' | 'rerender'> {
  if (live.apps[pkg]?.live !== id) return 'switch';
  if (pagesCurrent(await site.readRenderedFrom(), live, pkg)) {
    throw new Error(`${pkg} ${id} is live already, and its pages are current`);
  }
  return 'rerender';
}

/** A canary started or widened: its app's live entry, the canary before, the gates logged, the next live set. */
export interface CanaryStep {
  current: LiveApp;
  running: Canary | undefined;
  gates: Record<string, string>;
  next: Omit<Live, 'version'>;
}

/**
 * A canary of `id` for `share` percent of `pkg`'s visitors, or its share changed. The gates are
 * passed when it starts (`running` undefined), not when it widens.
 */
export function canaryStep(live: Pick<Live, 'apps'>, pkg: string, id: string, share: number, now: Date): CanaryStep {
  const current = live.apps[pkg];
  if (!current) throw new Error(`nothing of ${pkg} is live: promote a release to every visitor before a canary`);
  if (current.live === id) throw new Error(`${pkg} ${id} is live already`);
  const running = current.canary;
  if (running?.share === share) throw new Error(`${pkg} ${id} is the canary already, for ${share} % of visitors`);
  const gates = { ...(running ? {} : gatesPassed), share: `${share}%` };
  const since = running?.since ?? now.toISOString();
  return { current, running, gates, next: withCanary(live, pkg, { release: id, share, since }) };
}

export interface EndCanaryOptions {
  /** Why, written in the log: a command that decided on its own (the watcher), with its figures. */
  reason?: string;
  /** The canary release judged: refused when another is the canary by now. */
  release?: string;
}

/**
 * Ends the canary of `pkg`: every visitor gets the live release again, and the log says
 * `rollback` from the candidate to the live release, with `reason` when given.
 */
export function endCanaryStep(
  live: Pick<Live, 'apps'>,
  pkg: string,
  who: string,
  { reason, release }: EndCanaryOptions,
): { next: Omit<Live, 'version'>; entry: LogEntry } {
  const current = live.apps[pkg];
  const canary = current?.canary;
  if (!current || !canary) throw new Error(`${pkg} has no canary to end`);
  if (release !== undefined && canary.release !== release) {
    throw new Error(`the canary of ${pkg} is ${canary.release} now, not ${release}: nothing was ended`);
  }
  const entry: LogEntry = {
    ...switchEntry(live, pkg, current.live, { who, command: 'rollback', gates: {}, timings: {} }),
    from: canary.release,
    ...(reason !== undefined && { reason }),
  };
  return { next: withCanary(live, pkg, undefined), entry };
}

/**
 * The releases of `pkg` that were live for every visitor at some time: each switch's `to` in the
 * log but a canary's, and the previous one.
 */
export function releasesLiveBefore(
  log: readonly LogEntry[],
  pkg: string,
  entry: Pick<LiveApp, 'previous'> | undefined,
): Set<string> {
  const wasLive = new Set(
    log.filter((switched) => switched.app === pkg && switched.command !== 'canary').map(({ to }) => to),
  );
  if (entry?.previous) wasLive.add(entry.previous);
  return wasLive;
}

/**
 * What `rollback <app> [id]` does: ends a canary (the live release is what visitors had before
 * it), or goes back to `id`, by default the previous live release. `id` must have been live for
 * every visitor before (`log`, read only for an `id`): a rollback passes no smoke gate, so a
 * release never promoted is refused.
 */
export async function rollbackStep(
  live: Pick<Live, 'apps'>,
  pkg: string,
  id: string | undefined,
  log: () => Promise<readonly LogEntry[]>,
): Promise<{ endCanary: true } | { endCanary: false; to: string }> {
  const current = live.apps[pkg];
  if (current?.canary) {
    if (id === undefined || id === current.live) return { endCanary: true };
    throw new Error(
      `${pkg} has a canary of ${current.canary.release}: npm run release -- rollback ${pkg} ends it first`,
    );
  }
  const to = id ?? current?.previous;
  if (!to) throw new Error(`${pkg} has no previous release to roll back to`);
  if (current?.live === to) throw new Error(`${pkg} ${to} is live already`);
  if (id !== undefined && !releasesLiveBefore(await log(), pkg, current).has(id)) {
    throw new Error(
      `${pkg} ${id} was never live: a rollback goes back to a release visitors had, without the smoke gate ` +
        `(npm run release -- promote ${pkg} ${id} passes it through the gates)`,
    );
  }
  return { endCanary: false, to };
}
