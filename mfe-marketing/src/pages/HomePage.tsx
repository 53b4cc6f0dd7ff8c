import { MarketingPageView } from '../components/MarketingPageView';
import { homePage } from '../content/home-page';

/** The home page: hero, products, solutions, privacy, compliance, integrations and contact. */
export function HomePage() {
  return <MarketingPageView page={homePage} />;
}
