/** One anchored band of the home page; the header's links scroll to its id. */
import type { HomeSectionCopy } from '../content/home';
import styles from './HomeSectionBlock.module.scss';

export function HomeSectionBlock({ id, eyebrow, title, body }: HomeSectionCopy) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <p className={styles.body}>{body}</p>
      </div>
    </section>
  );
}
