import { MarketingPageView } from '../components/MarketingPageView';
import { enterpriseAgentsPage } from '../content/enterprise-agents';

/** /enterprise-agents: the product page, with the ROI analysis form at #contact-form. */
export function EnterpriseAgentsPage() {
  return <MarketingPageView page={enterpriseAgentsPage} />;
}
