/**
 * Whether a canary hurts its visitors: the share of its distinct clients that saw an error (field
 * reports) against the live release's over the same window, so one client's thousand reports weigh
 * as one. Once `minViews` clients saw it, it rolls back only when the canary is worse by more than
 * a margin and the difference is unlikely to be chance (below `significance`).
 */

export interface ReleaseSample {
  release: string;
  /** Distinct clients that viewed it. */
  views: number;
  /** Distinct clients that saw an error of it. */
  errors: number;
}

export interface VerdictThresholds {
  /** Clients who viewed the canary before it is judged. */
  minViews: number;
  /** How many percentage points of error rate the canary may add to the live release's. */
  maxIncreasePoints: number;
  /** The chance below which a difference is not put down to luck. */
  significance: number;
}

export const defaultThresholds: VerdictThresholds = { minViews: 200, maxIncreasePoints: 2, significance: 0.01 };

export type Verdict =
  { kind: 'wait'; reason: string } | { kind: 'healthy'; reason: string } | { kind: 'rollback'; reason: string };

const rate = ({ views, errors }: ReleaseSample): number => (views === 0 ? 0 : errors / views);
const percent = (value: number): string => `${(value * 100).toFixed(1)} %`;
const describe = (label: string, sample: ReleaseSample): string =>
  `${label} ${sample.release}: ${sample.errors} of ${sample.views} clients saw an error (${percent(rate(sample))})`;

/**
 * The error rate a canary may reach before it counts as worse than `live`: the live release's plus
 * the margin. Past it alone nothing is rolled back: `canaryVerdict` also waits for `minViews`
 * clients and asks that the difference be unlikely to be chance.
 */
export const errorRateLimit = (
  live: ReleaseSample,
  thresholds: Pick<VerdictThresholds, 'maxIncreasePoints'> = defaultThresholds,
): number => rate(live) + thresholds.maxIncreasePoints / 100;

/** ln(n!), exact enough for the counts a window holds. */
function logFactorial(n: number): number {
  let sum = 0;
  for (let k = 2; k <= n; k += 1) sum += Math.log(k);
  return sum;
}

/**
 * P(X ≥ k) for X ~ Binomial(n, p): the chance that at least `k` of `n` errors fall on the canary
 * when each falls there with probability `p` (its share of the clients) — the two releases'
 * error counts compared as Poisson rates, conditioned on their total.
 */
export function binomialUpperTail(k: number, n: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  // The first term in logs (huge factorials), each next one from the last: O(n).
  let term = Math.exp(
    logFactorial(n) - logFactorial(k) - logFactorial(n - k) + k * Math.log(p) + (n - k) * Math.log(1 - p),
  );
  let tail = 0;
  for (let i = k; i <= n && term > 0; i += 1) {
    tail += term;
    term *= ((n - i) / (i + 1)) * (p / (1 - p));
  }
  return Math.min(1, tail);
}

export function canaryVerdict(canary: ReleaseSample, live: ReleaseSample, thresholds: VerdictThresholds): Verdict {
  const figures = `${describe('canary', canary)}; ${describe('live', live)}`;
  if (canary.views < thresholds.minViews) {
    return { kind: 'wait', reason: `${figures}; judged from ${thresholds.minViews} clients of the canary` };
  }
  if (live.views === 0) return { kind: 'wait', reason: `${figures}; no clients of the live release to compare with` };
  const increase = rate(canary) - rate(live);
  const totalErrors = canary.errors + live.errors;
  const canaryShare = canary.views / (canary.views + live.views);
  const chance = binomialUpperTail(canary.errors, totalErrors, canaryShare);
  const worse = rate(canary) > errorRateLimit(live, thresholds) && chance < thresholds.significance;
  const comparison = `${(increase * 100).toFixed(1)} points ${increase >= 0 ? 'worse' : 'better'} (limit ${thresholds.maxIncreasePoints}), chance ${chance < 0.0001 ? '< 0.0001' : chance.toFixed(4)} (limit ${thresholds.significance})`;
  return { kind: worse ? 'rollback' : 'healthy', reason: `${figures}; ${comparison}` };
}
