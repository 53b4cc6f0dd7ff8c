// @ts-check
/**
 * The one jest configuration: a project per package (`--selectProjects shell`), TypeScript and
 * JSX through swc, CSS modules as identity maps, `shared/*` resolved to source through the
 * workspace's exports map.
 */

/**
 * Packages that ship ES modules only, which jest cannot require as they are: marked (the api's
 * Markdown renderer), the parsers Beasties (the prerender's CSS trimmer) brings, and Observable
 * Plot (the console's charts) with d3 and its helpers.
 */
const esmOnly = [
  'marked',
  'beasties',
  '@observablehq/plot',
  'd3',
  'd3-[a-z-]+',
  'internmap',
  'delaunator',
  'robust-predicates',
  'isoformat',
];

/** @type {(pkg: string, testEnvironment?: string, folders?: string) => import('jest').Config} */
const project = (pkg, testEnvironment = 'jsdom', folders = '{src,build}') => ({
  displayName: pkg,
  rootDir: `<rootDir>/${pkg}`,
  testEnvironment,
  testMatch: [`<rootDir>/${folders}/**/*.test.{ts,tsx}`],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
    [`/node_modules/(${esmOnly.join('|')})/.+\\.m?js$`]: '@swc/jest',
  },
  transformIgnorePatterns: [`(?<!/node_modules/beasties)/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    '\\.scss$': 'identity-obj-proxy',
    // An imported image is its URL; the file name is enough in a test.
    '\\.(svg|png|jpe?g|webp|avif|woff2)$': '<rootDir>/../shared/src/testing/file-url.ts',
    // Remote modules load from their source (shared/src/testing/federation-runtime.ts).
    '^@module-federation/enhanced/runtime$': '<rootDir>/../shared/src/testing/federation-runtime.ts',
  },
  setupFiles: ['<rootDir>/../jest.polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
});

/** @type {import('jest').Config} */
export default {
  projects: [
    ...['shared', 'shell', 'mfe-marketing', 'mfe-forms', 'mfe-blog', 'mfe-legal'].map((pkg) => project(pkg)),
    // The api runs in Node: real HTTP servers and real SQLite files, no DOM.
    project('api', 'node'),
    // The tooling (ops/: what production runs; tools/: the developers' commands), in Node
    // against real servers and files.
    project('ops', 'node', '**'),
    project('tools', 'node', '**'),
  ],
};
