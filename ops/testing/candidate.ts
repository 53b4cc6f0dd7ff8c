/**
 * A candidate release: a copy of an app with a file changed, built by `release -- build --source` (the copy
 * lives in the checkout, so it resolves the workspace's packages).
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appDir } from '../lib/workspace';
import { runRelease } from './release-command';

/** Replaces `from` with `to` in `file`, which must hold it. */
export function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no ${JSON.stringify(from)}`);
  writeFileSync(file, text.replace(from, to));
}

/**
 * Leaves `module` out of the copy's exposes map while its registry still lists the page that
 * renders it: a candidate the gates refuse.
 */
export function dropExposedModule(copy: string, module: string): void {
  edit(
    path.join(copy, 'src/exposes.ts'),
    'pages.map((page) => page.module)',
    `pages.map((page) => page.module).filter((module) => module !== '${module}')`,
  );
}

export interface Candidate {
  /** The folder the copy is made under. */
  workDir: string;
  /** Its own folder there: `<workDir>/<name>/<pkg>`. */
  name: string;
  pkg: string;
  /** The environment of `npm run release` (the store built into). */
  env: Record<string, string>;
  /** Edits the copy (edit() its files). */
  change: (copy: string) => void;
}

/** Builds the candidate into the store; resolves to its release id. */
export async function buildCandidate({ workDir, name, pkg, env, change }: Candidate): Promise<string> {
  const copy = path.join(workDir, name, pkg);
  mkdirSync(copy, { recursive: true });
  for (const entry of ['src', 'package.json', 'webpack.config.ts']) {
    cpSync(path.join(appDir(pkg), entry), path.join(copy, entry), { recursive: true });
  }
  change(copy);
  const outcome = await runRelease(['build', pkg, '--source', copy], env);
  if (outcome.code !== 0) throw new Error(`the build of ${pkg} failed: ${outcome.stderr}`);
  return outcome.stdout.trim().split('\n').at(-1) ?? '';
}
