/** /trial: the free 30-day trial request (docs/product.md#routes-and-screens). */
import { PageHero } from 'shared/ui/page-hero';
import { TrialRequestForm } from '../components/LeadForms';
import { pageIntros } from '../content/page-intros';
import styles from './TrialPage.module.scss';

export function TrialPage() {
  return (
    <>
      <PageHero {...pageIntros.trial} />
      <div className={styles.formSection}>
        <TrialRequestForm />
      </div>
    </>
  );
}
