/**
 * The linter refuses an import cycle (eslint.config.js): modules planted in a folder of their own are
 * linted with the repository's configuration, a pair importing each other and a chain that does not.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lintTexts } from './lint-texts';

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
  const files = Object.entries(planted).map(([name, code]) => ({ filePath: path.join(folder, name), code }));
  const messages = await lintTexts(files, folder);
  const cycleErrors = Object.fromEntries(
    files.map(({ filePath }, index) => [
      path.basename(filePath),
      messages[index]?.filter((message) => message.ruleId === 'import-x/no-cycle').length,
    ]),
  );
  expect(cycleErrors).toEqual({ 'first.ts': 1, 'second.ts': 1, 'caller.ts': 0, 'callee.ts': 0 });
}, 60_000);
