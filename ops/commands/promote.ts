/**
 * `promote <app> <id> [--canary N]`: the release verified whole, the gates, and meanwhile its pages
 * rendered as the live set will serve them, then the switch, logged, and the site with those pages
 * served. Any refusal, the prerender's included, switches nothing.
 */
import { firstLine } from '../lib/command';
import { passGates, refuseBesideCanary, refuseShell, refuseUnswapped } from '../core/gates';
import { switchEntry, switchLive, type Live } from '../core/live-record';
import { operator } from '../lib/operator';
import { currentLive, publishPages, switchToStaged } from '../core/switch';
import { gatesPassed, promotionStep } from '../core/switch-steps';
import { canaryOf } from './canary';
import type { Releases } from './open-releases';
import { formatTable, lockOptions, renderedLine, switchTable } from './output';
import { releasePorts, servesSwaps, type ReleasePorts } from './ports';
import { stageTimings } from './stage-timings';

type Env = Readonly<Record<string, string | undefined>>;

/** Renders the pages of the live set again, when a switch was made without publishing them. */
async function rerender(ports: ReleasePorts, pkg: string, live: Live): Promise<string[]> {
  const { content, rendered } = await ports.pages.renderPages(live, { app: pkg }).catch((error: unknown) => {
    throw new Error(`the pages of ${pkg} could not be prerendered: ${firstLine(error)}`);
  });
  await publishPages(ports, content);
  return formatTable([
    ['app', 'live', 'pages'],
    [pkg, live.apps[pkg]?.live ?? '-', renderedLine(rendered)],
  ]);
}

/**
 * Promoting the live release again renders its pages when they are stale. With `canary` (a
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
  const ports = releasePorts(releases, env);
  if (canary !== undefined) {
    refuseShell(pkg, 'canaries');
    refuseUnswapped('canaries', servesSwaps(ports.store, env));
  }
  return ports.record.withLock(async () => {
    const live = await currentLive(ports);
    const candidate = await ports.store.readRelease(pkg, id);
    refuseBesideCanary(live, pkg, id);
    if (canary !== undefined) return canaryOf(ports, live, candidate, canary);
    if ((await promotionStep(ports.site, live, pkg, id)) === 'rerender') return rerender(ports, pkg, live);
    const started = performance.now();
    const stages = stageTimings();
    // Its pages render while the gates run, and its site is staged as soon as they have: only the
    // switch waits for the gates. Either refusing switches nothing, a gate's refusal said first,
    // once the render has stopped too, and the staged site discarded.
    const rendering = ports.pages.renderPages(switchLive(live, pkg, id, new Date()), { app: pkg });
    const staging = rendering.then((render) => ports.site.stageSite(render.content));
    const [gated, render, staged] = await Promise.allSettled([
      passGates(ports, live, candidate, stages.time).then(() => performance.now() - started),
      rendering,
      staging,
    ]);
    if (staged.status === 'fulfilled' && gated.status === 'rejected') {
      await staged.value.discard().catch(() => undefined);
    }
    if (gated.status === 'rejected') throw gated.reason;
    if (render.status === 'rejected') throw new Error(`refused by the prerender: ${firstLine(render.reason)}`);
    if (staged.status === 'rejected') throw staged.reason;
    const next = switchLive(live, pkg, id, new Date());
    const { rendered } = render.value;
    const entry = switchEntry(live, pkg, id, {
      who: operator(),
      command: 'promote',
      gates: { ...gatesPassed },
      timings: { gatesMs: Math.round(gated.value), prerenderMs: rendered.milliseconds, ...stages.timings },
    });
    const switchMs = await switchToStaged(ports, live, next, entry, staged.value);
    return switchTable(entry, switchMs, renderedLine(rendered), performance.now() - started);
  }, lockOptions);
}
