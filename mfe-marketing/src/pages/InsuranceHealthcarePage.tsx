import { PageHero } from 'shared/ui/page-hero';
import { pageIntros } from '../content/page-intros';

export function InsuranceHealthcarePage() {
  return <PageHero {...pageIntros.insuranceHealthcare} />;
}
