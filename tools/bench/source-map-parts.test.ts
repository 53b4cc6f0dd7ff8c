import { bytesBySource, moduleName, partName } from './source-map-parts';

test("each source's bytes run from its segment to the next one's, or the line's end", () => {
  // Line 1: `a` from column 0 (source 0), `b` from column 3 (source 1); line 2: glue, then source 0 from column 2.
  const code = 'aaabbbbb\nxxaa';
  // [0,0,0,0], [3,1,0,0] / [0], [2,-1,0,0]: each field relative to the one before it.
  const map = { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,GCAA;A,EDAA' };

  expect(bytesBySource(code, map)).toEqual(
    new Map([
      ['a.ts', 3 + 2],
      ['b.ts', 5],
      ['', 2],
    ]),
  );
});

test('a module is named alike in every build: by package path, the shared library, or its app', () => {
  expect(moduleName('webpack://shell/../node_modules/react-dom/cjs/react-dom.production.js', 'shell')).toBe(
    'react-dom/cjs/react-dom.production.js',
  );
  expect(moduleName('webpack://mfe_blog/../node_modules/react-dom/cjs/react-dom.production.js', 'mfe-blog')).toBe(
    'react-dom/cjs/react-dom.production.js',
  );
  expect(moduleName('webpack://shell/../shared/src/site-store.ts', 'shell')).toBe('shared:src/site-store.ts');
  expect(moduleName('webpack://mfe_legal/../shared/src/site-store.ts', 'mfe-legal')).toBe('shared:src/site-store.ts');
  expect(moduleName('webpack://shell/./src/App.tsx', 'shell')).toBe('shell:src/App.tsx');
  expect(moduleName('webpack://shell/./src/App.module.scss?c5bf', 'shell')).toBe('shell:src/App.module.scss');
  expect(moduleName('webpack://shell/webpack/runtime/sharing', 'shell')).toBe('webpack/runtime/sharing');
});

test('the parts are packages (scoped ones with their scope), the webpack runtime and workspace files', () => {
  expect(partName('@radix-ui/react-dialog/dist/index.mjs')).toBe('@radix-ui/react-dialog');
  expect(partName('zod/v4/mini/schemas.js')).toBe('zod');
  expect(partName('webpack/runtime/sharing')).toBe('webpack runtime');
  expect(partName('shell:src/App.tsx')).toBe('shell:src/App.tsx');
  expect(partName('')).toBe('webpack glue');
});
