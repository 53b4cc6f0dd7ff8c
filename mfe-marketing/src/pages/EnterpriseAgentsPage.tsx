import { PageHero } from 'shared/ui/page-hero';
import { pageIntros } from '../content/page-intros';

export function EnterpriseAgentsPage() {
  return <PageHero {...pageIntros.enterpriseAgents} />;
}
