/**
 * The site paths the shell's build records in its release (shared/build/page-registry.ts): every
 * path its navigation links to, which the gates keep served, and the paths it answers itself,
 * which no remote's page may take. Read in Node only: by `webpack.config.ts` and the tests' builds.
 */
import { linkedPaths } from 'shared/build/page-registry';
import { paths } from 'shared/paths';
import { redirectRoutes } from 'shared/routes';
import * as navigation from './content/navigation';

export const navigationLinks: readonly string[] = linkedPaths(navigation);

export const reservedPaths: readonly string[] = [
  ...redirectRoutes.map((route) => route.path),
  paths.preview,
  paths.previewExit,
];
