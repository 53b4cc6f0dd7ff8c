import { PageHero } from 'shared/ui/page-hero';
import { pageIntros } from '../content/page-intros';

export function TrustCenterPage() {
  return <PageHero {...pageIntros.trustCenter} />;
}
