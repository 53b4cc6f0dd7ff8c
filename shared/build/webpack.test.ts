/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { pageRegistryFile, pageRegistrySchema } from './page-registry';
import { createWebpackConfig, PageRegistryPlugin } from './webpack';

const repoRoot = path.resolve(__dirname, '../..');
const legalPage = {
  path: '/privacy-policy',
  module: 'PrivacyPolicyPage',
  title: 'Privacy Policy',
  description: 'How we handle personal information.',
  sitemap: true,
};

/** The browser config the factory makes for the app in `dir`. */
function browserConfig(options: Parameters<typeof createWebpackConfig>[0]): Configuration {
  const [browser] = createWebpackConfig(options);
  return browser!(undefined, { mode: 'production' });
}

/** The file the factory's registry plugin writes, compiled on its own beside a one-line entry. */
function emittedRegistry(config: Configuration): Promise<unknown> {
  const plugin = config.plugins?.find((candidate) => candidate instanceof PageRegistryPlugin);
  if (!plugin) throw new Error('The config has no PageRegistryPlugin');
  const dir = mkdtempSync(path.join(tmpdir(), 'page-registry-'));
  writeFileSync(path.join(dir, 'entry.js'), 'export {};');
  const compiler = webpack({
    mode: 'none',
    context: dir,
    entry: './entry.js',
    output: { path: dir },
    plugins: [plugin],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      try {
        if (error || stats?.hasErrors()) throw error ?? new Error(stats?.toString('errors-only'));
        resolve(JSON.parse(readFileSync(path.join(dir, pageRegistryFile), 'utf8')));
      } catch (failure) {
        reject(failure as Error);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

test("a remote's build writes its registry of pages into page-registry.json", async () => {
  const config = browserConfig({ dir: path.join(repoRoot, 'mfe-legal'), exposes: {}, pages: [legalPage] });
  const written = await emittedRegistry(config);
  expect(pageRegistrySchema.parse(written)).toEqual({ pages: [legalPage] });
});

test("the shell's build writes the paths its navigation links to and those it reserves", async () => {
  const config = browserConfig({ dir: path.join(repoRoot, 'shell'), links: ['/', '/about'], reserves: ['/terms'] });
  expect(await emittedRegistry(config)).toEqual({ links: ['/', '/about'], reserves: ['/terms'] });
});

test('a remote passing no registry of pages is refused', () => {
  expect(() => browserConfig({ dir: path.join(repoRoot, 'mfe-legal'), exposes: {} })).toThrow(
    'mfe-legal passes no registry of pages to createWebpackConfig',
  );
});
