/** The heading band at the top of a page: an optional eyebrow, the h1, a lead and actions. */
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './page-hero.module.scss';

export interface PageHeroProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Short label above the title. */
  eyebrow?: string;
  title: string;
  lead?: string;
  /** Calls to action, rendered under the lead. */
  actions?: ReactNode;
  /** Artwork behind the text on wide screens; hidden from assistive technology. */
  decoration?: ReactNode;
}

export function PageHero({ eyebrow, title, lead, actions, decoration, className, ...props }: PageHeroProps) {
  return (
    <section className={className ? `${styles.hero} ${className}` : styles.hero} {...props}>
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {/* After the text: centred on the hero's height, the artwork would move as the text arrived
          whenever the browser paints a page before it has parsed all of its HTML. */}
      {decoration && (
        <div className={styles.decoration} aria-hidden="true">
          {decoration}
        </div>
      )}
    </section>
  );
}
