/**
 * The route table as data, beside the paths it maps: each path, the remote page module that
 * renders it (by its name in that remote's exposes map, checked by each remote's
 * `exposed.test.ts`) and its document title. The shell maps it to lazy remote pages; the
 * servers, the prerender and the benchmark read it to know the site's routes.
 */
import { paths } from 'shared/paths';
import type { RemoteName } from 'shared/remotes';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The name in the remote's exposes map, without './'. */
  module: string;
  title: string;
}

export interface RedirectRoute {
  path: string;
  redirectTo: string;
}

export const remoteRoutes: readonly RemoteRoute[] = [
  { path: paths.home, remote: 'mfe_marketing', module: 'HomePage', title: 'Private AI in Your Private Tenant' },
  { path: paths.enterpriseAi, remote: 'mfe_marketing', module: 'EnterpriseAiPage', title: 'Enterprise AI' },
  { path: paths.enterpriseAgents, remote: 'mfe_marketing', module: 'EnterpriseAgentsPage', title: 'Enterprise Agents' },
  { path: paths.enterprise360, remote: 'mfe_marketing', module: 'Enterprise360Page', title: 'Enterprise 360' },
  {
    path: paths.enterpriseAutomation,
    remote: 'mfe_marketing',
    module: 'EnterpriseAutomationPage',
    title: 'Enterprise Automation',
  },
  {
    path: paths.financialServices,
    remote: 'mfe_marketing',
    module: 'FinancialServicesPage',
    title: 'Financial Services',
  },
  {
    path: paths.insuranceHealthcare,
    remote: 'mfe_marketing',
    module: 'InsuranceHealthcarePage',
    title: 'Insurance & Healthcare',
  },
  { path: paths.government, remote: 'mfe_marketing', module: 'GovernmentPage', title: 'Government' },
  { path: paths.about, remote: 'mfe_marketing', module: 'AboutPage', title: 'About Us' },
  { path: paths.trustCenter, remote: 'mfe_marketing', module: 'TrustCenterPage', title: 'Trust Center' },
  { path: paths.comingSoon, remote: 'mfe_marketing', module: 'ComingSoonPage', title: 'Coming Soon' },
  { path: paths.trial, remote: 'mfe_forms', module: 'TrialPage', title: 'Request a 30 Day Trial' },
  { path: paths.blog, remote: 'mfe_blog', module: 'BlogListPage', title: 'Blog' },
  { path: paths.blogPost, remote: 'mfe_blog', module: 'BlogPostPage', title: 'Blog' },
  { path: paths.privacyPolicy, remote: 'mfe_legal', module: 'PrivacyPolicyPage', title: 'Privacy Policy' },
  { path: paths.termsOfService, remote: 'mfe_legal', module: 'TermsOfServicePage', title: 'Terms of Service' },
  { path: paths.cookiePolicy, remote: 'mfe_legal', module: 'CookiePolicyPage', title: 'Cookie Policy' },
];

export const redirectRoutes: readonly RedirectRoute[] = [
  { path: paths.termsShortLink, redirectTo: paths.termsOfService },
  { path: paths.privacyShortLink, redirectTo: paths.privacyPolicy },
];
