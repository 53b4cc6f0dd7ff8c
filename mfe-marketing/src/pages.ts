/**
 * The pages this remote serves, each once: the exposes map and the modules the build writes, the
 * standalone harness, its release's `pages` and the browser tests' page list are derived from
 * here. A page's description is the meta description its content sets.
 */
import { paths } from 'shared/paths';
import type { PageEntry } from 'shared/pages';
import { aboutPage } from './content/about';
import { comingSoonPage } from './content/coming-soon';
import { enterprise360Page } from './content/enterprise-360';
import { enterpriseAgentsPage } from './content/enterprise-agents';
import { enterpriseAiPage } from './content/enterprise-ai';
import { enterpriseAutomationPage } from './content/enterprise-automation';
import { financialServicesPage } from './content/financial-services';
import { governmentPage } from './content/government';
import { homePage } from './content/home-page';
import { insuranceHealthcarePage } from './content/insurance-healthcare';
import { trustCenterPage } from './content/trust-center';

/** A page of this remote: its copy, `src/content/<content>.ts` (default export), shown by MarketingPageView. */
export interface MarketingPageEntry extends PageEntry {
  content: string;
}

export const pages = [
  {
    path: paths.home,
    module: 'HomePage',
    title: 'Private AI in Your Private Tenant',
    description: homePage.description,
    content: 'home-page',
    sitemap: true,
  },
  {
    path: paths.enterpriseAi,
    module: 'EnterpriseAiPage',
    title: 'Enterprise AI',
    description: enterpriseAiPage.description,
    content: 'enterprise-ai',
    sitemap: true,
  },
  {
    path: paths.enterpriseAgents,
    module: 'EnterpriseAgentsPage',
    title: 'Enterprise Agents',
    description: enterpriseAgentsPage.description,
    content: 'enterprise-agents',
    sitemap: true,
  },
  {
    path: paths.enterprise360,
    module: 'Enterprise360Page',
    title: 'Enterprise 360',
    description: enterprise360Page.description,
    content: 'enterprise-360',
    sitemap: true,
  },
  {
    path: paths.enterpriseAutomation,
    module: 'EnterpriseAutomationPage',
    title: 'Enterprise Automation',
    description: enterpriseAutomationPage.description,
    content: 'enterprise-automation',
    sitemap: true,
  },
  {
    path: paths.financialServices,
    module: 'FinancialServicesPage',
    title: 'Financial Services',
    description: financialServicesPage.description,
    content: 'financial-services',
    sitemap: true,
  },
  {
    path: paths.insuranceHealthcare,
    module: 'InsuranceHealthcarePage',
    title: 'Insurance & Healthcare',
    description: insuranceHealthcarePage.description,
    content: 'insurance-healthcare',
    sitemap: true,
  },
  {
    path: paths.government,
    module: 'GovernmentPage',
    title: 'Government',
    description: governmentPage.description,
    content: 'government',
    sitemap: true,
  },
  {
    path: paths.about,
    module: 'AboutPage',
    title: 'About Us',
    description: aboutPage.description,
    content: 'about',
    sitemap: true,
  },
  {
    path: paths.trustCenter,
    module: 'TrustCenterPage',
    title: 'Trust Center',
    description: trustCenterPage.description,
    content: 'trust-center',
    sitemap: true,
  },
  {
    path: paths.comingSoon,
    module: 'ComingSoonPage',
    title: 'Coming Soon',
    description: comingSoonPage.description,
    content: 'coming-soon',
    sitemap: true,
  },
] as const satisfies readonly MarketingPageEntry[];
