/**
 * The embedded store's dialect: one SQLite file, for one api instance. WAL lets the CLI read
 * while the server writes; `synchronous = FULL` makes a commit survive a power cut, not only a
 * crash, because a 201 promises the lead is on disk. The used development tokens and the
 * rate-limit counters stay in the process's memory, as one process is all that shares them.
 */
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, sql, SqliteDialect, type CompiledQuery, type Kysely as Db } from 'kysely';
import type { LeadRow, StoreDialect } from './dialect';
import { migrate } from './migrations';
import type { Database as Schema } from './schema';
import { storeOn } from './store-on';
import type { Store, StoreOptions, TokenLedger } from './store';

/** Remembered tokens, bounded so a long-running dev server cannot grow without end. */
const MAX_REMEMBERED = 100_000;

/** Used tokens in memory, like Google remembers its own: right while one process answers. */
export function memoryTokenLedger(): TokenLedger {
  const used = new Set<string>();
  return {
    async spend(token) {
      if (used.has(token)) return false;
      if (used.size >= MAX_REMEMBERED) used.delete(used.values().next().value as string);
      used.add(token);
      return true;
    },
  };
}

/** Statements kept: a group's insert has one text per group size, so a few dozen in all. */
const MAX_STATEMENTS = 200;

type PreparedOnce = ReturnType<typeof preparedOnce>;

/** The file with each statement prepared once, where Kysely would prepare every query it runs. */
function preparedOnce(handle: Database.Database) {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => handle.close(),
    transaction: handle.transaction.bind(handle),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= MAX_STATEMENTS) statements.clear();
        statement = handle.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

const notMadeByApi = (file: string) =>
  `${file} is not the api's database (it has none of its tables): check DATABASE_PATH`;

/** `BEGIN IMMEDIATE`: the write lock from the start, so no other process's writer interleaves. */
async function immediate<DB, T>(db: Db<DB>, work: (tx: Db<DB>) => Promise<T>): Promise<T> {
  // One connection: while it runs, the store's other queries wait for it.
  return db.connection().execute(async (connection) => {
    await sql`BEGIN IMMEDIATE`.execute(connection);
    try {
      const result = await work(connection);
      await sql`COMMIT`.execute(connection);
      return result;
    } catch (error) {
      await sql`ROLLBACK`.execute(connection);
      throw error;
    }
  });
}

