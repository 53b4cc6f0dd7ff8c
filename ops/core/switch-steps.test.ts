import type { Live } from './live-record';
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
  it('goes back to the previous release, or the one named', () => {
    expect(rollbackStep(live, 'mfe-legal', undefined)).toEqual({ endCanary: false, to: 'L0' });
    expect(rollbackStep(live, 'mfe-legal', 'L-1')).toEqual({ endCanary: false, to: 'L-1' });
  });

  it('ends a canary, and refuses another release while one runs', () => {
    expect(rollbackStep(withCanaryOf('L2', 10), 'mfe-legal', undefined)).toEqual({ endCanary: true });
    expect(rollbackStep(withCanaryOf('L2', 10), 'mfe-legal', 'L1')).toEqual({ endCanary: true });
    expect(() => rollbackStep(withCanaryOf('L2', 10), 'mfe-legal', 'L0')).toThrow(
      'mfe-legal has a canary of L2: npm run release -- rollback mfe-legal ends it first',
    );
  });

  it('refuses without a previous release, and the live one', () => {
    expect(() => rollbackStep(live, 'shell', undefined)).toThrow('shell has no previous release to roll back to');
    expect(() => rollbackStep(live, 'mfe-legal', 'L1')).toThrow('mfe-legal L1 is live already');
  });
});
