import { MarketingPageView } from '../components/MarketingPageView';
import { enterprise360Page } from '../content/enterprise-360';

/** /enterprise-360: the product page, with the deep-dive form at #contact-form. */
export function Enterprise360Page() {
  return <MarketingPageView page={enterprise360Page} />;
}
