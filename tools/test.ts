/**
 * `npm test`: static checks, every package's jest suite (and the tooling's own), a production
 * build and the Playwright suite of the composed site; ends with one line `N passed, N failed`
 * summed over all of them (a failed static check counts as one failure). Exits non-zero when
 * anything failed. What the suites need beyond npm (Chromium, nginx, PostgreSQL) is installed
 * first where it can be, or the run stops with one line before any suite: a suite is never
 * skipped silently, nor failed for a program the machine lacks.
 */
import path from 'node:path';
import { apiApp, remoteApps, shellApp } from 'shared/remotes';
import { repoRoot } from '../ops/lib/workspace';
import * as suite from './test-tally';

await suite.ensureDependencies('npm test');

const packages = ['shared', shellApp.pkg, ...remoteApps.map((app) => app.pkg), apiApp.pkg];
/** The tooling's jest projects (ops/, tools/: not packages of their own), run together. */
const toolingProjects = ['ops', 'tools'];
/** One report per package, written by its own jest run, and one for the tooling's. */
const toolingReport = path.join(repoRoot, '.test-results', 'tooling-jest.json');
const jestReports = [...packages.map((pkg) => path.join(repoRoot, pkg, '.test-results', 'jest.json')), toolingReport];

const tally: suite.Tally = { passed: 0, failed: 0 };

suite.clearReports([...jestReports, suite.e2eReport]);

for (const [name, command, args] of [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint (ESLint and Prettier)', 'npm', ['run', 'lint']],
] as const) {
  if (!(await suite.step(name, command, args))) tally.failed += 1;
}

const jestOk = await suite.step('unit tests (jest)', 'npx', [
  'lerna',
  'run',
  'test',
  '--stream',
  '--no-bail',
  '--',
  '--json',
  '--outputFile=.test-results/jest.json',
]);
const toolingJestOk = await suite.jestStep('tooling tests (jest)', toolingProjects, toolingReport);
suite.countJestReports(tally, jestReports, jestOk && toolingJestOk);

if (await suite.step('build', 'npx', ['lerna', 'run', 'build', '--stream'])) {
  await suite.step('browser tests (playwright)', 'npx', ['playwright', 'test']);
  suite.countE2eReport(tally);
} else {
  tally.failed += 1;
}

suite.finish(tally);
