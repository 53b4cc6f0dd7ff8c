import { MarketingPageView } from '../components/MarketingPageView';
import { comingSoonPage } from '../content/coming-soon';

/** /coming-soon: the placeholder for pages that are on their way. */
export function ComingSoonPage() {
  return <MarketingPageView page={comingSoonPage} />;
}
