// Standalone development: this remote's pages without the shell.
import { renderStandalone } from 'shared/dev/standalone';
import { blogPostHref, paths } from 'shared/paths';
import { BlogListPage } from './pages/BlogListPage';
import { BlogPostPage } from './pages/BlogPostPage';

renderStandalone('mfe-blog', [
  { path: paths.blog, Page: BlogListPage },
  { path: paths.blogPost, href: blogPostHref('private-tenancy'), Page: BlogPostPage },
]);
