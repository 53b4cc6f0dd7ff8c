/** Field reports (reports/field-reports.ts) on either database (dialect.ts), once. */
import { createHmac, randomBytes } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import { errorSources, vitalNames } from 'shared/schemas/field-reports';
import type {
  ErrorSource,
  FieldReport,
  FieldReportRepository,
  FieldReportWindow,
  ReleaseHealth,
  VitalName,
} from '../reports/field-reports';
import type { StoreDialect } from './dialect';
import type { Database } from './schema';

type Row = Insertable<Database['field_reports']>;

function toRows(report: FieldReport, receivedAt: string, client: string): Row[] {
  const row = {
    route: report.route,
    source: null,
    message: null,
    name: null,
    value: null,
    received_at: receivedAt,
    client,
  };
  switch (report.kind) {
    case 'view':
      return Object.entries(report.apps).map(([app, release]) => ({ ...row, kind: 'view', app, release }));
    case 'error': {
      const { app, release, source } = report;
      // PostgreSQL's text cannot hold a NUL, which an error's message may carry; both stores
      // keep U+FFFD in its place, so neither refuses the batch.
      const message = report.message.replaceAll('\u0000', '\uFFFD');
      return [{ ...row, kind: 'error', app, release, source, message }];
    }
    case 'vital': {
      const { app, release, name, value } = report;
      return [{ ...row, kind: 'vital', app, release, name, value }];
    }
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** A map key of names that hold no NUL. */
const key = (...names: string[]) => names.join('\u0000');
const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

export function createFieldReports({ db }: StoreDialect): FieldReportRepository {
  const inWindow = ({ app, since, until }: FieldReportWindow) =>
    sql<boolean>`received_at >= ${since.toISOString()} AND received_at < ${until.toISOString()}${
      app === undefined ? sql`` : sql` AND app = ${app}`
    }`;
  // Counts arrive as numbers (SQLite) or as text (PostgreSQL's bigint).
  const count = (condition: ReturnType<typeof sql>) =>
    sql<number | string>`sum(CASE WHEN ${condition} THEN 1 ELSE 0 END)`;
  const clients = (condition: ReturnType<typeof sql>) =>
    sql<number | string>`count(DISTINCT CASE WHEN ${condition} THEN client END)`;

  /** This instance's copy of the day's salt, which the database holds for every instance. */
  let known: { day: string; salt: string } | undefined;
  async function saltOf(day: string): Promise<string> {
    if (known?.day === day) return known.salt;
    // The first instance to need a day's salt makes it; the others read it.
    await db
      .insertInto('field_report_salts')
      .values({ day, salt: randomBytes(32).toString('hex') })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .execute();
    const { salt } = await db
      .selectFrom('field_report_salts')
      .select('salt')
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    // Past days' salts go: their pseudonyms can no longer be made again from an address.
    await db.deleteFrom('field_report_salts').where('day', '<', day).execute();
    known = { day, salt };
    return salt;
  }

  return {
    async add(reports, receivedAt, client) {
      const salt = await saltOf(receivedAt.toISOString().slice(0, 10));
      const pseudonym = createHmac('sha256', salt).update(client).digest('base64url');
      const rows = reports.flatMap((report) => toRows(report, receivedAt.toISOString(), pseudonym));
      // One statement: the batch is stored whole or not at all.
      if (rows.length > 0) await db.insertInto('field_reports').values(rows).execute();
    },

    async summary(window) {
      const totals = await db
        .selectFrom('field_reports')
        .select([
          'app',
          'release',
          count(sql`kind = 'view'`).as('views'),
          clients(sql`kind = 'view'`).as('view_clients'),
          clients(sql`kind = 'error'`).as('error_clients'),
          ...errorSources.map((source) => count(sql`kind = 'error' AND source = ${source}`).as(`error_${source}`)),
          ...vitalNames.map((name) => count(sql`kind = 'vital' AND name = ${name}`).as(`vital_${name}`)),
        ])
        .where(inWindow(window))
        .groupBy(['app', 'release'])
        .execute();
      // Nearest rank, in the database, the same way on both: the value at position ⌈0.75 n⌉ of
      // the n samples in ascending order, an integer division either database does alike.
      const { rows: percentiles } = await sql<{ app: string; release: string; name: VitalName; value: number }>`
        SELECT app, release, name, value FROM (
          SELECT app, release, name, value,
            row_number() OVER (PARTITION BY app, release, name ORDER BY value) AS position,
            count(*) OVER (PARTITION BY app, release, name) AS samples
          FROM field_reports
          WHERE kind = 'vital' AND ${inWindow(window)}
        ) ranked
        WHERE position = (3 * samples + 3) / 4`.execute(db);
      const p75 = new Map(percentiles.map((row) => [key(row.app, row.release, row.name), row.value]));

      // Sorted here: the databases' collations could order names differently.
      const byName = (a: { app: string; release: string }, b: { app: string; release: string }) =>
        a.app === b.app ? compare(a.release, b.release) : compare(a.app, b.app);
      return totals.sort(byName).map((row): ReleaseHealth => {
        const columns = row as unknown as Record<string, number | string>;
        const errorsBySource = zeros<ErrorSource>(errorSources);
        for (const source of errorSources) errorsBySource[source] = Number(columns[`error_${source}`]);
        const vitalSamples = zeros<VitalName>(vitalNames);
        for (const name of vitalNames) vitalSamples[name] = Number(columns[`vital_${name}`]);
        const views = Number(row.views);
        const errors = errorSources.reduce((sum, source) => sum + errorsBySource[source], 0);
        return {
          app: row.app,
          release: row.release,
          views,
          errors,
          viewClients: Number(row.view_clients),
          errorClients: Number(row.error_clients),
          errorsBySource,
          errorRate: views > 0 ? errors / views : null,
          p75: Object.fromEntries(
            vitalNames.map((name) => [name, p75.get(key(row.app, row.release, name)) ?? null]),
          ) as Record<VitalName, number | null>,
          vitalSamples,
        };
      });
    },

    async deleteReceivedBefore(cutoff) {
      const result = await db
        .deleteFrom('field_reports')
        .where('received_at', '<', cutoff.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
