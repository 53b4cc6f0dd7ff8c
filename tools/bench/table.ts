/** The results as a Markdown table, readable in a terminal as well as in docs/performance.md. */
import type { Summary } from './summary';

type Align = 'left' | 'right';

interface Column {
  header: string;
  align: Align;
  cell: (summary: Summary) => string;
}

const missing = '–';

export const formatScore = (score: number | null) => (score === null ? missing : String(Math.round(score)));
export const formatSeconds = (ms: number | null) => (ms === null ? missing : (ms / 1000).toFixed(2));
export const formatMs = (ms: number | null) => (ms === null ? missing : String(Math.round(ms)));
export const formatCls = (cls: number | null) => (cls === null ? missing : cls.toFixed(3));
export const formatKb = (kb: number | null) => (kb === null ? missing : kb.toFixed(1));
const formatCount = (count: number | null) => (count === null ? missing : String(Math.round(count)));

export function routeLabel({ target }: Summary): string {
  if (target.reference) return 'reference (static hero)';
  return target.notFound ? `${target.path} (404 page)` : target.path;
}

const columns: readonly Column[] = [
  { header: 'Route', align: 'left', cell: routeLabel },
  { header: 'Perf', align: 'right', cell: (s) => formatScore(s.performance) },
  { header: 'FCP (s)', align: 'right', cell: (s) => formatSeconds(s.fcpMs) },
  { header: 'LCP (s)', align: 'right', cell: (s) => formatSeconds(s.lcpMs) },
  { header: 'TBT (ms)', align: 'right', cell: (s) => formatMs(s.tbtMs) },
  { header: 'CLS', align: 'right', cell: (s) => formatCls(s.cls) },
  { header: 'JS (KB)', align: 'right', cell: (s) => formatKb(s.jsKb) },
  { header: 'Requests', align: 'right', cell: (s) => formatCount(s.requests) },
  { header: 'SEO', align: 'right', cell: (s) => formatScore(s.seo) },
  { header: 'Best Practices', align: 'right', cell: (s) => formatScore(s.bestPractices) },
  { header: 'HTTP', align: 'right', cell: (s) => s.statuses || missing },
  { header: 'Runs', align: 'right', cell: (s) => `${s.okRuns}/${s.totalRuns}` },
];

/** One row per page, the reference last, then what the numbers are and any failed run. */
export function resultsTable(summaries: readonly Summary[], runs: number): string {
  const rows = summaries.map((summary) => columns.map((column) => escapeCell(column.cell(summary))));
  const table = markdownTable(
    columns.map((column) => column.header),
    columns.map((column) => column.align),
    rows,
  );
  return [table, '', ...notes(summaries, runs)].join('\n');
}

function notes(summaries: readonly Summary[], runs: number): string[] {
  const lines = [
    `Medians of ${runs} Lighthouse run${runs === 1 ? '' : 's'} per page, each metric on its own; mobile preset, ` +
      'simulated throttling. Perf, SEO and Best Practices are category scores (0–100); JS is the compressed ' +
      'size of the scripts transferred; Requests counts every request of the load.',
  ];
  if (summaries.some((summary) => summary.target.notFound)) {
    lines.push(
      'The 404 page is not meant to be indexed: its SEO score is not expected to be 100. Chromium reports its ' +
        '404 answer as a console error, so its Best Practices budget is checked with that one report set aside.',
    );
  }
  for (const summary of summaries) {
    for (const error of summary.errors) lines.push(`Failed run on ${routeLabel(summary)}: ${error}`);
  }
  return lines.flatMap((line) => ['', line]).slice(1);
}

function escapeCell(text: string): string {
  return text.replaceAll('|', '\\|');
}

/** Columns padded to their widest cell, the way Prettier lays out a Markdown table. */
function markdownTable(headers: readonly string[], aligns: readonly Align[], rows: readonly string[][]): string {
  const widths = headers.map((header, index) =>
    Math.max(3, header.length, ...rows.map((row) => row[index]?.length ?? 0)),
  );
  const pad = (text: string, index: number) =>
    aligns[index] === 'right' ? text.padStart(widths[index] ?? 0) : text.padEnd(widths[index] ?? 0);
  const line = (cells: readonly string[]) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = widths.map((width, index) =>
    aligns[index] === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width),
  );
  return [line(headers), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}
