import { MarketingPageView } from '../components/MarketingPageView';
import { insuranceHealthcarePage } from '../content/insurance-healthcare';

/** /insurance-healthcare: the landing page for insurers and healthcare providers. */
export function InsuranceHealthcarePage() {
  return <MarketingPageView page={insuranceHealthcarePage} />;
}
