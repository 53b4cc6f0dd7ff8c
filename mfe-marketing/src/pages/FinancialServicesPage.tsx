import { MarketingPageView } from '../components/MarketingPageView';
import { financialServicesPage } from '../content/financial-services';

/** /financial-services: the landing page for banks, asset managers, insurers and fintechs. */
export function FinancialServicesPage() {
  return <MarketingPageView page={financialServicesPage} />;
}
