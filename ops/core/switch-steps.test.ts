import { switchEntry, type Live, type LogEntry } from './live-record';
import { canaryStep, endCanaryStep, gatesPassed, promotionStep, rollbackStep } from './switch-steps';

const at = new Date('2026-11-25T06:30:00Z');
const since = '2026-11-24T06:00:00.000Z';
const live: Pick<Live, 'apps'> = {
  apps: {
    shell: { live: 'S1', previous: null, since },
    'mfe-legal': { live: 'L1', previous: 'L0', since },
  },
};
const withCanaryOf = (release: string, share: number): Pick<Live, 'apps'> => ({
  apps: { ...live.apps, 'mfe-legal': { ...live.apps['mfe-legal']!, canary: { release, share, since } } },
});
const entryOf = (command: LogEntry['command'], to: string): LogEntry =>
  switchEntry(live, 'mfe-legal', to, { who: 'ops', command, gates: {}, timings: {} });
const site = (renderedFrom: Record<string, { shell: string; release: string }>) => ({
  readRenderedFrom: async () => renderedFrom,
});

describe('promotionStep', () => {
  it('switches to a release not live', async () => {
    expect(await promotionStep(site({}), live, 'mfe-legal', 'L2')).toBe('switch');
  });

  it('renders the live release again when its pages are stale, and refuses when they are current', async () => {
    expect(await promotionStep(site({}), live, 'mfe-legal', 'L1')).toBe('rerender');
    const current = site({ 'mfe-legal': { shell: 'S1', release: 'L1' } });
    await expect(promotionStep(current, live, 'mfe-legal', 'L1')).rejects.toThrow(
      'mfe-legal L1 is live already, and its pages are current',
    );
  });
});

describe('canaryStep', () => {
  it('starts a canary beside the live release after the gates, since now', () => {
    const step = canaryStep(live, 'mfe-legal', 'L2', 10, at);
    expect(step.running).toBeUndefined();
    expect(step.gates).toEqual({ ...gatesPassed, share: '10%' });
    expect(step.next.apps['mfe-legal']).toEqual({
      ...live.apps['mfe-legal'],
      canary: { release: 'L2', share: 10, since: at.toISOString() },
    });
  });

  it('widens a running canary without the gates, keeping when it started', () => {
    const step = canaryStep(withCanaryOf('L2', 10), 'mfe-legal', 'L2', 50, at);
    expect(step.gates).toEqual({ share: '50%' });
    expect(step.next.apps['mfe-legal']?.canary).toEqual({ release: 'L2', share: 50, since });
  });

  it('refuses an app with nothing live, the live release, and the share it has already', () => {
    expect(() => canaryStep(live, 'mfe-blog', 'B1', 10, at)).toThrow(
      'nothing of mfe-blog is live: promote a release to every visitor before a canary',
    );
    expect(() => canaryStep(live, 'mfe-legal', 'L1', 10, at)).toThrow('mfe-legal L1 is live already');
    expect(() => canaryStep(withCanaryOf('L2', 10), 'mfe-legal', 'L2', 10, at)).toThrow(
      'mfe-legal L2 is the canary already, for 10 % of visitors',
    );
  });
});

describe('endCanaryStep', () => {
  it('gives every visitor the live release again, logged as a rollback from the canary with its reason', () => {
    const { next, entry } = endCanaryStep(withCanaryOf('L2', 30), 'mfe-legal', 'watcher', { reason: 'errors' });
    expect(next).toEqual(live);
    expect(entry).toMatchObject({ who: 'watcher', command: 'rollback', from: 'L2', to: 'L1', reason: 'errors' });
  });

  it('refuses without a canary, and when the canary judged is no longer the one running', () => {
    expect(() => endCanaryStep(live, 'mfe-legal', 'ops', {})).toThrow('mfe-legal has no canary to end');
    expect(() => endCanaryStep(withCanaryOf('L3', 30), 'mfe-legal', 'ops', { release: 'L2' })).toThrow(
      'the canary of mfe-legal is L3 now, not L2: nothing was ended',
    );
  });
});

describe('rollbackStep', () => {
  const wasLive =
    (...ids: string[]) =>
    async () =>
      ids.map((to) => entryOf('promote', to));
  it('goes back to the previous release, or one named that was live before', async () => {
    expect(await rollbackStep(live, 'mfe-legal', undefined, wasLive())).toEqual({ endCanary: false, to: 'L0' });
    expect(await rollbackStep(live, 'mfe-legal', 'L-1', wasLive('L-1', 'L0'))).toEqual({ endCanary: false, to: 'L-1' });
    expect(await rollbackStep(live, 'mfe-legal', 'L0', wasLive())).toEqual({ endCanary: false, to: 'L0' });
  });

  it('refuses a release never live for every visitor: a candidate, or one only a canary had', async () => {
    const message =
      'mfe-legal L5 was never live: a rollback goes back to a release visitors had, without the smoke gate (npm run release -- promote mfe-legal L5 passes it through the gates)';
    await expect(rollbackStep(live, 'mfe-legal', 'L5', wasLive('L-1'))).rejects.toThrow(message);
    const canaryOnly = async () => [entryOf('canary', 'L5')];
    await expect(rollbackStep(live, 'mfe-legal', 'L5', canaryOnly)).rejects.toThrow(message);
  });

  it('ends a canary, and refuses another release while one runs', async () => {
    expect(await rollbackStep(withCanaryOf('L2', 10), 'mfe-legal', undefined, wasLive())).toEqual({ endCanary: true });
    expect(await rollbackStep(withCanaryOf('L2', 10), 'mfe-legal', 'L1', wasLive())).toEqual({ endCanary: true });
    await expect(rollbackStep(withCanaryOf('L2', 10), 'mfe-legal', 'L0', wasLive())).rejects.toThrow(
      'mfe-legal has a canary of L2: npm run release -- rollback mfe-legal ends it first',
    );
  });

  it('refuses without a previous release, and the live one', async () => {
    await expect(rollbackStep(live, 'shell', undefined, wasLive())).rejects.toThrow(
      'shell has no previous release to roll back to',
    );
    await expect(rollbackStep(live, 'mfe-legal', 'L1', wasLive('L1'))).rejects.toThrow('mfe-legal L1 is live already');
  });
});
