import { healthWindows, type HealthSeries, type HealthView } from '../../view-model';
import { healthChartSvg, seriesLook } from '../charts/health-chart';
import { copy } from '../content/copy';
import { Field } from './ActionForm';
import { healthMetrics, type HealthMetric } from './health-metrics';
import { KeptQuery, type ConsoleQuery } from './KeptQuery';
import { ScrollRegion } from './ScrollRegion';
import { Section } from './Section';
import { Time } from './Time';

/** Field health of one app over a window: the live release and its canary, chart by chart. */
export function HealthSection({ health, apps, query }: { health: HealthView; apps: string[]; query: ConsoleQuery }) {
  const words = copy.health;
  const reported = health.series.some((series) => series.points.some((point) => point.views > 0));
  return (
    <Section id="health" heading={copy.sections.health}>
      <form method="get" action="/#health" className="filter">
        <KeptQuery query={query} />
        <Field id="health-app" label={words.appLabel}>
          <select id="health-app" name="app" defaultValue={health.app}>
            {apps.map((app) => (
              <option key={app} value={app}>
                {app}
              </option>
            ))}
          </select>
        </Field>
        <Field id="health-window" label={words.windowLabel}>
          <select id="health-window" name="window" defaultValue={health.window}>
            {healthWindows.map((window) => (
              <option key={window} value={window}>
                {window}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit">{words.show}</button>
      </form>
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
    <ScrollRegion label={`${metric.label}: ${copy.health.figures}`}>
      <table>
        <thead>
          <tr>
            <th scope="col">{copy.health.time}</th>
            {series.map((one) => (
              <th key={one.role} scope="col">
                {seriesName(one)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </ScrollRegion>
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
        <ScrollRegion label={words.errorsBySource}>
          <table>
            <thead>
              <tr>
                {words.errorsColumns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {errors.map(({ release, source, errors: count }) => (
                <tr key={`${release} ${source}`}>
                  <td className="id">{release}</td>
                  <td>{source}</td>
                  <td className="number">{count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </>
  );
}
