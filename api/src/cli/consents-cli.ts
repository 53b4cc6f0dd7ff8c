/**
 * The privacy team's commands on consent records (docs/architecture.md#consent-records), run
 * through the operations CLI (`npm run consents -w api -- <command>`, api/src/cli/cli.ts):
 *   show ID                          the whole history of one consent id
 *   export --format csv|json [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--out FILE [--force]]
 *   stats [--from YYYY-MM-DD] [--to YYYY-MM-DD]   accepted / rejected / custom rates per day
 * A record's path comes from the public internet: on a terminal it is shown escaped.
 */
import { consentRecordSchema } from 'shared/schemas/consent-record';
import type { ConsentDayStats, ConsentRepository, StoredConsentRecord } from '../consents/consent-records';
import { csvCell, dayRange, UsageError } from './options';
import { terminalSafeCell, textTable } from './terminal-text';

export interface ConsentsCommand {
  consents: ConsentRepository;
  /** `--from`, `--to` and `--format`, as the CLI parsed them. */
  values: { from?: string; to?: string; format?: string };
  stdout: (text: string) => void;
  /** Writes a document to stdout (escaped) or to `--out`. */
  emit: (text: string, count: number, noun: string) => void;
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

export function formatHistory(consentId: string, records: readonly StoredConsentRecord[]): string {
  if (records.length === 0) return `No consent records for ${terminalSafeCell(consentId)}\n`;
  const header = ['given_at', 'analytics', 'marketing', 'source', 'gpc', 'dnt', 'version', 'path', 'received_at'];
  const rows = records.map((record) =>
    [
      record.givenAt,
      yesNo(record.analytics),
      yesNo(record.marketing),
      record.source,
      yesNo(record.gpc),
      yesNo(record.dnt),
      record.version,
      record.path,
      record.receivedAt,
    ].map(terminalSafeCell),
  );
  return `Consent ID ${terminalSafeCell(consentId)}\n${textTable(header, rows)}\n${records.length} record(s)\n`;
}

const exportColumns = [
  'id',
  'consentId',
  'givenAt',
  'receivedAt',
  'analytics',
  'marketing',
  'version',
  'source',
  'gpc',
  'dnt',
  'path',
] as const satisfies readonly (keyof StoredConsentRecord)[];

export function formatConsentsCsv(records: readonly StoredConsentRecord[]): string {
  const rows = [exportColumns, ...records.map((record) => exportColumns.map((column) => record[column]))];
  return rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}

export function formatConsentsJson(records: readonly StoredConsentRecord[]): string {
  return JSON.stringify(records, null, 2) + '\n';
}

const percent = (part: number, total: number) => `${((100 * part) / total).toFixed(1)}%`;

export function formatStats(days: readonly ConsentDayStats[]): string {
  const rows = days.map((day) => [
    day.day,
    String(day.total),
    percent(day.accepted, day.total),
    percent(day.rejected, day.total),
    percent(day.custom, day.total),
  ]);
  const total = days.reduce((sum, day) => sum + day.total, 0);
  return `${textTable(['day', 'total', 'accepted', 'rejected', 'custom'], rows, (column) => column > 0)}\n${total} record(s)\n`;
}

/** Runs `consents <subcommand>`; throws `UsageError` for a wrong one. */
export async function runConsentsCommand(args: readonly string[], command: ConsentsCommand): Promise<void> {
  const [subcommand, ...rest] = args;
  const extra = rest.slice(subcommand === 'show' ? 1 : 0);
  if (extra.length > 0) throw new UsageError(`Unexpected argument ${extra[0]}`);
  switch (subcommand) {
    case 'show': {
      const typed = rest[0]?.trim();
      if (!typed) throw new UsageError('consents show needs a consent ID');
      // The schema's rule: a UUID, compared lower-cased whatever the spelling quoted.
      const consentId = consentRecordSchema.shape.consentId.safeParse(typed);
      if (!consentId.success) throw new UsageError(`consents show ${typed}: a consent ID is a UUID`);
      command.stdout(formatHistory(consentId.data, await command.consents.history(consentId.data)));
      return;
    }
    case 'export': {
      const { format } = command.values;
      if (format !== 'csv' && format !== 'json') throw new UsageError('consents export needs --format csv|json');
      const records = await command.consents.export(dayRange(command.values));
      command.emit(
        format === 'csv' ? formatConsentsCsv(records) : formatConsentsJson(records),
        records.length,
        'consent record(s)',
      );
      return;
    }
    case 'stats': {
      command.stdout(formatStats(await command.consents.dailyStats(dayRange(command.values))));
      return;
    }
    default:
      throw new UsageError(
        subcommand === undefined ? 'consents needs show, export or stats' : `Unknown consents command ${subcommand}`,
      );
  }
}
