import { MarketingPageView } from '../components/MarketingPageView';
import { trustCenterPage } from '../content/trust-center';

/** /trust-center: the four pillars, compliance acceleration and the architecture of trust. */
export function TrustCenterPage() {
  return <MarketingPageView page={trustCenterPage} />;
}
