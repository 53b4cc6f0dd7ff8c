/**
 * Opens the SQLite file and brings its schema up to date. WAL lets the CLI read while the
 * server writes; `synchronous = FULL` makes a commit survive a power cut, not only a crash,
 * because a 201 promises the lead is on disk.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { lowerCaseConsentIdsSql } from '../consents/consent-records';

export type Db = Database.Database;

/** Each entry moves the schema one version up; `PRAGMA user_version` records how far a file is. */
export const migrations = [
  `
  CREATE TABLE leads (
    id TEXT PRIMARY KEY,
    form_type TEXT NOT NULL,
    email TEXT NOT NULL,
    fields TEXT NOT NULL,
    created_at TEXT NOT NULL,
    idempotency_key TEXT NOT NULL UNIQUE,
    body_hash TEXT NOT NULL,
    spam INTEGER NOT NULL DEFAULT 0 CHECK (spam IN (0, 1))
  );
  CREATE INDEX leads_created_at ON leads (created_at);
  CREATE INDEX leads_email ON leads (email);

  -- One row per lead to forward to the CRM, written in the lead's transaction.
  CREATE TABLE outbox (
    lead_id TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    delivered_at TEXT,
    last_error TEXT
  );
  CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE delivered_at IS NULL;
  `,
  // The Idempotency-Key header became optional: a lead sent without one has no key. SQLite
  // cannot relax a column's constraint in place, so the table is rebuilt (its outbox rows stay:
  // foreign keys are off while migrations run).
  `
  CREATE TABLE leads_next (
    id TEXT PRIMARY KEY,
    form_type TEXT NOT NULL,
    email TEXT NOT NULL,
    fields TEXT NOT NULL,
    created_at TEXT NOT NULL,
    idempotency_key TEXT UNIQUE,
    body_hash TEXT NOT NULL,
    spam INTEGER NOT NULL DEFAULT 0 CHECK (spam IN (0, 1))
  );
  INSERT INTO leads_next SELECT id, form_type, email, fields, created_at, idempotency_key, body_hash, spam FROM leads;
  DROP TABLE leads;
  ALTER TABLE leads_next RENAME TO leads;
  CREATE INDEX leads_created_at ON leads (created_at);
  CREATE INDEX leads_email ON leads (email);
  `,
  // Consent records (api/src/consents/consent-records.ts): append-only proof of each cookie choice, one row
  // per consent id and time however often the browser resends it.
  `
  CREATE TABLE consent_records (
    id TEXT PRIMARY KEY,
    consent_id TEXT NOT NULL,
    given_at TEXT NOT NULL,
    analytics INTEGER NOT NULL CHECK (analytics IN (0, 1)),
    marketing INTEGER NOT NULL CHECK (marketing IN (0, 1)),
    version TEXT NOT NULL,
    source TEXT NOT NULL,
    gpc INTEGER NOT NULL CHECK (gpc IN (0, 1)),
    dnt INTEGER NOT NULL CHECK (dnt IN (0, 1)),
    path TEXT NOT NULL,
    received_at TEXT NOT NULL,
    UNIQUE (consent_id, given_at)
  );
  CREATE INDEX consent_records_given_at ON consent_records (given_at);
  CREATE INDEX consent_records_received_at ON consent_records (received_at);
  CREATE TRIGGER consent_records_append_only BEFORE UPDATE ON consent_records
  BEGIN
    SELECT RAISE(ABORT, 'consent records are append-only');
  END;
  `,
  // The outbox's rows are claimed by one worker at a time, for a lease (store/store.ts, OutboxRepository).
  `
  ALTER TABLE outbox ADD COLUMN claimed_until TEXT;
  `,
  // INSERT OR REPLACE (and REPLACE INTO) resolves a conflict by deleting the stored record, which
  // neither the update trigger nor a delete trigger sees (SQLite fires delete triggers for
  // REPLACE only when recursive_triggers is on, a per-connection setting). So an insert that
  // meets a stored record's id, or its consent id and time, is refused before it can replace it.
  // The store appends only after finding no such record; retention's DELETE is left alone.
  `
  CREATE TRIGGER consent_records_no_replace BEFORE INSERT ON consent_records
  WHEN EXISTS (
    SELECT 1 FROM consent_records
    WHERE id = NEW.id OR (consent_id = NEW.consent_id AND given_at = NEW.given_at)
  )
  BEGIN
    SELECT RAISE(ABORT, 'consent records are append-only');
  END;
  `,
  // Consent ids lower-cased (consent-records.ts says how two spellings of one id and time are kept).
  `
  DROP TRIGGER consent_records_append_only;
  ${lowerCaseConsentIdsSql}
  CREATE TRIGGER consent_records_append_only BEFORE UPDATE ON consent_records
  BEGIN
    SELECT RAISE(ABORT, 'consent records are append-only');
  END;
  `,
];

/** `existingOnly`: refuse a file that is missing or holds no api schema, and create nothing (store.ts). */
export function openDatabase(file: string, { existingOnly = false } = {}): Db {
  if (existingOnly && !existsSync(file)) {
    throw new Error(`No database at ${file}: check DATABASE_PATH (the api creates it on its first start)`);
  }
  if (!existingOnly) mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, { fileMustExist: existingOnly });
  // Before any pragma below writes to it.
  if (existingOnly && db.pragma('user_version', { simple: true }) === 0) {
    db.close();
    throw new Error(`${file} is not the api's database (it has none of its tables): check DATABASE_PATH`);
  }
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  // The CLI and the server may write at the same moment; wait for the lock rather than fail.
  db.pragma('busy_timeout = 5000');
  // Off while migrating (better-sqlite3 turns them on by default): a migration that rebuilds a
  // table must not cascade its drop.
  db.pragma('foreign_keys = OFF');
  migrate(db);
  // Deleting a lead (retention, erasure requests) takes its outbox row with it.
  db.pragma('foreign_keys = ON');
  return db;
}

function migrate(db: Db): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > migrations.length) {
    throw new Error(`Database schema version ${version} is newer than this api (${migrations.length})`);
  }
  db.transaction(() => {
    migrations.slice(version).forEach((sql) => db.exec(sql));
    const broken = db.pragma('foreign_key_check') as unknown[];
    if (broken.length > 0) throw new Error(`Migration left ${broken.length} rows with a broken reference`);
    db.pragma(`user_version = ${migrations.length}`);
  }).immediate();
}
