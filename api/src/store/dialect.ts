/**
 * The seam between the store's rules (leads.ts, outbox.ts, consents.ts, migrations.ts), written
 * once, and what truly differs between SQLite and PostgreSQL: how a flag is written, how a
 * writer gets the database to itself, how a group of leads is committed, row locks, the UTC day
 * of a time, the column types and triggers of the schema, and where today's releases recorded
 * their schema version. sqlite-store.ts and pg-store.ts implement it.
 */
import type { Insertable, Kysely, RawBuilder, SelectQueryBuilder } from 'kysely';
import type { Database } from './schema';

export type LeadRow = Insertable<Database['leads']>;

export interface StoreDialect {
  kind: 'sqlite' | 'postgres';
  db: Kysely<Database>;
  /** A boolean as the database stores it. */
  flag(value: boolean): boolean | number;
  /** One transaction that no other writer of the database interleaves with. */
  transaction<T>(work: (tx: Kysely<Database>) => Promise<T>): Promise<T>;
  /**
   * Group commit: the leads in one commit, with an outbox row for each id in `queued` that was
   * stored; answers the ids stored (a lead whose idempotency key is already taken is not).
   */
  commitLeads(rows: LeadRow[], queued: ReadonlySet<string>): Promise<Set<string>>;
  /** The outbox's claim query, locking the row it picks so that two workers pick two. */
  lockForClaim<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
  /** The `YYYY-MM-DD` of a time column, in UTC. */
  utcDay(column: string): RawBuilder<string>;
  schema: SchemaDialect;
}

/** What the migrations (migrations.ts) need to know of the database. */
/* eslint-disable @typescript-eslint/no-explicit-any -- a migration's schema is the one it makes */
export interface SchemaDialect {
  types: { time: 'text' | 'timestamptz'; flag: 'integer' | 'boolean'; json: 'text' | 'json' };
  /** Before migrating: no other instance migrates until this transaction ends. */
  lockMigrations(tx: Kysely<any>): Promise<void>;
  /** Triggers refusing any change to a stored consent record (an update or a replacement). */
  consentRecordsAppendOnly(tx: Kysely<any>): Promise<void>;
  /** The tables only a database shared by several instances needs (used tokens, rate limits). */
  sharedState: boolean;
  /**
   * The schema version a release before the one migration list recorded (SQLite's
   * `user_version`, PostgreSQL's `schema_version`), or undefined; `forget` removes that record.
   */
  legacyVersion(tx: Kysely<any>): Promise<number | undefined>;
  forgetLegacyVersion(tx: Kysely<any>): Promise<void>;
  /** The last legacy version, whose schema is the one migration list's first version. */
  legacyLatest: number;
  /** Says which database was asked for, in the message refusing one the api has not made. */
  notMadeByApi: string;
}
/* eslint-enable @typescript-eslint/no-explicit-any */
