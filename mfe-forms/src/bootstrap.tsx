// Standalone development: this remote's pages without the shell.
import { renderStandalone } from 'shared/dev/standalone';
import { paths } from 'shared/paths';
import { TrialPage } from './pages/TrialPage';

renderStandalone('mfe-forms', [{ path: paths.trial, Page: TrialPage }]);
