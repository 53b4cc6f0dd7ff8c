import { PageHero } from 'shared/ui/page-hero';
import { pageIntros } from '../content/page-intros';

export function TrialPage() {
  return <PageHero {...pageIntros.trial} />;
}
