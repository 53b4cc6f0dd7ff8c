// Exposed as 'mfe_blog/BlogListPage': the page the shell renders at paths.blog.
export { BlogListPage as default } from '../pages/BlogListPage';
