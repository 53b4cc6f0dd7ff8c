/** What the release commands print: plain tables on stdout, waiting for the lock on stderr. */
import type { LogEntry } from '../core/live-record';
import type { RenderFigures } from '../core/page-renderer';

/** Plain columns padded to their widest cell. */
export function formatTable(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]?.map((_, index) => Math.max(...rows.map((row) => row[index]?.length ?? 0))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

export function seconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(2)} s`;
}

/** `compatibility passed, smoke passed`, or `-`. */
export function verdicts(gates: Record<string, string>): string {
  return (
    Object.entries(gates)
      .map(([gate, verdict]) => `${gate} ${verdict}`)
      .join(', ') || '-'
  );
}

/** `gates 120 ms, prerender 2400 ms`, or `-`: a log entry's timings. */
export function timingsLine(timings: Record<string, number>): string {
  return (
    Object.entries(timings)
      .map(([step, milliseconds]) => `${step.replace(/Ms$/, '')} ${milliseconds} ms`)
      .join(', ') || '-'
  );
}

/** The one row a switch prints: what switched, its gates, how long the switch took, its pages. */
export function switchTable(entry: LogEntry, switchMs: number, pages: string, totalMs: number): string[] {
  return formatTable([
    ['app', 'from', 'to', 'gates', 'switch', 'pages', 'total'],
    [entry.app, entry.from ?? '-', entry.to, verdicts(entry.gates), seconds(switchMs), pages, seconds(totalMs)],
  ]);
}

export const renderedLine = (rendered: RenderFigures): string =>
  `${rendered.pages} re-rendered (${seconds(rendered.milliseconds)})`;

/** Waiting for another command's lock is said once, on stderr (stdout is the command's table). */
export const lockOptions = { report: (message: string) => console.warn(message) };
