import { MarketingPageView } from '../components/MarketingPageView';
import { governmentPage } from '../content/government';

/** /government: the landing page for federal, state, local and education agencies. */
export function GovernmentPage() {
  return <MarketingPageView page={governmentPage} />;
}
