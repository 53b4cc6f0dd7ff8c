import { MarketingPageView } from '../components/MarketingPageView';
import { aboutPage } from '../content/about';

/** /about: the company story, its registration and its leadership. */
export function AboutPage() {
  return <MarketingPageView page={aboutPage} />;
}
