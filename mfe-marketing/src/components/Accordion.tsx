/**
 * Spec section 4: at most one item open, and an open item can be collapsed. The browser's own
 * exclusive accordion (`<details>` sharing a `name`) gives exactly that, with its keyboard and
 * accessibility wiring, and it works on the server-rendered page before any script has run.
 */
import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import type { AccordionItem } from '../content/types';
import { MetricList } from './MetricList';
import styles from './Accordion.module.scss';

export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  const group = useId();
  return (
    <div className={styles.root}>
      {items.map((item) => (
        <details key={item.title} name={group} className={styles.item}>
          <summary className={styles.trigger}>
            <span className={styles.heading}>
              <span className={styles.title}>{item.title}</span>
              {item.summary && <span className={styles.summary}>{item.summary}</span>}
            </span>
            <ChevronDown aria-hidden="true" className={styles.chevron} />
          </summary>
          <div className={styles.body}>
            {item.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {item.points && (
              <ul className={styles.points}>
                {item.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
            {item.metrics && <MetricList metrics={item.metrics} />}
          </div>
        </details>
      ))}
    </div>
  );
}
