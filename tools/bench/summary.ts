/** From a page's runs to one row: the median of each metric, taken on its own. */
import type { RunMetrics, RunOutcome } from './lighthouse';

/** A page the benchmark loads. */
export interface BenchTarget {
  /** The site path, or the reference page's path. */
  path: string;
  url: string;
  /**
   * The 404 page: an SEO score of 100 is not expected, and Best Practices is judged without the
   * console's report of its own 404 answer.
   */
  notFound: boolean;
  /** The static reference page, not a route of the site (no budget). */
  reference: boolean;
}

export interface TargetRuns {
  target: BenchTarget;
  outcomes: RunOutcome[];
}

/** The metrics of a run that a row shows as their median, under the same names. */
const medianMetrics = [
  'performance',
  'seo',
  'bestPractices',
  'bestPracticesBesideOwnStatus',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
] as const satisfies readonly (keyof RunMetrics)[];

type MedianMetrics = { [Metric in (typeof medianMetrics)[number]]: number | null };

/** Medians over the successful runs; null where no run measured the metric. */
export interface Summary extends MedianMetrics {
  target: BenchTarget;
  okRuns: number;
  totalRuns: number;
  errors: string[];
  jsKb: number | null;
  requests: number | null;
  /** Every status the page answered with, e.g. "200" or "404". */
  statuses: string;
}

/**
 * Each metric's median independently: the run with the median LCP need not be the run with the
 * median TBT, so a row may combine numbers of different runs. That is the point: one slow run
 * (a hiccup of the machine) moves no number. With an even count, the mean of the middle two.
 */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

export function summarize({ target, outcomes }: TargetRuns): Summary {
  const runs = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.metrics] : []));
  const medianOf = (pick: (run: RunMetrics) => number | null) =>
    median(runs.map(pick).filter((value): value is number => value !== null));
  const jsBytes = medianOf((run) => run.jsTransferBytes);
  return {
    target,
    okRuns: runs.length,
    totalRuns: outcomes.length,
    errors: outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.error])),
    ...(Object.fromEntries(medianMetrics.map((metric) => [metric, medianOf((run) => run[metric])])) as MedianMetrics),
    jsKb: jsBytes === null ? null : jsBytes / 1024,
    requests: medianOf((run) => run.requests),
    statuses: [...new Set(runs.map((run) => run.statusCode ?? '?'))].join('/'),
  };
}
