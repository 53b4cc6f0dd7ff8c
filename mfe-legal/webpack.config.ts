import { createWebpackConfig } from 'shared/build/webpack';

export default createWebpackConfig({
  dir: import.meta.dirname,
  // The remote's public surface: page modules only, each a one-line re-export.
  exposes: {
    './PrivacyPolicyPage': './src/exposed/PrivacyPolicyPage.ts',
    './TermsOfServicePage': './src/exposed/TermsOfServicePage.ts',
    './CookiePolicyPage': './src/exposed/CookiePolicyPage.ts',
  },
});
