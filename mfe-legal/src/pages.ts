/**
 * The pages this remote serves, each once: the exposes map, the standalone harness, its release's
 * `pages` and the browser tests' page list are derived from here. A document's description is its
 * hero's lead, the meta description the page sets.
 */
import { paths } from 'shared/paths';
import type { PageEntry } from 'shared/pages';
import { cookiePolicy } from './content/cookie-policy';
import { privacyPolicy } from './content/privacy-policy';
import { termsOfService } from './content/terms-of-service';

export const pages = [
  {
    path: paths.privacyPolicy,
    module: 'PrivacyPolicyPage',
    title: 'Privacy Policy',
    description: privacyPolicy.hero.lead,
    sitemap: true,
  },
  {
    path: paths.termsOfService,
    module: 'TermsOfServicePage',
    title: 'Terms of Service',
    description: termsOfService.hero.lead,
    sitemap: true,
  },
  {
    path: paths.cookiePolicy,
    module: 'CookiePolicyPage',
    title: 'Cookie Policy',
    description: cookiePolicy.hero.lead,
    sitemap: true,
  },
] as const satisfies readonly PageEntry[];
