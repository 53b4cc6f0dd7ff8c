/** Words around a blog post. */
export const blogPostCopy = {
  back: 'Back to Blog',
  eyebrow: 'Blog',
} as const;
