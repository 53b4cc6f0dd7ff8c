import { paths } from 'shared/paths';
import { shellApp } from 'shared/remotes';
import { redirectRoutes } from 'shared/routes';
import { linkedPaths } from 'shared/build/page-registry';
import { createPageScriptConfig, createWebpackConfig } from 'shared/build/webpack';
import * as navigation from './src/content/navigation';

export default [
  ...createWebpackConfig({
    dir: import.meta.dirname,
    links: linkedPaths(navigation),
    reserves: [...redirectRoutes.map((route) => route.path), paths.preview, paths.previewExit],
  }),
  createPageScriptConfig({
    dir: import.meta.dirname,
    entry: './src/page-starter-entry.ts',
    filename: shellApp.pageStarter,
  }),
];
