/**
 * `rollback <app> [id]`: the previous live release (or `id`), verified whole and checked for
 * compatibility only, with its pages rendered before the switch; with a canary, it ends the
 * canary. When the pages cannot be rendered, the rollback goes on without them: the app's routes
 * are served by the app page (rendered in the browser) until promoting the live release renders them.
 */
import { compatibilityGate } from '../core/gates';
import { switchEntry, switchLive } from '../core/live-record';
import { operator } from '../lib/operator';
import { releaseAppOf } from '../core/release-store';
import { currentLive, switchTo } from '../core/switch';
import { rollbackStep } from '../core/switch-steps';
import { endCanaryHolding } from './canary';
import type { Releases } from './open-releases';
import { lockOptions, renderedLine, switchTable } from './output';
import { releasePorts } from './ports';

type Env = Readonly<Record<string, string | undefined>>;

export function rollbackCommand(releases: Releases, pkg: string, id: string | undefined, env: Env): Promise<string[]> {
  const ports = releasePorts(releases, env);
  const { store, pages: renderer } = ports;
  return ports.record.withLock(async () => {
    releaseAppOf(pkg);
    const live = await currentLive(ports);
    const step = await rollbackStep(live, pkg, id, () => ports.record.readLog());
    if (step.endCanary) return endCanaryHolding(ports, live, pkg, {});
    const { to } = step;
    const started = performance.now();
    await compatibilityGate(store, live, await store.readRelease(pkg, to), ports.assignable);
    const gatesMs = performance.now() - started;
    const next = switchLive(live, pkg, to, new Date());
    const rendered = await renderer.renderPages(next, { app: pkg, ifUnrendered: 'unpublish' });
    const pagesLine =
      rendered.unrendered === undefined
        ? renderedLine(rendered.rendered)
        : `not re-rendered: ${rendered.unrendered}; npm run release -- promote ${pkg} ${to} renders them`;
    const entry = switchEntry(live, pkg, to, {
      who: operator(),
      command: 'rollback',
      gates: { compatibility: 'passed' },
      timings: { gatesMs: Math.round(gatesMs) },
    });
    const switchMs = await switchTo(ports, live, next, entry, rendered.content);
    return switchTable(entry, switchMs, pagesLine, performance.now() - started);
  }, lockOptions);
}
