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

/** Medians over the successful runs; null where no run measured the metric. */
export interface Summary {
  target: BenchTarget;
  okRuns: number;
  totalRuns: number;
  errors: string[];
  performance: number | null;
  seo: number | null;
  bestPractices: number | null;
  bestPracticesBesideOwnStatus: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
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
    performance: medianOf((run) => run.performance),
    seo: medianOf((run) => run.seo),
    bestPractices: medianOf((run) => run.bestPractices),
    bestPracticesBesideOwnStatus: medianOf((run) => run.bestPracticesBesideOwnStatus),
    fcpMs: medianOf((run) => run.fcpMs),
    lcpMs: medianOf((run) => run.lcpMs),
    tbtMs: medianOf((run) => run.tbtMs),
    cls: medianOf((run) => run.cls),
    jsKb: jsBytes === null ? null : jsBytes / 1024,
    requests: medianOf((run) => run.requests),
    statuses: [...new Set(runs.map((run) => run.statusCode ?? '?'))].join('/'),
  };
}
