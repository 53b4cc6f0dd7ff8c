import { binomialUpperTail, canaryVerdict, defaultThresholds } from './canary-verdict';

const thresholds = { ...defaultThresholds, minViews: 40 };
const live = (views: number, errors: number) => ({ release: '20261125T100000Z-1', views, errors });
const canary = (views: number, errors: number) => ({ release: '20261125T110000Z-1', views, errors });

describe('binomialUpperTail', () => {
  it('matches exact binomial tails', () => {
    expect(binomialUpperTail(0, 10, 0.5)).toBe(1);
    expect(binomialUpperTail(10, 10, 0.5)).toBeCloseTo(1 / 1024, 10);
    expect(binomialUpperTail(9, 10, 0.5)).toBeCloseTo(11 / 1024, 10);
    expect(binomialUpperTail(3, 2, 0.5)).toBe(0);
  });
});

describe('canaryVerdict', () => {
  it('waits for the minimum sample of the canary, saying what it has', () => {
    const verdict = canaryVerdict(canary(39, 39), live(500, 0), thresholds);
    expect(verdict.kind).toBe('wait');
    expect(verdict.reason).toContain('canary 20261125T110000Z-1: 39 of 39 clients saw an error (100.0 %)');
    expect(verdict.reason).toContain('judged from 40 clients');
  });

  it('waits when the live release had no page views to compare with', () => {
    expect(canaryVerdict(canary(100, 50), live(0, 0), thresholds).kind).toBe('wait');
  });

  it('rolls back a canary that fails its visitors where the live release does not, with the figures', () => {
    const verdict = canaryVerdict(canary(40, 40), live(40, 0), thresholds);
    expect(verdict.kind).toBe('rollback');
    expect(verdict.reason).toMatch(
      /canary .*: 40 of 40 clients saw an error \(100\.0 %\); live .*: 0 of 40 clients saw an error \(0\.0 %\); 100\.0 points worse/,
    );
  });

  it('keeps a healthy canary, and one whose few more errors are chance', () => {
    expect(canaryVerdict(canary(400, 2), live(400, 2), thresholds).kind).toBe('healthy');
    // 3 errors against 1: above the margin in rate (7.5 % vs 2.5 %) but well within chance.
    expect(canaryVerdict(canary(40, 3), live(40, 1), thresholds).kind).toBe('healthy');
  });

  it('keeps a canary worse by less than the margin however sure the difference is', () => {
    const verdict = canaryVerdict(canary(100_000, 1_500), live(100_000, 1_000), thresholds);
    expect(verdict.kind).toBe('healthy');
    expect(verdict.reason).toContain('0.5 points worse (limit 2)');
  });
});
