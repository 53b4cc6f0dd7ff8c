import { PageHero } from 'shared/ui/page-hero';
import { pageIntros } from '../content/page-intros';

export function FinancialServicesPage() {
  return <PageHero {...pageIntros.financialServices} />;
}
