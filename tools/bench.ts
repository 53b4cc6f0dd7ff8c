/**
 * `npm run bench`: Lighthouse on every route of the built site, served as `npm start` serves
 * it, beside a static reference page; prints a Markdown table of medians and the budget check
 * of docs/performance.md (which describes the method). `--help` lists the options.
 * It is a benchmark, not a test: a budget that fails is reported, and the exit code stays 0.
 */
import { budgetChecks, budgetReport, overallResult, type Check } from './bench/budget';
import { chromiumVersion, launchChromium, runLighthouse, type RunOutcome } from './bench/lighthouse';
import { parseBenchOptions, usage, type BenchOptions } from './bench/options';
import { describeMachine, machineLine, performanceDoc, writeResults } from './bench/results-doc';
import { allSitePaths, blogApiUrl, resolveRoutes } from './bench/routes';
import { installReferencePage, isReferenceServed, referenceUrl, siteOrigin, siteToMeasure } from './bench/site';
import { median, summarize, type BenchTarget, type Summary, type TargetRuns } from './bench/summary';
import { formatScore, formatSeconds, resultsTable } from './bench/table';
import { runCommand } from '../ops/lib/command';
import { chromiumDependency, ensureSystemDependencies } from '../ops/commands/system-dependencies';

/** What to undo before exiting, last in first out: the served site, Chromium. */
const cleanups: Array<() => Promise<void> | void> = [];

async function cleanUp(): Promise<void> {
  for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`Cleanup failed: ${String(error)}`);
    }
  }
}

/** Ctrl+C (or a SIGTERM) stops the site this script started, then exits. */
function cleanUpOnSignals(): void {
  for (const [signal, exitCode] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping…`);
      void cleanUp().finally(() => process.exit(exitCode));
    });
  }
}

/** Builds and serves the site, or with --reuse checks that one is served already; then adds the reference page. */
async function prepareSite(options: BenchOptions): Promise<void> {
  const site = await siteToMeasure(options.reuse);
  if (site) cleanups.push(() => site.stop());
  addReferencePage();
}

function addReferencePage(): void {
  cleanups.push(installReferencePage());
}

async function benchTargets(options: BenchOptions): Promise<BenchTarget[]> {
  const routes = await resolveRoutes(options.routes ?? allSitePaths(), blogApiUrl());
  const targets: BenchTarget[] = routes.map((route) => ({
    ...route,
    url: `${siteOrigin}${route.path}`,
    reference: false,
  }));
  if (await isReferenceServed()) {
    targets.push({ path: new URL(referenceUrl).pathname, url: referenceUrl, notFound: false, reference: true });
  } else {
    // With --reuse, the server may serve another store's pages than the one copied into.
    console.error(
      `Warning: ${referenceUrl} does not serve tools/bench/reference.html (is :3000 serving this ` +
        "checkout's release store?); the reference row and the LCP budget are skipped.",
    );
  }
  return targets;
}

/**
 * Round after round over every page, rather than one page's runs back to back: a slow spell of
 * the machine then touches one run of several pages, which their medians discard.
 */
async function runAll(targets: readonly BenchTarget[], runs: number): Promise<TargetRuns[]> {
  const chrome = await launchChromium();
  cleanups.push(() => chrome.kill());
  const results = targets.map((target) => ({ target, outcomes: [] as RunOutcome[] }));
  for (let run = 1; run <= runs; run += 1) {
    for (const result of results) {
      const outcome = await runLighthouse(chrome.port, result.target.url, { allowErrorStatus: result.target.notFound });
      result.outcomes.push(outcome);
      console.error(progressLine(`${run}/${runs}`, result.target, outcome));
    }
  }
  return results;
}

function progressLine(run: string, target: BenchTarget, outcome: RunOutcome): string {
  if (!outcome.ok) return `[run ${run}] ${target.path}: failed: ${outcome.error}`;
  const { performance, lcpMs } = outcome.metrics;
  return `[run ${run}] ${target.path}: performance ${formatScore(performance)}, LCP ${formatSeconds(lcpMs)} s`;
}

function measuredLine(results: readonly TargetRuns[], chromium: string, runs: number): string {
  const metrics = results.flatMap((result) =>
    result.outcomes.flatMap((outcome) => (outcome.ok ? [outcome.metrics] : [])),
  );
  const indexes = metrics.flatMap((run) => (run.benchmarkIndex === null ? [] : [run.benchmarkIndex]));
  const machine = describeMachine(chromium, metrics[0]?.lighthouseVersion ?? 'unknown', median(indexes));
  const date = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return `Measured ${date} on ${machineLine(machine)}; ${runs} run${runs === 1 ? '' : 's'} per page.`;
}

/** The block --write puts in docs/performance.md: when and where, the table, the budget's verdict. */
function resultsBlock(measured: string, table: string, checks: readonly Check[]): string {
  const failures = checks
    .filter((check) => check.verdict === 'FAIL')
    .map((check) => `- FAIL ${check.route}: ${check.detail}`);
  return [measured, table, [overallResult(checks), ...failures].join('\n')].join('\n\n');
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  if (options.help) {
    console.log(usage);
    return;
  }
  await ensureSystemDependencies([chromiumDependency], 'npm run bench');
  cleanUpOnSignals();
  await prepareSite(options);
  const targets = await benchTargets(options);
  console.error(`Lighthouse: ${targets.length} pages × ${options.runs} runs…`);
  const results = await runAll(targets, options.runs);
  const chromium = await chromiumVersion();
  await cleanUp();

  const summaries: Summary[] = results.map(summarize);
  const reference = summaries.find((summary) => summary.target.reference);
  const checks = budgetChecks(summaries, reference);
  const measured = measuredLine(results, chromium, options.runs);
  const table = resultsTable(summaries, options.runs);
  console.log([measured, table, 'Budget check (docs/performance.md):', budgetReport(checks)].join('\n\n'));
  if (options.write) {
    await writeResults(resultsBlock(measured, table, checks));
    console.error(`\nWrote the results block of ${performanceDoc}`);
  }
}

await runCommand(async () => {
  try {
    await main();
  } finally {
    await cleanUp();
  }
  process.exit(0);
});
