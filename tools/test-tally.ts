/**
 * What `npm test` and `npm run test:affected` share: the suites' system dependencies, each step's heading and failure line,
 * the passed and failed tests read from jest's and Playwright's JSON reports, and the last line
 * `N passed, N failed`.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runCommand } from '../ops/lib/command';
import { run } from '../ops/lib/run';
import {
  chromiumDependency,
  ensureSystemDependencies,
  nginxDependency,
  postgresqlDependency,
} from '../ops/commands/system-dependencies';
import { repoRoot } from '../ops/lib/workspace';

export interface Tally {
  passed: number;
  failed: number;
}

/** Where `playwright.config.ts` writes its JSON report. */
export const e2eReport = path.join(repoRoot, 'test-results', 'e2e.json');

/** What the suites need beyond npm (Chromium, nginx, PostgreSQL): installed, or the run stops in one line. */
export function ensureDependencies(command: string): Promise<void> {
  return runCommand(() =>
    ensureSystemDependencies([chromiumDependency, nginxDependency, postgresqlDependency], command),
  );
}

export async function step(name: string, command: string, args: readonly string[]): Promise<boolean> {
  console.log(`\n▶ ${name}`);
  const ok = (await run(command, args)) === 0;
  if (!ok) console.log(`✗ ${name} failed`);
  return ok;
}

/** Runs jest's `projects` in one process, its JSON report written to `report`. */
export function jestStep(name: string, projects: readonly string[], report: string): Promise<boolean> {
  return step(name, 'npx', ['jest', '--selectProjects', ...projects, '--json', `--outputFile=${report}`]);
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

/** Removes the reports a run is about to write, and makes their folders (jest writes only into one that exists). */
export function clearReports(files: readonly string[]): void {
  for (const file of files) {
    rmSync(file, { force: true });
    mkdirSync(path.dirname(file), { recursive: true });
  }
}

/** Adds jest's reports to the tally; when the runs failed, a missing report counts as one failure. */
export function countJestReports(tally: Tally, reports: readonly string[], runsOk: boolean): void {
  let counted = 0;
  for (const file of reports) {
    const report = readJson<{ numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number }>(
      file,
    );
    if (!report) continue;
    counted += 1;
    tally.passed += report.numPassedTests;
    tally.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  }
  if (!runsOk && counted < reports.length) tally.failed += reports.length - counted;
}

/** Adds Playwright's report to the tally; no report counts as one failure. */
export function countE2eReport(tally: Tally): void {
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(e2eReport);
  if (report) {
    tally.passed += report.stats.expected + report.stats.flaky;
    tally.failed += report.stats.unexpected;
  } else {
    tally.failed += 1;
  }
}

/** Prints the last line and sets the exit code. */
export function finish(tally: Tally): void {
  console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
  process.exitCode = tally.failed > 0 ? 1 : 0;
}
