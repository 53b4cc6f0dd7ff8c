/**
 * Spec section 4: at most one item open, and an open item can be collapsed. The browser's own
 * exclusive accordion (`<details>` sharing a `name`) gives exactly that, with its keyboard and
 * accessibility wiring, and it works on the server-rendered page before any script has run.
 */
import { useId, type SyntheticEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import type { AccordionItem } from '../content/types';
import { MetricList } from './MetricList';
import styles from './Accordion.module.scss';

/**
 * Closes the other items when one opens: what `name` does in browsers since 2024 (Chrome 120,
 * Safari 17.2, Firefox 130), so that older ones keep the rule too once the page is hydrated.
 */
function closeOtherItems(event: SyntheticEvent<HTMLDetailsElement>): void {
  const opened = event.currentTarget;
  if (!opened.open) return;
  for (const item of opened.parentElement?.querySelectorAll('details') ?? []) {
    if (item !== opened) item.open = false;
  }
}

export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  const group = useId();
  return (
    <div className={styles.root}>
      {items.map((item) => (
        <details key={item.title} name={group} className={styles.item} onToggle={closeOtherItems}>
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
