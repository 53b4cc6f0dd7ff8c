/**
 * The linter refuses an import cycle (eslint.config.js): modules planted in a folder of their own
 * are linted with the repository's configuration, as `npm run lint` runs it (jest cannot load
 * ESLint's configuration in-process), a pair importing each other and a chain that does not.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ESLint } from 'eslint';
import { repoRoot } from '../../ops/lib/workspace';

const planted = {
  'first.ts': "import { second } from './second';\nexport const first = (): number => second() + 1;\n",
  'second.ts': "import { first } from './first';\nexport const second = (): number => (first.length > 0 ? 1 : 0);\n",
  'caller.ts': "import { callee } from './callee';\nexport const caller = (): number => callee();\n",
  'callee.ts': 'export const callee = (): number => 1;\n',
};

let folder = '';
beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'planted-cycle-'));
  for (const [name, text] of Object.entries(planted)) writeFileSync(path.join(folder, name), text);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

test('each module of a cycle is refused; a module outside one is not', async () => {
  const eslint = path.join(repoRoot, 'node_modules', '.bin', 'eslint');
  const args = ['--format', 'json', '--config', path.join(repoRoot, 'eslint.config.js'), ...Object.keys(planted)];
  // ESLint exits 1 when it reports an error; its report is on stdout either way.
  const stdout = await promisify(execFile)(eslint, args, { cwd: folder }).then(
    (result) => result.stdout,
    (error: { stdout: string }) => error.stdout,
  );
  const results = JSON.parse(stdout) as ESLint.LintResult[];
  const cycleErrors = Object.fromEntries(
    results.map((result) => [
      path.basename(result.filePath),
      result.messages.filter((message) => message.ruleId === 'import-x/no-cycle').length,
    ]),
  );
  expect(cycleErrors).toEqual({ 'first.ts': 1, 'second.ts': 1, 'caller.ts': 0, 'callee.ts': 0 });
}, 60_000);
