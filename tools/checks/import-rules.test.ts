/**
 * The lines imports keep (eslint.config.js) refuse a planted violation of each, and pass a file that
 * keeps them; no folder of ops/ imports a folder that imports it back.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../ops/lib/workspace';
import { folderCycles, folderImports } from './folder-cycles';
import { lintTexts, type Planted } from './lint-texts';

/** A module of ops/<folder> other than a test, named as a relative import from ops/<from>. */
function moduleOf(folder: string, from: string): string {
  const name = readdirSync(path.join(repoRoot, 'ops', folder)).find(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  if (!name) throw new Error(`ops/${folder} holds no module`);
  const relative = path.posix.relative(from, path.posix.join(folder, name.replace(/\.ts$/, '')));
  return relative.startsWith('.') ? relative : `./${relative}`;
}

const plant = (folder: string, imports: string): Planted => ({
  filePath: path.join(repoRoot, 'ops', folder, 'planted.ts'),
  code: `${imports}\nexport const planted = 1;\n`,
});

const planted: [string, Planted, string][] = [
  [
    'the core importing an adapter',
    plant('core', `import '${moduleOf('adapters/folder', 'core')}';`),
    'import-x/no-restricted-paths',
  ],
  ['the core importing node:fs', plant('core', "import 'node:fs';"), 'no-restricted-imports'],
  ['the core importing child_process', plant('core', "import 'child_process';"), 'no-restricted-imports'],
  ['the core reading the process', plant('core', 'export const env = process.env;'), 'no-restricted-globals'],
  [
    'an adapter importing a command',
    plant('adapters/folder', `import '${moduleOf('commands', 'adapters/folder')}';`),
    'import-x/no-restricted-paths',
  ],
  [
    'an adapter importing another adapter',
    plant('adapters/folder', `import '${moduleOf('adapters/bucket', 'adapters/folder')}';`),
    'import-x/no-restricted-paths',
  ],
  [
    'an adapter importing an entry point',
    plant('adapters/folder', `import '${moduleOf('cli', 'adapters/folder')}';`),
    'import-x/no-restricted-paths',
  ],
  [
    'a command importing an entry point',
    plant('commands', `import '${moduleOf('cli', 'commands')}';`),
    'import-x/no-restricted-paths',
  ],
  [
    'a command importing the console',
    plant('commands', `import '${moduleOf('console', 'commands')}';`),
    'import-x/no-restricted-paths',
  ],
  [
    'the console importing an entry point',
    plant('console', `import '${moduleOf('cli', 'console')}';`),
    'import-x/no-restricted-paths',
  ],
  ['ops/lib importing the core', plant('lib', `import '${moduleOf('core', 'lib')}';`), 'import-x/no-restricted-paths'],
  [
    'production code importing test support',
    plant('commands', `import '${moduleOf('testing', 'commands')}';`),
    'import-x/no-restricted-paths',
  ],
  [
    'a relative import into api/src',
    plant('commands', "import '../../api/src/store/store';"),
    'workspace/no-relative-import-across-packages',
  ],
  [
    'a relative import into an app’s copy',
    {
      filePath: path.join(repoRoot, 'e2e', 'planted.spec.ts'),
      code: "import '../mfe-legal/src/content/cookie-policy';\n",
    },
    'workspace/no-relative-import-across-packages',
  ],
  [
    'the shell importing a remote by its name',
    {
      filePath: path.join(repoRoot, 'shell', 'src', 'planted.ts'),
      code: "import 'mfe-legal/content/cookie-policy';\n",
    },
    'no-restricted-imports',
  ],
  [
    'a remote importing more of another remote than its published contract',
    {
      filePath: path.join(repoRoot, 'mfe-marketing', 'src', 'planted.ts'),
      code: "import 'mfe-forms/content/lead-forms';\n",
    },
    'no-restricted-imports',
  ],
];

const restricting = new Set(planted.map(([, , rule]) => rule));

test('each planted violation is refused by its rule; files keeping the lines are not', async () => {
  const keeping = plant(
    'commands',
    [
      `import '${moduleOf('core', 'commands')}';`,
      `import '${moduleOf('adapters/folder', 'commands')}';`,
      `import '${moduleOf('lib', 'commands')}';`,
      "import 'api/store';",
    ].join('\n'),
  );
  const remoteKeeping: Planted = {
    filePath: path.join(repoRoot, 'mfe-marketing', 'src', 'planted.ts'),
    code: "import type { LeadFormProps } from 'mfe-forms/contract';\nexport type Placed = LeadFormProps;\n",
  };
  const messages = await lintTexts([...planted.map(([, file]) => file), keeping, remoteKeeping]);
  const refused = planted.map(([what, , rule], index) => [
    what,
    messages[index]?.some((message) => message.ruleId === rule) ?? false,
  ]);
  expect(refused).toEqual(planted.map(([what]) => [what, true]));
  for (const kept of messages.slice(-2)) {
    expect(kept.filter((message) => restricting.has(message.ruleId ?? ''))).toEqual([]);
  }
}, 60_000);

describe('folders importing each other', () => {
  let tree = '';
  beforeAll(() => {
    tree = mkdtempSync(path.join(os.tmpdir(), 'planted-folders-'));
    const files = {
      'core/model.ts': 'export const model = 1;\n',
      'adapters/store.ts':
        "import { model } from '../core/model';\nimport { run } from '../commands/run';\nexport const store = model + run;\n",
      'commands/run.ts': "export const run = 1;\nexport { store } from '../adapters/store';\n",
      'commands/run.test.ts':
        "import { model } from '../core/model';\nimport { cli } from '../cli/cli';\nexport const seen = model + cli;\n",
      'cli/cli.ts': "import { run } from '../commands/run';\nexport const cli = run;\n",
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.join(tree, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(tree, file), text);
    }
  });
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  const production = (file: string): boolean => !file.endsWith('.test.ts') && !file.split(/[/\\]/).includes('testing');

  test('a planted pair of folders importing each other is found; a test importing upward is not counted', () => {
    expect(folderCycles(folderImports(tree, production))).toEqual([['adapters', 'commands']]);
  });

  test('no folder of ops/ (its production code) imports a folder that imports it back', () => {
    const graph = folderImports(path.join(repoRoot, 'ops'), production);
    expect(graph.get('core')?.size).toBe(0);
    expect(folderCycles(graph)).toEqual([]);
  });
});
