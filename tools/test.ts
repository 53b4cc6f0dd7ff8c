/**
 * `npm test`: static checks, every package's jest suite (and the tooling's own), a production
 * build and the Playwright suite of the composed site; ends with one line `N passed, N failed`
 * summed over all of them (a failed static check counts as one failure). Exits non-zero when
 * anything failed. What the suites need beyond npm (Chromium, nginx, PostgreSQL) is installed
 * first where it can be, or the run stops with one line before any suite: a suite is never
 * skipped silently, nor failed for a program the machine lacks.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { apiApp, remoteApps, shellApp } from 'shared/remotes';
import { runCommand } from '../ops/lib/command';
import { run } from '../ops/lib/run';
import {
  chromiumDependency,
  ensureSystemDependencies,
  nginxDependency,
  postgresqlDependency,
} from '../ops/commands/system-dependencies';
import { repoRoot } from '../ops/lib/workspace';

await runCommand(() =>
  ensureSystemDependencies([chromiumDependency, nginxDependency, postgresqlDependency], 'npm test'),
);

const packages = ['shared', shellApp.pkg, ...remoteApps.map((app) => app.pkg), apiApp.pkg];
/** The tooling's jest projects (ops/, tools/: not packages of their own), run together. */
const toolingProjects = ['ops', 'tools'];
/** One report per package, written by its own jest run, and one for the tooling's. */
const toolingReport = path.join(repoRoot, '.test-results', 'tooling-jest.json');
const jestReports = [...packages.map((pkg) => path.join(repoRoot, pkg, '.test-results', 'jest.json')), toolingReport];
const e2eReport = path.join(repoRoot, 'test-results', 'e2e.json');

interface Tally {
  passed: number;
  failed: number;
}

const tally: Tally = { passed: 0, failed: 0 };

async function step(name: string, command: string, args: readonly string[]): Promise<boolean> {
  console.log(`\n▶ ${name}`);
  const ok = (await run(command, args)) === 0;
  if (!ok) console.log(`✗ ${name} failed`);
  return ok;
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

for (const file of [...jestReports, e2eReport]) {
  rmSync(file, { force: true });
  // jest writes its report only into a folder that exists.
  mkdirSync(path.dirname(file), { recursive: true });
}

for (const [name, command, args] of [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint (ESLint and Prettier)', 'npm', ['run', 'lint']],
] as const) {
  if (!(await step(name, command, args))) tally.failed += 1;
}

const jestOk = await step('unit tests (jest)', 'npx', [
  'lerna',
  'run',
  'test',
  '--stream',
  '--no-bail',
  '--',
  '--json',
  '--outputFile=.test-results/jest.json',
]);
const toolingJestOk = await step('tooling tests (jest)', 'npx', [
  'jest',
  '--selectProjects',
  ...toolingProjects,
  '--json',
  `--outputFile=${toolingReport}`,
]);
let jestCounted = 0;
for (const file of jestReports) {
  const report = readJson<{ numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number }>(file);
  if (!report) continue;
  jestCounted += 1;
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
}
if (!(jestOk && toolingJestOk) && jestCounted < jestReports.length) tally.failed += jestReports.length - jestCounted;

if (await step('build', 'npx', ['lerna', 'run', 'build', '--stream'])) {
  await step('browser tests (playwright)', 'npx', ['playwright', 'test']);
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(e2eReport);
  if (report) {
    tally.passed += report.stats.expected + report.stats.flaky;
    tally.failed += report.stats.unexpected;
  } else {
    tally.failed += 1;
  }
} else {
  tally.failed += 1;
}

console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
process.exitCode = tally.failed > 0 ? 1 : 0;
