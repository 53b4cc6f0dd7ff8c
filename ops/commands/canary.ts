/**
 * Canaries: `promote <app> <id> --canary N` starts one or changes its share (./promote.ts calls
 * `canaryOf`); `rollback <app>` and the watcher end one (`endCanary`). Promoting the canary's
 * release without `--canary` completes it.
 */
import { firstLine } from '../lib/command';
import { passGates } from '../core/gates';
import { switchEntry, type Live } from '../core/live-record';
import { operator } from '../lib/operator';
import type { ReleaseJson } from '../core/release-json';
import { currentLive, switchTo } from '../core/switch';
import { canaryStep, endCanaryStep, type EndCanaryOptions } from '../core/switch-steps';
import type { Releases } from './open-releases';
import { formatTable, lockOptions, seconds, switchTable, verdicts } from './output';
import { releasePorts, type ReleasePorts } from './ports';
import { stageTimings } from './stage-timings';

type Env = Readonly<Record<string, string | undefined>>;

export type { EndCanaryOptions };

/**
 * A canary of `candidate` for `share` percent of visitors, or its share changed: the gates when
 * it starts, its own pages rendered from it (its routes' and those placing its modules), then one
 * switch that leaves the live release and its pages as they are. The caller holds the lock.
 */
export async function canaryOf(
  ports: ReleasePorts,
  live: Live,
  candidate: ReleaseJson,
  share: number,
): Promise<string[]> {
  const { app: pkg, id } = candidate;
  const { current, running, gates, next } = canaryStep(live, pkg, id, share, new Date());
  const started = performance.now();
  const stages = stageTimings();
  if (!running) await passGates(ports, live, candidate, stages.time);
  const gatesMs = performance.now() - started;
  // A page of its visitors that fails to render refuses the canary, as it would the promotion.
  const { content } = await ports.pages.renderPages(next, { canary: pkg }).catch((error: unknown) => {
    throw new Error(`refused by the prerender: ${firstLine(error)}`);
  });
  const pagesLine = `${content.canaryPages.find((pages) => pages.pkg === pkg)?.pages.length ?? 0} rendered`;
  const entry = switchEntry(live, pkg, id, {
    who: operator(),
    command: 'canary',
    gates,
    timings: { gatesMs: Math.round(gatesMs), ...stages.timings },
  });
  const switchMs = await switchTo(ports, live, next, entry, content);
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

/** Ends the canary of `pkg`, holding the lock: the live release stays, the log says `rollback` from the candidate. */
export async function endCanaryHolding(
  ports: ReleasePorts,
  live: Live,
  pkg: string,
  options: EndCanaryOptions,
): Promise<string[]> {
  const started = performance.now();
  const { next, entry } = endCanaryStep(live, pkg, operator(), options);
  const { content } = await ports.pages.renderPages(next);
  const switchMs = await switchTo(ports, live, next, entry, content);
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
  const ports = releasePorts(releases, env);
  return ports.record.withLock(
    async () => endCanaryHolding(ports, await currentLive(ports), pkg, options),
    lockOptions,
  );
}
