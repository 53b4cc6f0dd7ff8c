/** The band every block sits in: an anchor id, a tone, and the h2 that names the region. */
import { useId, type ReactNode } from 'react';
import type { Block } from '../content/types';
import styles from './Section.module.scss';

type SectionProps = Pick<Block, 'id' | 'eyebrow' | 'title' | 'lead' | 'tone'> & {
  children?: ReactNode;
  /** Narrow sections (accordions, long text) read better at a measure of about 70 characters. */
  narrow?: boolean;
};

export function Section({ id, eyebrow, title, lead, tone = 'plain', narrow = false, children }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} className={styles.section} data-tone={tone} aria-labelledby={headingId}>
      <div className={styles.inner} data-narrow={narrow || undefined}>
        <header className={styles.header}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {lead && <p className={styles.lead}>{lead}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
