/**
 * `npm test`: static checks, every package's jest suite (and the scripts' own), a production
 * build and the Playwright suite of the composed site; ends with one line `N passed, N failed`
 * summed over all of them (a failed static check counts as one failure). Exits non-zero when
 * anything failed. What the suites need beyond npm (Chromium, nginx, PostgreSQL) is installed
 * first where it can be, or the run stops with one line before any suite: a suite is never
 * skipped silently, nor failed for a program the machine lacks.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { apiApp, remoteApps, shellApp } from 'shared/remotes';
import { runCommand } from './lib/command';
import { run } from './lib/run';
import {
  chromiumDependency,
  ensureSystemDependencies,
  nginxDependency,
  postgresqlDependency,
} from './lib/system-dependencies';
import { repoRoot } from './lib/workspace';

await runCommand(() =>
  ensureSystemDependencies([chromiumDependency, nginxDependency, postgresqlDependency], 'npm test'),
);

const packages = ['shared', shellApp.pkg, ...remoteApps.map((app) => app.pkg), apiApp.pkg];
/** Jest projects: every package, and the operational scripts (not a package of their own). */
const jestProjects = [...packages, 'scripts'];
const jestReport = (project: string) => path.join(repoRoot, project, '.test-results', 'jest.json');
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

for (const file of [...jestProjects.map(jestReport), e2eReport]) {
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
const scriptsJestOk = await step('script tests (jest)', 'npx', [
  'jest',
  '--selectProjects',
  'scripts',
  '--json',
  `--outputFile=${jestReport('scripts')}`,
]);
let jestCounted = 0;
for (const project of jestProjects) {
  const report = readJson<{ numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number }>(
    jestReport(project),
  );
  if (!report) continue;
  jestCounted += 1;
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
}
if (!(jestOk && scriptsJestOk) && jestCounted < jestProjects.length) tally.failed += jestProjects.length - jestCounted;

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
