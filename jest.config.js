// @ts-check
/**
 * The one jest configuration: a project per package (`--selectProjects shell`), TypeScript and
 * JSX through swc, CSS modules as identity maps, `shared/*` resolved to source through the
 * workspace's exports map.
 */

/** @type {(pkg: string, testEnvironment?: string) => import('jest').Config} */
const project = (pkg, testEnvironment = 'jsdom') => ({
  displayName: pkg,
  rootDir: `<rootDir>/${pkg}`,
  testEnvironment,
  testMatch: ['<rootDir>/{src,build}/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  moduleNameMapper: { '\\.scss$': 'identity-obj-proxy' },
  setupFiles: ['<rootDir>/../jest.polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
});

/** @type {import('jest').Config} */
export default {
  projects: [
    ...['shared', 'shell', 'mfe-marketing', 'mfe-forms', 'mfe-blog', 'mfe-legal'].map((pkg) => project(pkg)),
    // The api runs in Node: real HTTP servers and real SQLite files, no DOM.
    project('api', 'node'),
  ],
};
