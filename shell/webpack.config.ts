import { shellApp } from 'shared/remotes';
import { createPageScriptConfig, createWebpackConfig } from 'shared/build/webpack';
import { navigationLinks, reservedPaths } from './src/site-paths';

export default [
  ...createWebpackConfig({ dir: import.meta.dirname, links: navigationLinks, reserves: reservedPaths }),
  createPageScriptConfig({
    dir: import.meta.dirname,
    entry: './src/page-starter-entry.ts',
    filename: shellApp.pageStarter,
  }),
];
