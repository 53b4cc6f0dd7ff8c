/** A grid of cards as a list, so assistive technology announces how many there are. */
import type { Card } from '../content/types';
import { ActionLink } from './ActionLink';
import { Icon } from './Icon';
import { MetricList } from './MetricList';
import styles from './CardGrid.module.scss';

export function CardGrid({ cards, columns = 3 }: { cards: readonly Card[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={styles.grid} data-columns={columns}>
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          <FeatureCard card={card} />
        </li>
      ))}
    </ul>
  );
}

function FeatureCard({ card: { icon, title, body, points, metrics, action } }: { card: Card }) {
  return (
    <>
      {icon && (
        <span className={styles.icon}>
          <Icon glyph={icon} />
        </span>
      )}
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.body}>{body}</p>
      {points && (
        <ul className={styles.points}>
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
      {metrics && <MetricList metrics={metrics} compact />}
      {action && (
        <div className={styles.action}>
          <ActionLink action={{ variant: 'secondary', ...action }} size="sm" />
        </div>
      )}
    </>
  );
}
