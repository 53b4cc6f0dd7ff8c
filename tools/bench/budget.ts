/** The performance budget of docs/performance.md, checked against the medians. */
import { matchPath } from 'shared/router';
import { notFoundPath } from './routes';
import type { Summary } from './summary';
import { formatCls, formatKb, formatMs, formatScore, formatSeconds, routeLabel } from './table';

export const budget = {
  minPerformance: 97,
  maxCls: 0.01,
  maxTbtMs: 150,
  /** LCP at most this multiple of the static reference page's LCP. */
  maxLcpOverReference: 1.3,
  seo: 100,
  bestPractices: 100,
} as const;

/**
 * Each route's JavaScript, in KB (1,024 bytes) as transferred (Brotli, headers included): its
 * measured size rounded up to the next 5 KB (`npm run bench:bundles`), `/` at most 130. A route
 * is its registry's path (`/blog/:slug` for every post); a route without an entry fails, so that a
 * new page gets a budget of its own.
 */
export const jsBudgetsKb: Readonly<Record<string, number>> = {
  '/': 130,
  '/enterprise-ai': 130,
  '/enterprise-agents': 130,
  '/enterprise-360': 130,
  '/enterprise-automation': 130,
  '/financial-services': 130,
  '/insurance-healthcare': 130,
  '/government': 130,
  '/about': 130,
  '/trust-center': 130,
  '/coming-soon': 130,
  '/trial': 150,
  '/blog': 130,
  '/blog/:slug': 140,
  '/privacy-policy': 130,
  '/terms-of-service': 130,
  '/cookie-policy': 125,
  [notFoundPath]: 110,
};

/** The JavaScript budget of a site path: the entry whose route matches it. */
export function jsBudgetKb(sitePath: string): number | undefined {
  return Object.entries(jsBudgetsKb).find(([route]) => matchPath(route, sitePath))?.[1];
}

/** Whether the route's JavaScript, in KB, is within its budget. */
export function jsBudgetCheck(route: string, sitePath: string, kb: number | null): Check {
  const max = jsBudgetKb(sitePath);
  if (max === undefined) {
    // The rule for a new entry (docs/performance.md), worked out for whoever adds it.
    const proposed = kb === null ? '' : ` (its JS rounded up to the next 5 KB: ${Math.ceil(kb / 5) * 5})`;
    return {
      route,
      verdict: 'FAIL',
      detail: `JS ${formatKb(kb)} KB: no budget for ${sitePath} in tools/bench/budget.ts${proposed}`,
    };
  }
  return limitCheck(
    route,
    kb,
    formatKb,
    (value) => value <= max,
    (value) => `JS ${value} KB ≤ ${max} KB`,
  );
}

export type Verdict = 'PASS' | 'FAIL' | 'SKIP';

export interface Check {
  route: string;
  verdict: Verdict;
  /** What was compared, e.g. "performance 98 ≥ 97". */
  detail: string;
}

/** Every check of every site route; the reference page has no budget, it sets one. */
export function budgetChecks(summaries: readonly Summary[], reference: Summary | undefined): Check[] {
  return summaries.filter((summary) => !summary.target.reference).flatMap((summary) => routeChecks(summary, reference));
}

function routeChecks(summary: Summary, reference: Summary | undefined): Check[] {
  const route = routeLabel(summary);
  const referenceLcp = reference?.lcpMs ?? null;
  return [
    limitCheck(
      route,
      summary.performance,
      formatScore,
      (score) => Math.round(score) >= budget.minPerformance,
      (score) => `performance ${score} ≥ ${budget.minPerformance}`,
    ),
    limitCheck(
      route,
      summary.cls,
      formatCls,
      (cls) => cls <= budget.maxCls,
      (cls) => `CLS ${cls} ≤ ${budget.maxCls}`,
    ),
    limitCheck(
      route,
      summary.tbtMs,
      formatMs,
      (tbt) => tbt <= budget.maxTbtMs,
      (tbt) => `TBT ${tbt} ms ≤ ${budget.maxTbtMs} ms`,
    ),
    referenceLcp === null
      ? skip(route, 'LCP: no reference LCP to compare with')
      : limitCheck(
          route,
          summary.lcpMs,
          formatSeconds,
          (lcp) => lcp <= budget.maxLcpOverReference * referenceLcp,
          (lcp) =>
            `LCP ${lcp} s ≤ ${formatSeconds(budget.maxLcpOverReference * referenceLcp)} s ` +
            `(${budget.maxLcpOverReference} × reference ${formatSeconds(referenceLcp)} s)`,
        ),
    summary.target.notFound
      ? skip(route, `SEO ${formatScore(summary.seo)}: a 404 page is not meant to be indexed`)
      : limitCheck(
          route,
          summary.seo,
          formatScore,
          (score) => Math.round(score) === budget.seo,
          (score) => `SEO ${score} = ${budget.seo}`,
        ),
    summary.target.notFound
      ? limitCheck(
          route,
          summary.bestPracticesBesideOwnStatus,
          formatScore,
          (score) => Math.round(score) === budget.bestPractices,
          (score) =>
            `Best Practices ${score} = ${budget.bestPractices} beside the console's report of the page's own ` +
            `404 answer (Lighthouse: ${formatScore(summary.bestPractices)})`,
        )
      : limitCheck(
          route,
          summary.bestPractices,
          formatScore,
          (score) => Math.round(score) === budget.bestPractices,
          (score) => `Best Practices ${score} = ${budget.bestPractices}`,
        ),
    jsBudgetCheck(route, summary.target.path, summary.jsKb),
  ];
}

/**
 * A check of one median, described with the table's rounding of it. A metric no run measured
 * fails: the budget cannot be shown to hold.
 */
function limitCheck(
  route: string,
  value: number | null,
  format: (value: number) => string,
  within: (value: number) => boolean,
  describe: (formatted: string) => string,
): Check {
  if (value === null) return { route, verdict: 'FAIL', detail: describe('not measured') };
  return { route, verdict: within(value) ? 'PASS' : 'FAIL', detail: describe(format(value)) };
}

function skip(route: string, detail: string): Check {
  return { route, verdict: 'SKIP', detail };
}

export function budgetReport(checks: readonly Check[]): string {
  const width = Math.max(0, ...checks.map((check) => check.route.length));
  const lines = checks.map((check) => `${check.verdict.padEnd(4)}  ${check.route.padEnd(width)}  ${check.detail}`);
  return [...lines, '', overallResult(checks)].join('\n');
}

export function overallResult(checks: readonly Check[]): string {
  const failed = checks.filter((check) => check.verdict === 'FAIL');
  const skipped = checks.filter((check) => check.verdict === 'SKIP').length;
  const counts = `${checks.length} checks, ${failed.length} failed, ${skipped} skipped`;
  return `Budget: ${failed.length === 0 ? 'PASS' : 'FAIL'} (${counts})`;
}
