import type { HealthPoint, HealthView } from '../../view-model';
import { copy } from '../content/copy';

/** One chart of the health section: a figure of each bucket, and the line drawn across it. */
export interface HealthMetric {
  key: keyof typeof copy.health.charts;
  label: string;
  /** The bucket's figure in the chart's unit, null without a sample. */
  value: (point: HealthPoint) => number | null;
  format: (value: number) => string;
  threshold?: { value: number; label: string };
}

const whole = (value: number): string => String(Math.round(value));

/** The charts, in order; the error rate in percent, as the watcher states it. */
export function healthMetrics({ thresholds }: Pick<HealthView, 'thresholds'>): HealthMetric[] {
  const { charts, thresholds: lines } = copy.health;
  return [
    { key: 'views', label: charts.views, value: (point) => point.views, format: whole },
    {
      key: 'errorRate',
      label: charts.errorRate,
      value: (point) => (point.errorRate === null ? null : point.errorRate * 100),
      format: (value) => value.toFixed(1),
      ...(thresholds.errorRate !== null && {
        threshold: { value: thresholds.errorRate * 100, label: lines.errorRate },
      }),
    },
    {
      key: 'lcp',
      label: charts.lcp,
      value: (point) => point.lcp,
      format: whole,
      threshold: { value: thresholds.lcp, label: lines.good },
    },
    {
      key: 'inp',
      label: charts.inp,
      value: (point) => point.inp,
      format: whole,
      threshold: { value: thresholds.inp, label: lines.good },
    },
    {
      key: 'cls',
      label: charts.cls,
      value: (point) => point.cls,
      format: (value) => value.toFixed(2),
      threshold: { value: thresholds.cls, label: lines.good },
    },
  ];
}
