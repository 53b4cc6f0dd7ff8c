// Standalone development: this remote's pages without the shell.
import { renderStandalone } from 'shared/dev/standalone';
import { paths } from 'shared/paths';
import { HomePage } from './pages/HomePage';
import { EnterpriseAiPage } from './pages/EnterpriseAiPage';
import { EnterpriseAgentsPage } from './pages/EnterpriseAgentsPage';
import { Enterprise360Page } from './pages/Enterprise360Page';
import { EnterpriseAutomationPage } from './pages/EnterpriseAutomationPage';
import { FinancialServicesPage } from './pages/FinancialServicesPage';
import { InsuranceHealthcarePage } from './pages/InsuranceHealthcarePage';
import { GovernmentPage } from './pages/GovernmentPage';
import { AboutPage } from './pages/AboutPage';
import { TrustCenterPage } from './pages/TrustCenterPage';
import { ComingSoonPage } from './pages/ComingSoonPage';

renderStandalone('mfe-marketing', [
  { path: paths.home, Page: HomePage },
  { path: paths.enterpriseAi, Page: EnterpriseAiPage },
  { path: paths.enterpriseAgents, Page: EnterpriseAgentsPage },
  { path: paths.enterprise360, Page: Enterprise360Page },
  { path: paths.enterpriseAutomation, Page: EnterpriseAutomationPage },
  { path: paths.financialServices, Page: FinancialServicesPage },
  { path: paths.insuranceHealthcare, Page: InsuranceHealthcarePage },
  { path: paths.government, Page: GovernmentPage },
  { path: paths.about, Page: AboutPage },
  { path: paths.trustCenter, Page: TrustCenterPage },
  { path: paths.comingSoon, Page: ComingSoonPage },
]);
