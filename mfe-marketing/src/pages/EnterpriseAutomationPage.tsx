import { MarketingPageView } from '../components/MarketingPageView';
import { enterpriseAutomationPage } from '../content/enterprise-automation';

/** /enterprise-automation: the landing page for front-office and back-office automation. */
export function EnterpriseAutomationPage() {
  return <MarketingPageView page={enterpriseAutomationPage} />;
}
