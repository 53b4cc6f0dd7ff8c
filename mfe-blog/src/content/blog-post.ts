/** Words around a blog post (docs/product.md#routes-and-screens): its byline and its states. */
export const blogPostCopy = {
  back: 'Back to Blog',
  by: 'By',
  loading: 'Loading post',
  notFound: 'Blog post not found.',
  failed: 'Failed to load blog post.',
} as const;
