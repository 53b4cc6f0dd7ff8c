import { createWebpackConfig } from 'shared/build/webpack';

export default createWebpackConfig({
  dir: import.meta.dirname,
  // The remote's public surface: page modules only, each a one-line re-export.
  exposes: {
    './BlogListPage': './src/exposed/BlogListPage.ts',
    './BlogPostPage': './src/exposed/BlogPostPage.ts',
  },
});
