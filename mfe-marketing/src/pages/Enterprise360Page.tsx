import { PageHero } from 'shared/ui/page-hero';
import { pageIntros } from '../content/page-intros';

export function Enterprise360Page() {
  return <PageHero {...pageIntros.enterprise360} />;
}
