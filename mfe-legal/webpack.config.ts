import { createWebpackConfig } from 'shared/build/webpack';
import { exposes } from './src/exposes';
import { pages } from './src/pages';

export default createWebpackConfig({
  dir: import.meta.dirname,
  exposes,
  pages,
});
