/**
 * The shared store: PostgreSQL (`DATABASE_URL=postgres://…`), for any number of api instances.
 * Everything that must hold across instances lives here: leads and their outbox rows, the
 * idempotency keys (the leads' unique column), the consent records, the used development
 * tokens, the rate-limit counters, and the outbox's claims. A lead and its outbox row are written by one statement,
 * committed before its 201.
 */
import { createHash, randomUUID } from 'node:crypto';
import postgres from 'postgres';
import {
  lowerCaseConsentIdsSql,
  type ConsentDayStats,
  type ConsentRange,
  type ConsentRecord,
  type ConsentRepository,
  type StoredConsentRecord,
} from '../consents/consent-records';
import {
  StoreUnavailableError,
  type InsertResult,
  type LeadRepository,
  type NewLead,
  type OutboxRepository,
  type RateLimitCounter,
  type Store,
  type StoreOptions,
  type TokenLedger,
} from './store';

type Sql = postgres.Sql;

/** Each entry moves the schema one version up; `schema_version` records how far a database is. */
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

/** Any constant of our own: every instance takes this lock before migrating, so one migrates. */
const MIGRATION_LOCK = 0x76657269;

/** `existingOnly`: refuse a database the api has not made (store.ts) rather than create its tables. */
export async function migratePg(sql: Sql, { existingOnly = false } = {}): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`;
    if (existingOnly) {
      const [made] = await tx<{ found: boolean }[]>`SELECT to_regclass('schema_version') IS NOT NULL AS found`;
      if (!made?.found) {
        throw new Error(
          "it has none of the api's tables; check DATABASE_URL (the api creates them on its first start)",
        );
      }
    }
    await tx`CREATE TABLE IF NOT EXISTS schema_version (version integer NOT NULL)`;
    const [row] = await tx<{ version: number }[]>`SELECT version FROM schema_version`;
    const version = row?.version ?? 0;
    if (version > pgMigrations.length) {
      throw new Error(`Database schema version ${version} is newer than this api (${pgMigrations.length})`);
    }
    for (const migration of pgMigrations.slice(version)) await tx.unsafe(migration);
    if (row) await tx`UPDATE schema_version SET version = ${pgMigrations.length}`;
    else await tx`INSERT INTO schema_version (version) VALUES (${pgMigrations.length})`;
  });
}

interface PendingLead {
  lead: NewLead;
  id: string;
  createdAt: Date;
  resolve: (result: InsertResult) => void;
  reject: (error: unknown) => void;
}

interface LeadRow {
  id: string;
  form_type: string;
  email: string;
  fields: Record<string, unknown>;
  created_at: Date;
  spam: boolean;
  idempotency_key: string | null;
  body_hash: string;
}

function toLead(row: LeadRow) {
  return {
    id: row.id,
    formType: row.form_type,
    email: row.email,
    fields: row.fields,
    createdAt: row.created_at.toISOString(),
    spam: row.spam,
  };
}

function createPgLeads(sql: Sql, { now = () => new Date(), newId = randomUUID }: StoreOptions): LeadRepository {
  const byKey = async (key: string) =>
    (
      await sql<{ id: string; bodyHash: string }[]>`
      SELECT id, body_hash AS "bodyHash" FROM leads WHERE idempotency_key = ${key}`
    )[0];

  /**
   * Group commit: the leads submitted during one turn of the event loop are written by one
   * statement, so they cost one round trip and one commit; each is answered once it is committed.
   */
  const pending: PendingLead[] = [];
  async function insertGroup(group: PendingLead[]): Promise<void> {
    const column = (pick: (item: PendingLead) => string | boolean | null) => sql.array(group.map(pick));
    let stored: Set<string>;
    try {
      // Fields go as text cast to json, which keeps them as sent: their order, and any \u0000.
      const rows = await sql<{ id: string }[]>`
        WITH input AS (
          SELECT * FROM unnest(
            ${column((item) => item.id)}::text[],
            ${column((item) => item.lead.formType)}::text[],
            ${column((item) => item.lead.email.toLowerCase())}::text[],
            ${column((item) => JSON.stringify(item.lead.fields))}::text[],
            ${column((item) => item.createdAt.toISOString())}::text[],
            ${column((item) => item.lead.idempotencyKey)}::text[],
            ${column((item) => item.lead.bodyHash)}::text[],
            ${column((item) => item.lead.spam)}::boolean[],
            -- Spam is kept only so that every 201 is on disk; it never leaves the building.
            ${column((item) => item.lead.forward && !item.lead.spam)}::boolean[]
          ) AS t(id, form_type, email, fields, created_at, idempotency_key, body_hash, spam, queue)
        ), lead AS (
          INSERT INTO leads (id, form_type, email, fields, created_at, idempotency_key, body_hash, spam)
          SELECT id, form_type, email, fields::json, created_at::timestamptz, idempotency_key, body_hash, spam
          FROM input
          ON CONFLICT (idempotency_key) DO NOTHING
          RETURNING id, created_at
        ), queued AS (
          INSERT INTO outbox (lead_id, next_attempt_at)
          SELECT lead.id, lead.created_at FROM lead JOIN input ON input.id = lead.id WHERE input.queue
        )
        SELECT id FROM lead`;
      stored = new Set(rows.map((row) => row.id));
    } catch (error) {
      for (const item of group) item.reject(error);
      return;
    }
    for (const { lead, id, createdAt, resolve, reject } of group) {
      if (stored.has(id)) {
        resolve({ stored: true, id, createdAt: createdAt.toISOString() });
        continue;
      }
      // Another request (in this group or on any instance) stored this key first: its row wins.
      try {
        const existing = lead.idempotencyKey === null ? undefined : await byKey(lead.idempotencyKey);
        if (!existing) throw new Error('Lead neither stored nor found under its idempotency key');
        resolve({ stored: false, existing });
      } catch (error) {
        reject(error);
      }
    }
  }

  return {
    findByIdempotencyKey: byKey,

    insert(lead): Promise<InsertResult> {
      return new Promise((resolve, reject) => {
        pending.push({ lead, id: newId(), createdAt: now(), resolve, reject });
        if (pending.length === 1) setImmediate(() => void insertGroup(pending.splice(0)));
      });
    },

    async get(id) {
      const [row] = await sql<LeadRow[]>`SELECT * FROM leads WHERE id = ${id}`;
      return row && { ...toLead(row), idempotencyKey: row.idempotency_key, bodyHash: row.body_hash };
    },

    async count() {
      const [row] = await sql<{ n: number }[]>`SELECT COUNT(*)::integer AS n FROM leads`;
      return row!.n;
    },

    async list(filter = {}) {
      const rows = await sql<LeadRow[]>`
        SELECT * FROM leads WHERE NOT spam
        ${filter.createdFrom ? sql`AND created_at >= ${new Date(filter.createdFrom)}` : sql``}
        ${filter.createdBefore ? sql`AND created_at < ${new Date(filter.createdBefore)}` : sql``}
        ${filter.formType ? sql`AND form_type = ${filter.formType}` : sql``}
        ORDER BY created_at, id`;
      return rows.map(toLead);
    },

    async deleteByEmail(email) {
      return (await sql`DELETE FROM leads WHERE email = ${email.trim().toLowerCase()}`).count;
    },

    async deleteCreatedBefore(cutoff) {
      return (await sql`DELETE FROM leads WHERE created_at < ${cutoff}`).count;
    },
  };
}

function createPgOutbox(sql: Sql): OutboxRepository {
  const iso = (date: Date | null) => date && date.toISOString();
  return {
    async claimNext(now, leaseUntil) {
      // SKIP LOCKED: two workers claiming at the same moment take two different leads.
      const [row] = await sql<
        { leadId: string; attempts: number; formType: string; fields: Record<string, unknown>; createdAt: Date }[]
      >`
        UPDATE outbox o SET claimed_until = ${leaseUntil}
        FROM leads l
        WHERE l.id = o.lead_id AND o.lead_id = (
          SELECT p.lead_id FROM outbox p JOIN leads pl ON pl.id = p.lead_id
          WHERE p.delivered_at IS NULL AND p.next_attempt_at <= ${now}
            AND (p.claimed_until IS NULL OR p.claimed_until <= ${now})
          ORDER BY pl.created_at, pl.id LIMIT 1
          FOR UPDATE OF p SKIP LOCKED)
        RETURNING o.lead_id AS "leadId", o.attempts, l.form_type AS "formType", l.fields, l.created_at AS "createdAt"`;
      return (
        row && {
          ...row,
          createdAt: row.createdAt.toISOString(),
        }
      );
    },
    async delivered(leadId, at) {
      await sql`
        UPDATE outbox SET attempts = attempts + 1, delivered_at = ${at}, claimed_until = NULL
        WHERE lead_id = ${leadId}`;
    },
    async failed(leadId, error, retryAt) {
      await sql`
        UPDATE outbox SET attempts = attempts + 1, last_error = ${error}, claimed_until = NULL,
          next_attempt_at = COALESCE(${retryAt ?? null}::timestamptz, next_attempt_at)
        WHERE lead_id = ${leadId}`;
    },
    async nextDueAt() {
      const [row] = await sql<{ at: Date | null }[]>`
        SELECT MIN(GREATEST(next_attempt_at, claimed_until)) AS at FROM outbox WHERE delivered_at IS NULL`;
      return row?.at ?? undefined;
    },
    async entries() {
      const rows = await sql<
        { leadId: string; attempts: number; nextAttemptAt: Date; deliveredAt: Date | null; lastError: string | null }[]
      >`
        SELECT o.lead_id AS "leadId", o.attempts, o.next_attempt_at AS "nextAttemptAt",
          o.delivered_at AS "deliveredAt", o.last_error AS "lastError"
        FROM outbox o JOIN leads l ON l.id = o.lead_id ORDER BY l.created_at, l.id`;
      return rows.map((row) => ({
        ...row,
        nextAttemptAt: row.nextAttemptAt.toISOString(),
        deliveredAt: iso(row.deliveredAt),
      }));
    },
  };
}

function createPgTokens(sql: Sql): TokenLedger {
  return {
    async spend(token) {
      const rows = await sql`INSERT INTO used_tokens (token) VALUES (${token}) ON CONFLICT DO NOTHING RETURNING 1`;
      return rows.length === 1;
    },
  };
}

/** Hits between two sweeps of the windows that have ended. */
const SWEEP_EVERY = 1000;

function createPgRateLimit(sql: Sql): RateLimitCounter {
  let hits = 0;
  return {
    async hit(key, windowMs) {
      // Now and then, rows of windows that have ended go: the table holds only current windows.
      if ((hits += 1) % SWEEP_EVERY === 0) {
        await sql`DELETE FROM rate_limits WHERE window_end < (extract(epoch FROM clock_timestamp()) * 1000)::bigint`;
      }
      // The database's clock, so every instance agrees on where a window starts.
      const [row] = await sql<{ hits: number; ttl: string }[]>`
        WITH clock AS (SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS ms)
        INSERT INTO rate_limits AS r (key_hash, window_start, window_end, hits)
        SELECT ${createHash('sha256').update(key).digest('hex')}, ms - ms % ${windowMs}::bigint,
          ms - ms % ${windowMs}::bigint + ${windowMs}::bigint, 1
        FROM clock
        ON CONFLICT (key_hash) DO UPDATE SET
          hits = CASE WHEN excluded.window_start > r.window_start THEN 1 ELSE r.hits + 1 END,
          window_start = GREATEST(excluded.window_start, r.window_start),
          window_end = GREATEST(excluded.window_end, r.window_end)
        RETURNING hits, window_end - (SELECT ms FROM clock) AS ttl`;
      return { count: row!.hits, ttlMs: Math.max(0, Number(row!.ttl)) };
    },
  };
}

interface ConsentRow {
  id: string;
  consent_id: string;
  given_at: Date;
  analytics: boolean;
  marketing: boolean;
  version: string;
  source: ConsentRecord['source'];
  gpc: boolean;
  dnt: boolean;
  path: string;
  received_at: Date;
}

function toConsentRecord(row: ConsentRow): StoredConsentRecord {
  return {
    id: row.id,
    consentId: row.consent_id,
    analytics: row.analytics,
    marketing: row.marketing,
    version: row.version,
    givenAt: row.given_at.toISOString(),
    source: row.source,
    gpc: row.gpc,
    dnt: row.dnt,
    path: row.path,
    receivedAt: row.received_at.toISOString(),
  };
}

function createPgConsents(sql: Sql, { now = () => new Date(), newId = randomUUID }: StoreOptions): ConsentRepository {
  const inRange = ({ from, before }: ConsentRange) =>
    sql`${from ? sql`AND given_at >= ${new Date(from)}` : sql``} ${before ? sql`AND given_at < ${new Date(before)}` : sql``}`;
  return {
    async append(record) {
      const givenAt = new Date(record.givenAt);
      const id = newId();
      const inserted = await sql`
        INSERT INTO consent_records
          (id, consent_id, given_at, analytics, marketing, version, source, gpc, dnt, path, received_at)
        VALUES (${id}, ${record.consentId}, ${givenAt}, ${record.analytics}, ${record.marketing}, ${record.version},
          ${record.source}, ${record.gpc}, ${record.dnt}, ${record.path}, ${now()})
        ON CONFLICT (consent_id, given_at) DO NOTHING
        RETURNING id`;
      if (inserted.length === 1) return { id, stored: true };
      const [existing] = await sql<{ id: string }[]>`
        SELECT id FROM consent_records WHERE consent_id = ${record.consentId} AND given_at = ${givenAt}`;
      return { id: existing!.id, stored: false };
    },

    async history(consentId) {
      const rows = await sql<ConsentRow[]>`
        SELECT * FROM consent_records WHERE lower(consent_id) = ${consentId} ORDER BY given_at, received_at`;
      return rows.map(toConsentRecord);
    },

    async export(range) {
      const rows = await sql<ConsentRow[]>`
        SELECT * FROM consent_records WHERE true ${inRange(range)} ORDER BY given_at, id`;
      return rows.map(toConsentRecord);
    },

    async dailyStats(range) {
      return sql<ConsentDayStats[]>`
        SELECT to_char(given_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS total,
          (count(*) FILTER (WHERE analytics AND marketing))::int AS accepted,
          (count(*) FILTER (WHERE NOT analytics AND NOT marketing))::int AS rejected,
          (count(*) FILTER (WHERE analytics <> marketing))::int AS custom
        FROM consent_records WHERE true ${inRange(range)}
        GROUP BY day ORDER BY day`;
    },

    async deleteReceivedBefore(cutoff) {
      const deleted = await sql`DELETE FROM consent_records WHERE received_at < ${cutoff}`;
      return deleted.count;
    },
  };
}

/**
 * The database is down, unreachable or refusing work, as opposed to refusing one statement:
 * the socket's errors (refused, reset, unreachable), the driver's (a connection closed or timed
 * out), and SQLSTATE classes 08 (connection), 53 (insufficient resources) and 57P (shut down,
 * starting up).
 */
function isOutage(error: unknown): boolean {
  if (error instanceof postgres.PostgresError) return /^(08|53|57P)/.test(error.code);
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(CONNECT|ECONN|EHOST|ENET|ETIMEDOUT|ENOTFOUND|EPIPE|EAI_AGAIN)/.test(code);
}

type Circuit = <T>(call: () => Promise<T>) => Promise<T>;

/**
 * Fail fast while the database is away. Without it every request waited on connection attempts
 * of its own, spaced by the driver's growing backoff: under load, requests were held 5 to 21 s,
 * and the first 201 after the database came back took as long. Once a call finds the database
 * out, one call at a time tries it (a connection attempt, refused at once or cut off by the
 * connect timeout) and every other call is answered 503 at once; the first call that gets an
 * answer lets every call through again, so recovery is the first request after the database is back.
 */
function createCircuit(): Circuit {
  let out = false;
  let trying = false;
  return async (call) => {
    if (out && trying) throw new StoreUnavailableError('PostgreSQL is unreachable; another request is trying it');
    const trial = out;
    if (trial) trying = true;
    try {
      const result = await call();
      out = false;
      return result;
    } catch (error) {
      if (isOutage(error)) out = true;
      throw error;
    } finally {
      if (trial) trying = false;
    }
  };
}

/** The repository with every method run through the circuit. */
function guarded<T extends object>(circuit: Circuit, repository: T): T {
  return Object.fromEntries(
    Object.entries(repository).map(([name, method]: [string, (...args: unknown[]) => Promise<unknown>]) => [
      name,
      (...args: unknown[]) => circuit(() => method(...args)),
    ]),
  ) as T;
}

/** The URL without its password, for messages. */
function describe(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/** Connects and migrates; a database that cannot be reached or used stops here, with one message. */
export async function openPgStore(url: string, options: StoreOptions = {}): Promise<Store> {
  const sql = postgres(url, {
    // Per instance: as many as the benchmark's concurrent connections, and PostgreSQL's group
    // commit flushes their commits together.
    max: 10,
    // A reachable database answers a connection in milliseconds: an attempt that takes longer
    // is an outage, and the requests waiting on it are answered 503.
    connect_timeout: 2,
    // The driver's default spaces reconnections by up to 20 s, growing with every failure, and
    // a query waits out its connection's delay; the circuit (createCircuit) limits attempts instead.
    backoff: () => 0.1,
    onnotice: () => {},
    // A 201 promises the lead is on disk, whatever the server's default.
    connection: { synchronous_commit: 'on', application_name: 'veritenant-api' },
  });
  try {
    await migratePg(sql, options);
  } catch (error) {
    await sql.end({ timeout: 1 });
    const message = error instanceof Error ? error.message : String(error);
    throw new StoreUnavailableError(`Cannot use the PostgreSQL store at ${describe(url)}: ${message}`);
  }
  const circuit = createCircuit();
  return {
    kind: 'postgres',
    leads: guarded(circuit, createPgLeads(sql, options)),
    outbox: guarded(circuit, createPgOutbox(sql)),
    consents: guarded(circuit, createPgConsents(sql, options)),
    tokens: guarded(circuit, createPgTokens(sql)),
    rateLimit: guarded(circuit, createPgRateLimit(sql)),
    ping: () =>
      circuit(async () => {
        await sql`SELECT 1`;
      }),
    async close() {
      // Called once requests and the worker have stopped, so nothing legitimate is pending; a
      // connection the server dropped earlier may never finish ending, so it is not waited for.
      await sql.end({ timeout: 1 });
    },
  };
}
