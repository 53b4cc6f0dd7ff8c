/**
 * The remote's public surface: page modules only, each a one-line re-export.
 * Read by the build (`webpack.config.ts`); `exposed/exposed.test.ts` checks it against the route table.
 */
export const exposes = {
  './BlogListPage': './src/exposed/BlogListPage.ts',
  './BlogPostPage': './src/exposed/BlogPostPage.ts',
} as const;
