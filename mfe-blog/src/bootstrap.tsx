// Standalone development: this remote's pages without the shell.
import { renderStandalone } from 'shared/dev/standalone';
import { blogPostHref, paths } from 'shared/paths';
import { pages } from './pages';

renderStandalone('mfe-blog', pages, (module) => import(/* webpackInclude: /\/[A-Z]\w*\.ts$/ */ `./exposed/${module}`), {
  hrefs: { [paths.blogPost]: blogPostHref('private-tenancy') },
});
