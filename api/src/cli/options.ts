/**
 * What the operations CLI's commands (cli.ts, consents-cli.ts) share: the usage error, the
 * `--from`/`--to` day range and the CSV cell.
 */
import { z } from 'zod';

export class UsageError extends Error {}

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00.000Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'not a calendar date');

function parseDay(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const result = day.safeParse(value);
  if (!result.success) throw new UsageError(`--${name} ${value}: ${result.error.issues[0]?.message}`);
  return value;
}

function nextDay(value: string): string {
  const date = new Date(`${value}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

/** `--from` and `--to` as UTC days, both included: the first instant and the instant after the last. */
export function dayRange(values: { from?: string; to?: string }): { from?: string; before?: string } {
  const from = parseDay('from', values.from);
  const to = parseDay('to', values.to);
  if (from && to && from > to) throw new UsageError(`--from ${from} is after --to ${to}`);
  return { from: from && `${from}T00:00:00.000Z`, before: to && nextDay(to) };
}

/**
 * A cell a spreadsheet will not run: the leads come from the public internet, and a value
 * starting with = + - @ would otherwise be read as a formula (CSV injection).
 */
export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
