// Standalone development: this remote's pages without the shell.
import { renderStandalone } from 'shared/dev/standalone';
import { paths } from 'shared/paths';
import { PrivacyPolicyPage } from './pages/PrivacyPolicyPage';
import { TermsOfServicePage } from './pages/TermsOfServicePage';
import { CookiePolicyPage } from './pages/CookiePolicyPage';

renderStandalone('mfe-legal', [
  { path: paths.privacyPolicy, Page: PrivacyPolicyPage },
  { path: paths.termsOfService, Page: TermsOfServicePage },
  { path: paths.cookiePolicy, Page: CookiePolicyPage },
]);
