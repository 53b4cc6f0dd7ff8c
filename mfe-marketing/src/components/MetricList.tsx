/** Labelled figures ('ROI' / '300-400%') as a description list. */
import type { Metric } from '../content/types';
import styles from './MetricList.module.scss';

export function MetricList({ metrics, compact = false }: { metrics: readonly Metric[]; compact?: boolean }) {
  return (
    <dl className={styles.metrics} data-compact={compact || undefined}>
      {metrics.map(({ label, value }) => (
        <div key={label} className={styles.metric}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
