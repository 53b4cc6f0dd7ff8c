/**
 * Lints texts as if they were files, with ESLint's API in a Node process of its own: jest cannot load
 * ESLint's configuration (an ES module) in-process.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Linter } from 'eslint';
import { repoRoot } from '../../ops/lib/workspace';

export interface Planted {
  /** Where the text is linted as being: its configuration, and what its relative imports resolve to. */
  filePath: string;
  code: string;
}

const script = `
import { ESLint } from 'eslint';
const { options, planted } = JSON.parse(process.argv[1]);
const eslint = new ESLint(options);
const messages = [];
for (const { filePath, code } of planted) messages.push((await eslint.lintText(code, { filePath }))[0].messages);
process.stdout.write(JSON.stringify(messages));
`;

/** The messages of each text, in order, under the repository's configuration; `cwd` holds the files. */
export async function lintTexts(planted: Planted[], cwd = repoRoot): Promise<Linter.LintMessage[][]> {
  const options = { cwd, overrideConfigFile: path.join(repoRoot, 'eslint.config.js') };
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '--eval', script, JSON.stringify({ options, planted })],
    { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Linter.LintMessage[][];
}
