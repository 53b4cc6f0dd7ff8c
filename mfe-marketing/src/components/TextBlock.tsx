/** Prose paragraphs, with key figures beside them when the content gives some. */
import type { Metric } from '../content/types';
import { MetricList } from './MetricList';
import styles from './TextBlock.module.scss';

export function TextBlock({ paragraphs, stats }: { paragraphs: readonly string[]; stats?: readonly Metric[] }) {
  return (
    <div className={styles.text} data-with-stats={stats ? true : undefined}>
      <div className={styles.prose}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {stats && <MetricList metrics={stats} />}
    </div>
  );
}
