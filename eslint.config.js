// @ts-check
/**
 * The conventions a newcomer would otherwise have to remember, enforced (`npm run lint`): TypeScript's
 * and React's hooks rules, one naming scheme for files (PascalCase for components, pages and expose
 * files, kebab-case for every other file and folder), no import cycle, and imports that keep the lines:
 * - a workspace package is imported by its name through its package.json `exports`, never by a relative
 *   path into it (the root package, ops/ tools/ e2e/, is one too);
 * - shared ← remotes ← shell; remotes import each other's published types only (`<remote>/contract`); the tooling and the api use shared and
 *   what the apps export for them, and an app's copy (`<app>/content/*`) is for the browser tests;
 * - ops/ in layers (docs/architecture.md): cli → console → commands → adapters → core, lib beside; nothing imports
 *   upward, no adapter another, the core touches no disk, process or network, production no test support.
 * tools/checks/import-rules.test.ts plants a violation of each and expects it refused.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
/** @type {string[]} */
const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
const remotes = workspaces.filter((name) => name.startsWith('mfe-'));
const apps = ['shell', ...remotes];
const adapters = readdirSync(path.join(root, 'ops', 'adapters'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The workspace package a file belongs to, or the root package (ops/, tools/, e2e/, the configurations). */
const packageOf = (/** @type {string} */ file) => {
  const top = path.relative(root, file).split(path.sep)[0] ?? '';
  return workspaces.includes(top) ? top : 'the root package';
};

/** @type {import('eslint').Rule.RuleModule} */
const noRelativeImportAcrossPackages = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      across:
        'This relative import reaches into {{target}}: import a workspace package by its name, through what its package.json `exports` offer (`api/report-pass`, `mfe-legal/content/cookie-policy`).',
    },
  },
  create(context) {
    const own = packageOf(context.filename);
    /** @param {import('estree').Node | null | undefined} source */
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = packageOf(path.resolve(path.dirname(context.filename), source.value));
      if (target !== own) context.report({ node: source, messageId: 'across', data: { target } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** `no-restricted-imports` refusing each `[regex, message]`. */
const refuse = (/** @type {[string, string][]} */ ...patterns) => [
  'error',
  { patterns: patterns.map(([regex, message]) => ({ regex, message })) },
];
/** A specifier naming one of the packages. */
const named = (/** @type {string[]} */ names) => `^(${names.join('|')})(/|$)`;

/** @type {[string, string]} */
const noCopy = [
  `^(${apps.join('|')})/content/`,
  'An app’s copy is for the browser tests (e2e/); the tooling and the api use shared.',
];
/** @type {[string, string]} */
const noTestSupport = [
  '(^|/)testing(/|$)',
  'Production code in api/src does not import test support (api/src/testing/, shared/testing/).',
];
/** @type {[string, string]} */
const noSystem = [
  '^(node:)?(fs|child_process|os|net|http|https|http2|dgram|dns|tls|timers|worker_threads|cluster|process)(/|$)',
  'The core touches no disk, process or network: what needs them is an adapter, passed in as a port.',
];

/** The layers of ops/ for its production code; `from` is refused in `target`, but for `except` (under `from`). */
const opsLayers = [
  { target: 'ops/core', from: 'ops', except: ['./core'], message: 'The core imports only the core.' },
  {
    target: 'ops/adapters',
    from: ['ops/commands', 'ops/cli'],
    message: 'Adapters import the core and ops/lib, never a command or an entry point.',
  },
  ...adapters.map((adapter) => ({
    target: `ops/adapters/${adapter}`,
    from: 'ops/adapters',
    except: [`./${adapter}`],
    message: 'An adapter imports no other adapter: what two share belongs in the core or ops/lib.',
  })),
  { target: 'ops/commands', from: 'ops/cli', message: 'Commands never import an entry point (ops/cli).' },
  {
    target: ['ops/commands', 'ops/adapters'],
    from: 'ops/console',
    message: 'The console (ops/console) sits above the commands and shows what they read: nothing below it imports it.',
  },
  { target: 'ops/console', from: 'ops/cli', message: 'The console never imports an entry point (ops/cli).' },
  { target: 'ops/lib', from: 'ops', except: ['./lib'], message: 'ops/lib imports only ops/lib.' },
  { target: 'ops', from: 'ops/testing', message: 'Production code does not import test support (ops/testing/).' },
];
const opsNeverTools = {
  target: 'ops',
  from: 'tools',
  message: 'What production runs (ops/) never depends on a developer’s tool (tools/).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/.test-results/',
      '.releases/',
      'test-results/',
      'playwright-report/',
      '.nx/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: {
      'import-x': importX,
      workspace: { rules: { 'no-relative-import-across-packages': noRelativeImportAcrossPackages } },
    },
    settings: {
      // Workspace packages resolve through their exports maps to TypeScript source, which the
      // rules read to follow each import on.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': 'error', 'workspace/no-relative-import-across-packages': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'check-file': checkFile },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
      'check-file/filename-naming-convention': [
        'error',
        {
          // Components and pages are named after their component; a hook beside them is a module.
          '**/src/{components,pages}/**/*.tsx': '@(use-+([a-z0-9-])|+([A-Z])*([a-zA-Z0-9]))',
          // An expose file is named after the module it exposes.
          '**/src/exposed/!(*.test).ts': 'PASCAL_CASE',
          '**/!(exposed)/*.ts': 'KEBAB_CASE',
          'shared/src/**/*.tsx': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': refuse([
        named([...apps, 'api']),
        'shared is imported by every app and imports none of them, nor the api.',
      ]),
    },
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': refuse([
        // A remote's `contract` (types only, imported with `import type`) is what it publishes to the others.
        `${named(['shell', 'api'])}|^(${remotes.filter((other) => other !== remote).join('|')})(/(?!contract$)|$)`,
        'A remote meets the shell and the other remotes only through federation, shared and their published ' +
          'contract types, and the api over HTTP.',
      ]),
    },
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': refuse([
        named([...remotes, 'api']),
        'The shell loads remote pages through federation, never their source, and meets the api over HTTP.',
      ]),
    },
  },
  {
    files: ['tools/**/*.ts', 'ops/**/*.ts', 'api/**/*.ts', '*.ts'],
    rules: { 'no-restricted-imports': refuse(noCopy) },
  },
  {
    // The api's production code runs without its test support (harness, suites, throwaway clusters).
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts', 'api/src/testing/**'],
    rules: { 'no-restricted-imports': refuse(noCopy, noTestSupport) },
  },
  {
    files: ['ops/core/**/*.ts'],
    rules: { 'no-restricted-imports': refuse(noCopy, noSystem) },
  },
  {
    files: ['ops/core/**/*.ts'],
    ignores: ['ops/**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['process', 'fetch', 'setTimeout', 'setInterval', 'setImmediate'].map((name) => ({
          name,
          message: 'The core touches no process, network or clock of its own: the caller passes them in.',
        })),
      ],
    },
  },
  {
    files: ['ops/**/*.{ts,tsx}'],
    ignores: ['ops/**/*.test.{ts,tsx}', 'ops/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...opsLayers, opsNeverTools] }] },
  },
  {
    // Tests and their support may use any layer, but for the core's tests: the core and in-memory fakes.
    files: ['ops/**/*.test.ts', 'ops/testing/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: 'ops/core',
              from: 'ops',
              except: ['./core', './testing'],
              message: 'The core’s tests use the core and in-memory fakes (ops/testing/), no adapter.',
            },
            opsNeverTools,
          ],
        },
      ],
    },
  },
);
