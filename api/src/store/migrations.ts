/**
 * The one migration history of both databases: each entry moves the schema one version up, the
 * column types and triggers that differ by database coming from the dialect (dialect.ts), and
 * `schema_migrations` records how far a database is. Version 1 is the schema both stores had on
 * 2026-11-25; a database made by that release (SQLite `user_version` 6, PostgreSQL
 * `schema_version` 3) is that version already, and is adopted as it is, every row kept.
 */
import { sql, type Kysely } from 'kysely';
import type { SchemaDialect } from './dialect';

export interface Migration {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  up(tx: Kysely<any>, dialect: SchemaDialect): Promise<void>;
}

export const migrations: Migration[] = [
  {
    async up(tx, { types, sharedState, consentRecordsAppendOnly }) {
      await tx.schema
        .createTable('leads')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('form_type', 'text', (column) => column.notNull())
        // Lower-cased, so an erasure request finds every lead of an address.
        .addColumn('email', 'text', (column) => column.notNull())
        // json, not jsonb: the form's field order is kept, as the CLI's exports list fields in it.
        .addColumn('fields', types.json, (column) => column.notNull())
        .addColumn('created_at', types.time, (column) => column.notNull())
        .addColumn('idempotency_key', 'text', (column) => column.unique())
        .addColumn('body_hash', 'text', (column) => column.notNull())
        .addColumn('spam', types.flag, (column) => column.notNull().defaultTo(sql`${sql.raw(String(false))}`))
        .execute();
      await tx.schema.createIndex('leads_created_at').on('leads').columns(['created_at', 'id']).execute();
      await tx.schema.createIndex('leads_email').on('leads').column('email').execute();

      // One row per lead to forward to the CRM, committed with its lead; claimed by one worker
      // at a time, for a lease (OutboxRepository).
      await tx.schema
        .createTable('outbox')
        .addColumn('lead_id', 'text', (column) => column.primaryKey().references('leads.id').onDelete('cascade'))
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', types.time, (column) => column.notNull())
        .addColumn('claimed_until', types.time)
        .addColumn('delivered_at', types.time)
        .addColumn('last_error', 'text')
        .execute();
      await tx.schema
        .createIndex('outbox_pending')
        .on('outbox')
        .column('next_attempt_at')
        .where(sql.ref('delivered_at'), 'is', null)
        .execute();

      // Append-only proof of each cookie choice, one row per consent id and time however often
      // the browser resends it (consents/consent-records.ts).
      await tx.schema
        .createTable('consent_records')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('consent_id', 'text', (column) => column.notNull())
        .addColumn('given_at', types.time, (column) => column.notNull())
        .addColumn('analytics', types.flag, (column) => column.notNull())
        .addColumn('marketing', types.flag, (column) => column.notNull())
        .addColumn('version', 'text', (column) => column.notNull())
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('gpc', types.flag, (column) => column.notNull())
        .addColumn('dnt', types.flag, (column) => column.notNull())
        .addColumn('path', 'text', (column) => column.notNull())
        .addColumn('received_at', types.time, (column) => column.notNull())
        .addUniqueConstraint('consent_records_consent_id_given_at_key', ['consent_id', 'given_at'])
        .execute();
      await tx.schema.createIndex('consent_records_given_at').on('consent_records').column('given_at').execute();
      await tx.schema.createIndex('consent_records_received_at').on('consent_records').column('received_at').execute();
      await tx.schema
        .createIndex('consent_records_consent_id')
        .on('consent_records')
        .expression(sql`lower(consent_id)`)
        .execute();
      await consentRecordsAppendOnly(tx);

      if (!sharedState) return;
      await tx.schema
        .createTable('used_tokens')
        .addColumn('token', 'text', (column) => column.primaryKey())
        .addColumn('used_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
        .execute();
      // One row per client and route while its window lasts: the hits of its current fixed
      // window. The key is a hash: no IP address is stored, and rows past their window are deleted.
      await tx.schema
        .createTable('rate_limits')
        .addColumn('key_hash', 'text', (column) => column.primaryKey())
        .addColumn('window_start', 'bigint', (column) => column.notNull())
        .addColumn('window_end', 'bigint', (column) => column.notNull())
        .addColumn('hits', 'integer', (column) => column.notNull())
        .execute();
      await tx.schema.createIndex('rate_limits_window_end').on('rate_limits').column('window_end').execute();
    },
  },
  {
    // Field reports (reports/field-reports.ts), read over a recent window and pruned by age:
    // both by the time received.
    async up(tx, { types }) {
      await tx.schema
        .createTable('field_reports')
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('route', 'text', (column) => column.notNull())
        .addColumn('app', 'text', (column) => column.notNull())
        .addColumn('release', 'text', (column) => column.notNull())
        .addColumn('source', 'text')
        .addColumn('message', 'text')
        .addColumn('name', 'text')
        .addColumn('value', 'double precision')
        .addColumn('received_at', types.time, (column) => column.notNull())
        .execute();
      await tx.schema.createIndex('field_reports_received_at').on('field_reports').column('received_at').execute();
    },
  },
  {
    // Field reports count distinct clients (reports/field-reports.ts): a pseudonym per report and
    // the day's salt it is made with.
    async up(tx) {
      await tx.schema.alterTable('field_reports').addColumn('client', 'text').execute();
      await tx.schema
        .createTable('field_report_salts')
        .addColumn('day', 'text', (column) => column.primaryKey())
        .addColumn('salt', 'text', (column) => column.notNull())
        .execute();
    },
  },
];

/**
 * Brings the database up to date, alone (the dialect's lock), in one transaction.
 * `existingOnly`: refuse a database the api has not made rather than create its tables.
 */
export async function migrate(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration's schema is the one it makes
  transaction: <T>(work: (tx: Kysely<any>) => Promise<T>) => Promise<T>,
  dialect: SchemaDialect,
  { existingOnly = false } = {},
): Promise<void> {
  await transaction(async (tx) => {
    await dialect.lockMigrations(tx);
    const recorded = await currentVersion(tx);
    const legacy = recorded === undefined ? await dialect.legacyVersion(tx) : undefined;
    if (recorded === undefined && legacy === undefined && existingOnly) throw new Error(dialect.notMadeByApi);
    if (legacy !== undefined && legacy !== dialect.legacyLatest) {
      throw new Error(
        `Database schema version ${legacy} is from an api older than 2026-11-25: start that release once to bring it to version ${dialect.legacyLatest}, then this one`,
      );
    }
    if (recorded === undefined) {
      await tx.schema
        .createTable('schema_migrations')
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
    }
    const version = recorded ?? (legacy === undefined ? 0 : 1);
    if (version > migrations.length) {
      throw new Error(`Database schema version ${version} is newer than this api (${migrations.length})`);
    }
    for (const migration of migrations.slice(version)) await migration.up(tx, dialect);
    if (legacy !== undefined) await dialect.forgetLegacyVersion(tx);
    if (recorded === undefined)
      await tx.insertInto('schema_migrations').values({ version: migrations.length }).execute();
    else if (recorded < migrations.length)
      await tx.updateTable('schema_migrations').set({ version: migrations.length }).execute();
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
async function currentVersion(tx: Kysely<any>): Promise<number | undefined> {
  const tables = await tx.introspection.getTables();
  if (!tables.some((table) => table.name === 'schema_migrations')) return undefined;
  const row = await tx.selectFrom('schema_migrations').select('version').executeTakeFirst();
  return row?.version ?? 0;
}
