// Standalone development: this remote's pages without the shell.
import { renderStandalone } from 'shared/dev/standalone';
import { paths } from 'shared/paths';
import { FormsGalleryPage } from './dev/FormsGalleryPage';
import { TrialPage } from './pages/TrialPage';

/** Standalone only, not a site path: every exposed form on one page, for development. */
const formsGalleryPath = '/forms';

renderStandalone('mfe-forms', [
  { path: paths.trial, Page: TrialPage },
  { path: formsGalleryPath, Page: FormsGalleryPage },
]);
