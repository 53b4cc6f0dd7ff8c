// Standalone development: this remote's pages without the shell.
import { renderStandalone } from 'shared/dev/standalone';
import { FormsGalleryPage } from './dev/FormsGalleryPage';
import { pages } from './pages';

/** Standalone only, not a site path: every exposed form on one page, for development. */
const formsGalleryPath = '/forms';

renderStandalone(
  'mfe-forms',
  pages,
  (module) => import(/* webpackInclude: /\/[A-Z]\w*\.ts$/ */ `./exposed/${module}`),
  {
    devPages: [{ path: formsGalleryPath, Page: FormsGalleryPage }],
  },
);
