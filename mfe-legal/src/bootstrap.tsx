// Standalone development: this remote's pages without the shell.
import { renderStandalone } from 'shared/dev/standalone';
import { pages } from './pages';

renderStandalone('mfe-legal', pages, (module) => import(/* webpackInclude: /\/[A-Z]\w*\.ts$/ */ `./exposed/${module}`));
