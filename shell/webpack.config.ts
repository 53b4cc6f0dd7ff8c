import { createWebpackConfig } from 'shared/build/webpack';

export default createWebpackConfig({ dir: import.meta.dirname });
