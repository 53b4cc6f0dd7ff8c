/**
 * A health chart as SVG markup, drawn on the server by Observable Plot into a jsdom document:
 * the live and canary series as separate marks on the same axes (told apart by colour and by
 * dash and marker), the threshold as a labelled rule. The console's CSP allows no inline style,
 * so Plot's `<style>` element is dropped; console.css carries its rules (`.plot`).
 */
import * as Plot from '@observablehq/plot';
import { JSDOM } from 'jsdom';

/** How each series is drawn; the legend's swatches draw the same. */
export const seriesLook = {
  live: { stroke: '#1f5fbf', strokeDasharray: undefined, symbol: 'circle' },
  canary: { stroke: '#b3541e', strokeDasharray: '6,3', symbol: 'square' },
} as const;

const thresholdInk = '#4f5868';
const dayMs = 24 * 3600_000;

export interface ChartSeries {
  role: keyof typeof seriesLook;
  points: { at: Date; value: number | null }[];
}

export interface HealthChartSpec {
  series: ChartSeries[];
  /** The window the x axis spans, whatever the points. */
  since: Date;
  until: Date;
  threshold?: { value: number; label: string };
  format: (value: number) => string;
  ariaLabel: string;
}

/** Plot needs a document to draw into; one serves every chart this process draws (its nodes are never attached). */
let plotDocument: Document | undefined;
const documentForPlot = (): Document => (plotDocument ??= new JSDOM('').window.document);

export function healthChartSvg({ series, since, until, threshold, format, ariaLabel }: HealthChartSpec): string {
  const values = series.flatMap(({ points }) => points.flatMap(({ value }) => (value === null ? [] : [value])));
  // The threshold stays in view, so the rule is drawn even when every figure is far below it.
  const top = Math.max(...values, threshold?.value ?? 0) || 1;
  const svg = Plot.plot({
    document: documentForPlot(),
    className: 'plot',
    width: 440,
    height: 220,
    marginLeft: 44,
    marginRight: 24,
    ariaLabel,
    // Hours and minutes over a day or less, else the day (UTC, as the tables' times).
    x: {
      type: 'utc',
      domain: [since, until],
      label: null,
      tickFormat: until.getTime() - since.getTime() <= dayMs ? '%H:%M' : '%b %d',
    },
    y: { domain: [0, top * 1.1], nice: true, grid: true, label: null, tickFormat: format },
    marks: [
      ...(threshold
        ? [
            Plot.ruleY([threshold.value], { stroke: thresholdInk, strokeDasharray: '2,3', className: 'threshold' }),
            Plot.text([threshold.value], {
              y: (value: number) => value,
              text: () => `${threshold.label} ${format(threshold.value)}`,
              frameAnchor: 'right',
              textAnchor: 'end',
              dy: -6,
              fill: thresholdInk,
              className: 'threshold-label',
            }),
          ]
        : []),
      ...series.flatMap(({ role, points }) => {
        const { stroke, strokeDasharray, symbol } = seriesLook[role];
        return [
          Plot.lineY(points, {
            x: 'at',
            y: 'value',
            stroke,
            strokeWidth: 2,
            strokeDasharray,
            className: `series-${role}`,
          }),
          Plot.dot(points, { x: 'at', y: 'value', fill: stroke, symbol, r: 3, className: `series-${role}-points` }),
        ];
      }),
    ],
  });
  svg.setAttribute('role', 'img');
  svg.querySelector('style')?.remove();
  // The chart is one image named by its summary: Plot's names of its parts (`line`, `dot`) on
  // role-less groups are prohibited there, and would say less.
  for (const part of svg.querySelectorAll('[aria-label]')) part.removeAttribute('aria-label');
  return svg.outerHTML;
}
