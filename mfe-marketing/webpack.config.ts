import { createWebpackConfig } from 'shared/build/webpack';
import { exposes, generatedModules } from './src/exposes';
import { pages } from './src/pages';

export default createWebpackConfig({
  dir: import.meta.dirname,
  // Places the lead forms of mfe-forms, so it keeps the remote loader.
  consumesRemotes: true,
  exposes,
  generatedModules,
  pages,
});
