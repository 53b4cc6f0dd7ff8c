/**
 * The schemas the releases before the one migration list (store/migrations.ts) made, frozen as
 * they shipped on 2026-11-25 (SQLite `user_version` 1–6, PostgreSQL `schema_version` 1–3): the
 * upgrade tests build a database of that release with them and open it with today's store.
 */

/**
 * The migration (one per store) that lower-cases stored consent ids, as the schema now does on
 * receipt, so a resend finds its record. Where one consent id and time was stored in two
 * spellings, only one can take it (the one already in lower case, else the first received); the
 * other keeps its spelling, and a history looks ids up lower-cased, so it shows both. Nothing is
 * deleted or merged. Run with the append-only update trigger off.
 */
const lowerCaseConsentIdsSql = `
  UPDATE consent_records SET consent_id = lower(consent_id)
  WHERE consent_id <> lower(consent_id) AND id IN (
    SELECT id FROM (
      SELECT id, row_number() OVER (
        PARTITION BY lower(consent_id), given_at
        ORDER BY consent_id = lower(consent_id) DESC, received_at, id
      ) AS rank
      FROM consent_records
    ) ranked WHERE rank = 1
  );
  CREATE INDEX consent_records_consent_id ON consent_records (lower(consent_id));
`;

/** SQLite: each entry one `user_version` up. */
export const sqliteMigrations = [
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

/** PostgreSQL: each entry one `schema_version` up. */
export const pgMigrations = [
  `
  CREATE TABLE leads (
    id text PRIMARY KEY,
    form_type text NOT NULL,
    email text NOT NULL,
    -- json, not jsonb: the form's field order is kept, as the CLI's exports list fields in it.
    fields json NOT NULL,
    created_at timestamptz NOT NULL,
    idempotency_key text UNIQUE,
    body_hash text NOT NULL,
    spam boolean NOT NULL DEFAULT false
  );
  CREATE INDEX leads_created_at ON leads (created_at, id);
  CREATE INDEX leads_email ON leads (email);

  -- One row per lead to forward to the CRM, written in the lead's statement.
  CREATE TABLE outbox (
    lead_id text PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL,
    claimed_until timestamptz,
    delivered_at timestamptz,
    last_error text
  );
  CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE delivered_at IS NULL;

  CREATE TABLE used_tokens (
    token text PRIMARY KEY,
    used_at timestamptz NOT NULL DEFAULT now()
  );

  -- One row per client and route while its window lasts: the hits of its current fixed window.
  -- The key is a hash: no IP address is stored, and rows past their window are deleted.
  CREATE TABLE rate_limits (
    key_hash text PRIMARY KEY,
    window_start bigint NOT NULL,
    window_end bigint NOT NULL,
    hits integer NOT NULL
  );
  CREATE INDEX rate_limits_window_end ON rate_limits (window_end);
  `,
  // Consent records (consent-records.ts): append-only proof of each cookie choice, one row per
  // consent id and time however often the browser resends it.
  `
  CREATE TABLE consent_records (
    id text PRIMARY KEY,
    consent_id text NOT NULL,
    given_at timestamptz NOT NULL,
    analytics boolean NOT NULL,
    marketing boolean NOT NULL,
    version text NOT NULL,
    source text NOT NULL,
    gpc boolean NOT NULL,
    dnt boolean NOT NULL,
    path text NOT NULL,
    received_at timestamptz NOT NULL,
    UNIQUE (consent_id, given_at)
  );
  CREATE INDEX consent_records_given_at ON consent_records (given_at);
  CREATE INDEX consent_records_received_at ON consent_records (received_at);
  CREATE FUNCTION consent_records_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'consent records are append-only';
  END $$;
  CREATE TRIGGER consent_records_append_only BEFORE UPDATE ON consent_records
    FOR EACH ROW EXECUTE FUNCTION consent_records_append_only();
  `,
  // Consent ids lower-cased, as on SQLite (consent-records.ts). The column stays text: a uuid
  // column could not keep both spellings of one id and time.
  `
  ALTER TABLE consent_records DISABLE TRIGGER consent_records_append_only;
  ${lowerCaseConsentIdsSql}
  ALTER TABLE consent_records ENABLE TRIGGER consent_records_append_only;
  `,
];
