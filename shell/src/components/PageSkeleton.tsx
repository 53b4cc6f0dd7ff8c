/** What a page shows while its remote arrives: a hero-sized placeholder, announced to screen readers. */
import { VisuallyHidden } from 'shared/ui/visually-hidden';
import { shellCopy } from '../content/shell-copy';
import styles from './PageSkeleton.module.scss';

export function PageSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true">
      <VisuallyHidden>{shellCopy.loadingPage}</VisuallyHidden>
      <div className={styles.hero} />
      <div className={styles.body}>
        <div className={styles.line} />
        <div className={styles.line} />
        <div className={styles.lineShort} />
      </div>
    </div>
  );
}
