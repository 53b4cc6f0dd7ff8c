/**
 * Spec section 4: at most one item open, and an open item can be collapsed. Radix's single,
 * collapsible accordion gives exactly that, with its keyboard model and ARIA wiring.
 */
import * as RadixAccordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { AccordionItem } from '../content/types';
import { MetricList } from './MetricList';
import styles from './Accordion.module.scss';

export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  return (
    <RadixAccordion.Root type="single" collapsible className={styles.root}>
      {items.map((item) => (
        <RadixAccordion.Item key={item.title} value={item.title} className={styles.item}>
          <RadixAccordion.Header className={styles.header}>
            <RadixAccordion.Trigger className={styles.trigger}>
              <span className={styles.heading}>
                <span className={styles.title}>{item.title}</span>
                {item.summary && <span className={styles.summary}>{item.summary}</span>}
              </span>
              <ChevronDown aria-hidden="true" className={styles.chevron} />
            </RadixAccordion.Trigger>
          </RadixAccordion.Header>
          <RadixAccordion.Content className={styles.content}>
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
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
