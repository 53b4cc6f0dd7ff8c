/**
 * The contract read from small sources: a provider's exposed components and a consumer's loads.
 * The sources sit in the checkout (.test-results/), so they resolve react and @module-federation.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../lib/workspace';
import { readContract, sourceExposes } from './read-contract';

let appDir: string;

function write(files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(appDir, file)), { recursive: true });
    writeFileSync(path.join(appDir, file), text);
  }
}

beforeEach(() => {
  mkdirSync(path.join(repoRoot, '.test-results'), { recursive: true });
  appDir = mkdtempSync(path.join(repoRoot, '.test-results', 'contract-'));
  write({
    'tsconfig.json': JSON.stringify({
      compilerOptions: { strict: true, module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx' },
    }),
    'src/banner.ts': `
      type Tone = 'plain' | 'bold';
      export interface BannerProps { title: string; tone?: Tone; wide?: boolean; onClose?: () => void }
      export function Banner(props: BannerProps) { return props.title; }`,
    'src/exposed/Banner.ts': "export { Banner as default } from '../banner';",
    'src/exposed/Page.ts': 'export default function Page() { return null; }',
  });
});
afterEach(() => rmSync(appDir, { recursive: true, force: true }));

const load = (id: string, declarations = '') => `
  import type { ComponentType } from 'react';
  import { loadRemote } from '@module-federation/enhanced/runtime';
  ${declarations}
  export default function Home() { return null; }
  export const place = (module: 'Banner' | 'Notice') =>
    loadRemote<{ default: ComponentType<{ title: string; tone?: 'bold' }> }>(${id});`;

test("a provider's exposed modules and the props of their default exports, optional ones without undefined", async () => {
  write({
    'src/exposes.ts': `export const exposes = { './Page': './src/exposed/Page.ts', './Banner': './src/exposed/Banner.ts' };`,
  });
  expect(await sourceExposes(appDir)).toEqual({ modules: ['Banner', 'Page'], generated: {} });
  expect(readContract(appDir, ['Banner', 'Page'])).toEqual({
    exposes: {
      Banner: {
        props: {
          title: { type: 'string', optional: false },
          tone: { type: '"plain" | "bold"', optional: true },
          wide: { type: 'boolean', optional: true },
          onClose: { type: '() => void', optional: true },
        },
      },
      Page: { props: {} },
    },
    loads: [],
  });
});

test("a consumer's loads: each module its ids can name; rendered by no element, with the props of the loaded default export", () => {
  write({
    'src/exposed/Home.ts': load('`${REMOTE}/${module}`', "const REMOTE = 'mfe_forms';"),
    // Reached from no exposed module: not in the contract.
    'src/unused.ts': load("'mfe_blog/BlogListPage'"),
  });
  const passes = { title: { type: 'string', optional: false }, tone: { type: '"bold"', optional: true } };
  expect(readContract(appDir, ['Home']).loads).toEqual([
    { remote: 'mfe_forms', module: 'Banner', passes },
    { remote: 'mfe_forms', module: 'Notice', passes },
  ]);
});

test('what the elements rendering a loaded component pass it: a property some leave out is optional', () => {
  write({
    'src/exposed/Placing.ts': "export { Placing as default } from '../placing';",
    'src/placing.tsx': `
      import { lazy, type ComponentType } from 'react';
      import { loadRemote } from '@module-federation/enhanced/runtime';
      interface BannerProps { title: string; tone?: 'plain' | 'bold'; wide?: boolean }
      const Banner = lazy(async () => (await loadRemote<{ default: ComponentType<BannerProps> }>('mfe_forms/Banner'))!);
      export function Placing() {
        return <><Banner title="Hello" wide /><Banner title="Again" tone="bold" /></>;
      }`,
  });
  expect(readContract(appDir, ['Placing']).loads).toEqual([
    {
      remote: 'mfe_forms',
      module: 'Banner',
      passes: {
        title: { type: '"Hello" | "Again"', optional: false },
        wide: { type: 'true', optional: true },
        tone: { type: '"bold"', optional: true },
      },
    },
  ]);
});

test('an id that is no string literal is refused, naming where', () => {
  write({ 'src/exposed/Home.ts': load('`${remote}/${module}`', 'declare const remote: string;') });
  expect(() => readContract(appDir, ['Home'])).toThrow(
    /src\/exposed\/Home\.ts:7: loadRemote's id is string, not string literals, so the contract cannot tell which modules it loads$/,
  );
  expect(() => readContract(appDir, ['Missing'])).toThrow(
    `${appDir} exposes Missing, but has no src/exposed/Missing.ts`,
  );
});

test('a module the build writes is read from its source, as if it were its expose file', () => {
  write({ 'src/exposed/Home.ts': load("'mfe_forms/Banner'") });
  const generated = {
    Placing: `import { place } from './Home';
      export default function Placing(props: { wide: boolean }) { void place; return null; }`,
  };
  const contract = readContract(appDir, ['Placing'], generated);
  expect(contract.exposes).toEqual({ Placing: { props: { wide: { type: 'boolean', optional: false } } } });
  expect(contract.loads.map(({ remote, module }) => `${remote}/${module}`)).toEqual(['mfe_forms/Banner']);
});
