/** The remote's public surface: its registry's page modules. Read by the build (`webpack.config.ts`). */
import { exposesOf } from 'shared/pages';
import { pages } from './pages';

export const exposes = exposesOf(pages.map((page) => page.module));
