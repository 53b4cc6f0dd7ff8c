/**
 * `npm run bench:affected [-- --affected-only]`: in a temporary clone of HEAD, installed and built
 * as a contributor's checkout is (not timed), a one-line change of a blog component is committed,
 * then `npm run test:affected -- --base HEAD~1` and the full `npm test` run one after the other,
 * and their times are printed side by side. Each run prints its own `N passed, N failed`.
 * A benchmark, not a test: it exits 0 whatever the runs found.
 */
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runCommand } from '../../ops/lib/command';
import { run } from '../../ops/lib/run';
import { repoRoot } from '../../ops/lib/workspace';

const changedComponent = 'mfe-blog/src/components/PostCard.tsx';
const { values } = parseArgs({ options: { 'affected-only': { type: 'boolean', default: false } } });

/** The run's own servers, never a site another checkout left on the same ports. */
const env = { ...process.env, CI: '1' };

async function must(command: string, args: readonly string[]): Promise<void> {
  if ((await run(command, args, env)) !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

interface Figure {
  label: string;
  seconds: number;
  code: number;
}

async function timed(label: string, command: string, args: readonly string[]): Promise<Figure> {
  console.log(`\n⏱ ${label}`);
  const start = performance.now();
  const code = await run(command, args, env);
  return { label, seconds: Math.round((performance.now() - start) / 1000), code };
}

const minutes = (seconds: number) => `${Math.floor(seconds / 60)} min ${seconds % 60} s`;

await runCommand(async () => {
  const clone = mkdtempSync(path.join(os.tmpdir(), 'bench-affected-'));
  try {
    await must('git', ['clone', '--quiet', repoRoot, clone]);
    process.chdir(clone);
    await must('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund']);
    await must('npx', ['lerna', 'run', 'build', '--stream']);
    appendFileSync(changedComponent, '// A one-line change, for the benchmark.\n');
    await must('git', ['commit', '--quiet', '-am', 'bench: a one-line change of a blog component']);

    const figures = [await timed('npm run test:affected', 'npm', ['run', 'test:affected', '--', '--base', 'HEAD~1'])];
    if (!values['affected-only']) figures.push(await timed('npm test', 'npm', ['test']));
    console.log(`\nA one-line change of ${changedComponent}, on ${os.cpus().length} cores:`);
    for (const { label, seconds, code } of figures) console.log(`  ${label}: ${minutes(seconds)} (exit ${code})`);
    const [affected, full] = figures;
    if (affected && full) console.log(`  affected / full: ${Math.round((100 * affected.seconds) / full.seconds)} %`);
  } finally {
    process.chdir(repoRoot);
    rmSync(clone, { recursive: true, force: true });
  }
});
