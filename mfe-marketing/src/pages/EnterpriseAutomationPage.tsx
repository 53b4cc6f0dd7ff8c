import { PageHero } from 'shared/ui/page-hero';
import { pageIntros } from '../content/page-intros';

export function EnterpriseAutomationPage() {
  return <PageHero {...pageIntros.enterpriseAutomation} />;
}
