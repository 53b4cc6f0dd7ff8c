// Exposed as 'mfe_blog/BlogPostPage': the page the shell renders at paths.blogPost.
export { BlogPostPage as default } from '../pages/BlogPostPage';
