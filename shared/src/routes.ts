/**
 * The shell's redirects: short links it answers itself. The site's pages are not listed here: each
 * remote declares its own (`<remote>/src/pages.ts`), and the route table is composed from the
 * releases served (shared/src/pages.ts).
 */
import { paths } from 'shared/paths';

export interface RedirectRoute {
  path: string;
  redirectTo: string;
}

export const redirectRoutes: readonly RedirectRoute[] = [
  { path: paths.termsShortLink, redirectTo: paths.termsOfService },
  { path: paths.privacyShortLink, redirectTo: paths.privacyPolicy },
];
