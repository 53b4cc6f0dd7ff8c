/** Words of the blog list (docs/product.md#routes-and-screens): its states and its pager. */
export const blogListCopy = {
  loading: 'Loading posts',
  empty: 'No blog posts found.',
  unavailable: {
    title: 'Coming Soon',
    body: 'Our articles on private AI, data sovereignty and enterprise agents are on their way. Please check back shortly.',
  },
  pager: {
    label: 'Blog pages',
    previous: 'Previous',
    next: 'Next',
    status: (page: number, totalPages: number) => `Page ${page} of ${totalPages}`,
  },
} as const;