function sqliteDialect(db: Db<Schema>, handle: PreparedOnce, file: string): StoreDialect {
  const transaction = <T>(work: (tx: Db<Schema>) => Promise<T>) => immediate(db, work);
  const run = <R>(query: CompiledQuery<R>) => handle.prepare(query.sql).all(query.parameters) as R[];
  // A lead's insert is compiled once: built and compiled by Kysely for every lead, it took a
  // quarter of the store's time per lead. Its parameters are the row's values in the order of
  // these columns, one each (every value is a plain one on SQLite).
  const leadColumns = [
    'id',
    'form_type',
    'email',
    'fields',
    'created_at',
    'idempotency_key',
    'body_hash',
    'spam',
  ] as const satisfies readonly (keyof LeadRow)[];
  // A taken idempotency key keeps its first lead.
  const insertLead = db
    .insertInto('leads')
    .values(Object.fromEntries(leadColumns.map((column) => [column, ''])) as LeadRow)
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .compile().sql;
  // One transaction for the group, so the leads share one fsync, run synchronously: awaiting
  // each of its statements through Kysely cost the store a tenth of its throughput. A lead per
  // statement: one statement for the group, with RETURNING, took twice as long in SQLite.
  const commitGroup = handle.transaction((rows: LeadRow[], queued: ReadonlySet<string>) => {
    const stored = new Set(
      rows
        .filter((row) => handle.prepare(insertLead).run(leadColumns.map((column) => row[column])).changes === 1)
        .map((row) => row.id),
    );
    const outbox = rows
      .filter((row) => stored.has(row.id) && queued.has(row.id))
      .map((row) => ({ lead_id: row.id, next_attempt_at: row.created_at }));
    if (outbox.length > 0) run(db.insertInto('outbox').values(outbox).returning('lead_id').compile());
    return stored;
  }).immediate;
  return {
    kind: 'sqlite',
    db,
    flag: (value) => (value ? 1 : 0),
    transaction,
    commitLeads: (rows, queued) =>
      // Holding the connection, so that no other transaction is open on it.
      db.connection().execute(async () => commitGroup(rows, queued)),
    // One connection, in an immediate transaction: no other worker claims at the same time.
    lockForClaim: (query) => query,
    utcDay: (column) => sql<string>`substr(${sql.ref(column)}, 1, 10)`,
    schema: {
      types: { time: 'text', flag: 'integer', json: 'text' },
      lockMigrations: async () => {},
      async consentRecordsAppendOnly(tx) {
        await sql`CREATE TRIGGER consent_records_append_only BEFORE UPDATE ON consent_records
          BEGIN SELECT RAISE(ABORT, 'consent records are append-only'); END`.execute(tx);
        // INSERT OR REPLACE (and REPLACE INTO) resolves a conflict by deleting the stored
        // record, which neither an update nor a delete trigger sees (SQLite fires delete
        // triggers for REPLACE only when recursive_triggers is on, a per-connection setting).
        // So an insert that meets a stored record's id, or its consent id and time, is refused
        // before it can replace it. Retention's DELETE is left alone.
        await sql`CREATE TRIGGER consent_records_no_replace BEFORE INSERT ON consent_records
          WHEN EXISTS (
            SELECT 1 FROM consent_records
            WHERE id = NEW.id OR (consent_id = NEW.consent_id AND given_at = NEW.given_at)
          )
          BEGIN SELECT RAISE(ABORT, 'consent records are append-only'); END`.execute(tx);
      },
      sharedState: false,
      async legacyVersion(tx) {
        const { rows } = await sql<{ user_version: number }>`PRAGMA user_version`.execute(tx);
        return rows[0]!.user_version || undefined;
      },
      async forgetLegacyVersion(tx) {
        await sql`PRAGMA user_version = 0`.execute(tx);
      },
      legacyLatest: 6,
      notMadeByApi: notMadeByApi(file),
    },
  };
}

export async function openSqliteStore(file: string, options: StoreOptions = {}): Promise<Store> {
  const { existingOnly = false } = options;
  if (existingOnly && !existsSync(file)) {
    throw new Error(`No database at ${file}: check DATABASE_PATH (the api creates it on its first start)`);
  }
  if (!existingOnly) {
    mkdirSync(path.dirname(file), { recursive: true });
    // Leads are personal data: the file is its owner's alone whatever the umask, and SQLite gives
    // its -wal and -shm files the mode of the database file.
    closeSync(openSync(file, 'a', 0o600));
  }
  const handle = new Database(file, { fileMustExist: existingOnly });
  // Before any pragma below writes to it.
  const versioned = handle.prepare("SELECT 1 FROM sqlite_master WHERE name = 'schema_migrations'").get();
  if (existingOnly && !versioned && handle.pragma('user_version', { simple: true }) === 0) {
    handle.close();
    throw new Error(notMadeByApi(file));
  }
  handle.pragma('journal_mode = WAL');
  handle.pragma('synchronous = FULL');
  // The CLI and the server may write at the same moment; wait for the lock rather than fail.
  handle.pragma('busy_timeout = 5000');
  // Off while migrating (better-sqlite3 turns them on by default): a migration that rebuilds a
  // table must not cascade its drop.
  handle.pragma('foreign_keys = OFF');
  const prepared = preparedOnce(handle);
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: prepared }) });
  const dialect = sqliteDialect(db, prepared, file);
  try {
    await migrate((work) => immediate(db, work), dialect.schema, options);
    const broken = handle.pragma('foreign_key_check') as unknown[];
    if (broken.length > 0) throw new Error(`Migration left ${broken.length} rows with a broken reference`);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  // Deleting a lead (retention, erasure requests) takes its outbox row with it.
  handle.pragma('foreign_keys = ON');
  return storeOn(dialect, options, {
    tokens: memoryTokenLedger(),
    rateLimit: null,
    close: () => db.destroy(),
  });
}
