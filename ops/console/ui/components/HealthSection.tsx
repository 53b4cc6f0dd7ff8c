import { healthWindows, type ConsoleQuery, type HealthSeries, type HealthView } from '../../view-model';
import { healthChartSvg, seriesLook } from '../charts/health-chart';
import { copy } from '../content/copy';
import { SelectField } from './Fields';
import { FilterForm } from './FilterForm';
import { healthMetrics, type HealthMetric } from './health-metrics';
import { DataTable } from './DataTable';
import { Section } from './Section';
import { Time } from './Time';

/** Field health of one app over a window: the live release and its canary, chart by chart. */
export function HealthSection({ health, apps, query }: { health: HealthView; apps: string[]; query: ConsoleQuery }) {
  const words = copy.health;
  const reported = health.series.some((series) => series.points.some((point) => point.views > 0));
  return (
    <Section id="health" heading={copy.sections.health}>
      <FilterForm section="health" query={query} submit={words.show}>
        <SelectField id="health-app" name="app" label={words.appLabel} options={apps} selected={health.app} />
        <SelectField
          id="health-window"
          name="window"
          label={words.windowLabel}
          options={healthWindows}
          selected={health.window}
        />
      </FilterForm>
      <p className="aside">
        {health.app}: {health.source}.
      </p>
      {reported ? (
        <>
          <SeriesLegend series={health.series} />
          <div className="charts">
            {healthMetrics(health).map((metric) => (
              <HealthChart key={metric.key} metric={metric} health={health} />
            ))}
          </div>
          <ErrorsBySource errors={health.errorsBySource} />
        </>
      ) : (
        <p>{words.noReports}</p>
      )}
    </Section>
  );
}

/** The name of a series: `live 2026…` or `canary 2026…`. */
const seriesName = (series: HealthSeries): string => `${copy.health[series.role]} ${series.release}`;

/** The series' names, each beside a sample of its line and marker: the charts' legend, in text. */
function SeriesLegend({ series }: { series: HealthSeries[] }) {
  return (
    <ul className="legend">
      {series.map((one) => {
        const { stroke, strokeDasharray, symbol } = seriesLook[one.role];
        return (
          <li key={one.role}>
            <svg width="36" height="12" viewBox="0 0 36 12" aria-hidden="true" focusable="false">
              <line x1="2" y1="6" x2="34" y2="6" stroke={stroke} strokeWidth="2" strokeDasharray={strokeDasharray} />
              {symbol === 'circle' ? (
                <circle cx="18" cy="6" r="3.5" fill={stroke} />
              ) : (
                <rect x="14.5" y="2.5" width="7" height="7" fill={stroke} />
              )}
            </svg>
            {seriesName(one)}
          </li>
        );
      })}
    </ul>
  );
}

/** What a chart shows, in a sentence: each series' range and latest figure, and the threshold. */
function chartSummary(metric: HealthMetric, health: HealthView): string {
  const described = health.series.map((one) => {
    const values = one.points.flatMap((point) => {
      const value = metric.value(point);
      return value === null ? [] : [value];
    });
    const last = values.at(-1);
    if (last === undefined) return `${seriesName(one)}: ${copy.health.noSample}`;
    const [low, high] = [Math.min(...values), Math.max(...values)].map(metric.format);
    return `${seriesName(one)}: ${low} to ${high}, latest ${metric.format(last)}`;
  });
  const threshold = metric.threshold && `${metric.threshold.label} ${metric.format(metric.threshold.value)}`;
  return `${metric.label} over ${health.window}. ${[...described, ...(threshold ? [threshold] : [])].join('; ')}.`;
}

function HealthChart({ metric, health }: { metric: HealthMetric; health: HealthView }) {
  const headingId = `chart-${metric.key}`;
  const svg = healthChartSvg({
    series: health.series.map(({ role, points }) => ({
      role,
      points: points.map((point) => ({ at: new Date(point.at), value: metric.value(point) })),
    })),
    since: new Date(health.since),
    until: new Date(health.until),
    threshold: metric.threshold,
    format: metric.format,
    ariaLabel: chartSummary(metric, health),
  });
  return (
    <figure className="chart" aria-labelledby={headingId}>
      <h3 id={headingId}>{metric.label}</h3>
      {/* Plot's SVG, drawn from the view's numbers (its text escaped by the serializer). */}
      <div className="plot-box" dangerouslySetInnerHTML={{ __html: svg }} />
      <details>
        <summary>{copy.health.figures}</summary>
        <FiguresTable metric={metric} series={health.series} />
      </details>
    </figure>
  );
}

/** The chart's numbers: a row per bucket, a column per series. */
function FiguresTable({ metric, series }: { metric: HealthMetric; series: HealthSeries[] }) {
  const times = [...new Set(series.flatMap(({ points }) => points.map((point) => point.at)))].sort();
  return (
    <DataTable
      caption={`${metric.label}: ${copy.health.figures}`}
      columns={[copy.health.time, ...series.map(seriesName)]}
      hideCaption
    >
      {times.map((at) => (
        <tr key={at}>
          <th scope="row">
            <Time iso={at} />
          </th>
          {series.map((one) => {
            const point = one.points.find((candidate) => candidate.at === at);
            const value = point && metric.value(point);
            return (
              <td key={one.role} className="number">
                {value === undefined || value === null ? '' : metric.format(value)}
              </td>
            );
          })}
        </tr>
      ))}
    </DataTable>
  );
}

function ErrorsBySource({ errors }: { errors: HealthView['errorsBySource'] }) {
  const words = copy.health;
  return (
    <>
      <h3>{words.errorsBySource}</h3>
      {errors.length === 0 ? (
        <p>{words.noErrors}</p>
      ) : (
        <DataTable caption={words.errorsBySource} columns={words.errorsColumns} hideCaption>
          {errors.map(({ release, source, errors: count }) => (
            <tr key={`${release} ${source}`}>
              <td className="id">{release}</td>
              <td>{source}</td>
              <td className="number">{count}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
