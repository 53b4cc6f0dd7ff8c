import { createWebpackConfig } from 'shared/build/webpack';
import { exposes } from './src/exposes';

export default createWebpackConfig({
  dir: import.meta.dirname,
  exposes,
});
