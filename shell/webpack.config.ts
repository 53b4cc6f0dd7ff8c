import { shellApp } from 'shared/remotes';
import { createPageScriptConfig, createWebpackConfig } from 'shared/build/webpack';

export default [
  ...createWebpackConfig({ dir: import.meta.dirname }),
  createPageScriptConfig({
    dir: import.meta.dirname,
    entry: './src/page-starter-entry.ts',
    filename: shellApp.pageStarter,
  }),
];
