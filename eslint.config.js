// @ts-check
/**
 * The conventions a newcomer would otherwise have to remember, enforced (`npm run lint`):
 * TypeScript's and React's hooks rules, imports flowing one way (shared ← remotes ← shell;
 * remotes never import each other; the tooling, the api and the browser tests use shared, never
 * an app's source; ops/ never uses tools/) and never in a circle, and one naming scheme for
 * files: PascalCase for components, pages and expose files (named after what they render or
 * expose), kebab-case for every other file and folder, hooks included (`use-thing.ts`).
 *
 * Two doors stay open on purpose: ops/ runs the shell's prerender (`shell/prerender/`, Node
 * tooling, not the app), and the browser tests read an app's copy (`src/content/`), the words a
 * page must show, rather than write them twice.
 */
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const remotes = ['mfe-marketing', 'mfe-forms', 'mfe-blog', 'mfe-legal'];

/**
 * Imports of another part's source, by relative path (package names are checked by the exports
 * maps): its app (`src/`), its Node tooling (`prerender/`), or its app but for its copy.
 */
const sourceOf = (part) => `/${part}/(src|prerender)/`;
const appSourceOf = (part) => `/${part}/src/`;
const appSourceButCopyOf = (part) => `/${part}/src/(?!content/)`;

/**
 * `no-restricted-imports` for a part that may use only shared, itself and what `source` leaves,
 * and none of `more` (more patterns of the rule).
 */
const onlyShared = (message, parts, source = sourceOf, more = []) => [
  'error',
  { patterns: [{ regex: parts.map(source).join('|'), message }, ...more] },
];

const toolingMessage = 'Tooling and the api use shared, not an app’s source.';

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
    plugins: { 'import-x': importX },
    settings: {
      // Workspace packages resolve through their exports maps to TypeScript source, which the
      // rule reads to follow each import on.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': 'error' },
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
      'no-restricted-imports': onlyShared('shared is imported by every app and imports none of them.', [
        'shell',
        ...remotes,
      ]),
    },
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': onlyShared(
        'A remote meets the shell and the other remotes only through federation and shared.',
        ['shell', ...remotes.filter((other) => other !== remote)],
      ),
    },
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': onlyShared(
        'The shell loads remote pages through federation, never their source.',
        remotes,
      ),
    },
  },
  {
    files: ['tools/**/*.ts', 'api/**/*.ts', '*.ts'],
    rules: { 'no-restricted-imports': onlyShared(toolingMessage, ['shell', ...remotes], appSourceOf) },
  },
  {
    files: ['ops/**/*.ts'],
    rules: {
      'no-restricted-imports': onlyShared(toolingMessage, ['shell', ...remotes], appSourceOf, [
        { regex: '(^|/)tools/', message: 'What production runs (ops/) never depends on a developer’s tool (tools/).' },
      ]),
    },
  },
  {
    // The api's production code runs without its test support (api/src/testing/: harness, suites,
    // throwaway clusters): only tests and the benchmark may import it.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts', 'api/src/testing/**'],
    rules: {
      'no-restricted-imports': onlyShared(toolingMessage, ['shell', ...remotes], appSourceOf, [
        {
          regex: '(^|/)testing(/|$)',
          message: 'Production code in api/src does not import test support (api/src/testing/, shared/testing/).',
        },
      ]),
    },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': onlyShared(
        'The browser tests use shared and an app’s copy, not the rest of its source.',
        ['shell', ...remotes],
        appSourceButCopyOf,
      ),
    },
  },
);
