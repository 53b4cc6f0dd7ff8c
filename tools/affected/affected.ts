/**
 * `npm run test:affected [-- --base <rev>] [--dry-run]`: runs only what the changes since `base` (`main` by
 * default; uncommitted and untracked files too) affect, says what it runs and skips and why, and
 * ends with `npm test`'s line `N passed, N failed`. A change reaching everything runs
 * `npm test`. `--dry-run` only says what it would run.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { run } from '../../ops/lib/run';
import { distDir, repoRoot } from '../../ops/lib/workspace';
import * as suite from '../test-tally';
import { e2eSpecs } from './e2e-specs';
import { planAffected, type Reasoned } from './plan';
import { changedFiles, specFiles, workspaceProjects } from './workspace';

const { values } = parseArgs({
  options: { base: { type: 'string', default: 'main' }, 'dry-run': { type: 'boolean', default: false } },
});
const files = changedFiles(values.base);
const projects = await workspaceProjects();
const plan = planAffected(files, projects, specFiles(), e2eSpecs);

/** One line per reason: the items it holds (the first few of many), then the reason. */
function list(items: readonly Reasoned<string>[], most = Infinity): string {
  const byWhy = new Map<string, Reasoned<string>[]>();
  for (const item of items) byWhy.set(item.why, [...(byWhy.get(item.why) ?? []), item]);
  return [...byWhy]
    .map(([why, group]) => {
      const shown = group.slice(0, most).map(({ what }) => what);
      const more = group.length > shown.length ? ` and ${group.length - shown.length} more` : '';
      return `  ${shown.join(', ')}${more}: ${why}`;
    })
    .join('\n');
}
console.log(
  `Changes since ${values.base} (${files.length} file${files.length === 1 ? '' : 's'}):\n${list(plan.changes, 3)}`,
);

if (plan.everything) {
  console.log(`\nRuns everything (npm test): ${plan.everything}`);
  process.exit(values['dry-run'] ? 0 : await run('npm', ['test']));
}

const missing = plan.specs.length
  ? projects.filter((p) => p.buildable && !plan.builds.includes(p.name) && !existsSync(distDir(p.name)))
  : [];
const builds = [...plan.builds, ...missing.map((p) => p.name)];
const rootDirs = plan.root.map(({ what }) => what);
const jestProjects = [...plan.packages.map(({ what }) => what), ...rootDirs.filter((dir) => dir !== 'e2e')];
const runs = [
  ...plan.packages.map(({ what, why }) => `  ${what}: type check, lint, unit tests (${why})`),
  ...plan.contracts.map(({ what, why }) => `  ${what}: its contract against the other remotes', from source (${why})`),
  ...plan.root.map(
    ({ what, why }) => `  ${what}/: root type check, lint${what === 'e2e' ? '' : `, ${what} unit tests`} (${why})`,
  ),
  ...plan.builds.map((what) => `  build ${what} (the browser tests serve it)`),
  ...missing.map(({ name }) => `  build ${name} (the browser tests serve it, and it has no build yet)`),
];
if (plan.specs.length) runs.push(`  browser tests:\n${list(plan.specs).replaceAll(/^/gm, '  ')}`);
console.log(runs.length ? `\nRuns:\n${runs.join('\n')}` : '\nRuns nothing: no code changed.');
if (plan.skipped.length) console.log(`\nSkips:\n${list(plan.skipped)}`);
if (values['dry-run']) process.exit(0);

const tally: suite.Tally = { passed: 0, failed: 0 };
const jestReport = path.join(repoRoot, '.test-results', 'affected-jest.json');
suite.clearReports([jestReport, suite.e2eReport]);
if (jestProjects.includes('api') || jestProjects.includes('ops') || plan.specs.length) {
  await suite.ensureDependencies('npm run test:affected');
}

const lintDirs = [...plan.packages.map(({ what }) => what), ...rootDirs];
const checks: [name: string, args: string[]][] = plan.packages.map(({ what }) => [
  `type check ${what}`,
  ['tsc', '--noEmit', '-p', what],
]);
if (plan.contracts.length) {
  const remotes = plan.contracts.map(({ what }) => what);
  checks.push(['contracts between remotes', ['tsx', 'tools/affected/check-contracts.ts', ...remotes]]);
}
if (rootDirs.length) checks.push(['type check ops/, tools/, e2e/', ['tsc', '--noEmit', '-p', '.']]);
if (lintDirs.length) {
  checks.push(['lint (ESLint)', ['eslint', ...lintDirs]], ['format (Prettier)', ['prettier', '--check', ...lintDirs]]);
}
for (const [name, args] of checks) {
  if (!(await suite.step(name, 'npx', args))) tally.failed += 1;
}
if (jestProjects.length) {
  suite.countJestReports(tally, [jestReport], await suite.jestStep('unit tests (jest)', jestProjects, jestReport));
}
if (plan.specs.length) {
  const scopes = builds.flatMap((name) => ['--scope', name]);
  if (!builds.length || (await suite.step('build', 'npx', ['lerna', 'run', 'build', '--stream', ...scopes]))) {
    await suite.step('browser tests (playwright)', 'npx', [
      'playwright',
      'test',
      ...plan.specs.map(({ what }) => what),
    ]);
    suite.countE2eReport(tally);
  } else {
    tally.failed += 1;
  }
}
suite.finish(tally);
