import { MarketingPageView } from '../components/MarketingPageView';
import { enterpriseAiPage } from '../content/enterprise-ai';

/** /enterprise-ai: the product page, with the demo form at #contact-form. */
export function EnterpriseAiPage() {
  return <MarketingPageView page={enterpriseAiPage} />;
}
