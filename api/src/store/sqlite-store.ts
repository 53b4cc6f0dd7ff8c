/**
 * The embedded store: one SQLite file (db.ts opens and migrates it), for one api instance. The
 * used development tokens and the rate-limit counters stay in the process's memory, as one
 * process is all that shares them.
 */
import { randomUUID } from 'node:crypto';
import type {
  AppendResult,
  ConsentDayStats,
  ConsentRange,
  ConsentRecord,
  ConsentRepository,
  StoredConsentRecord,
} from '../consents/consent-records';
import { openDatabase, type Db } from './db';
import type {
  InsertResult,
  Lead,
  LeadFilter,
  LeadRepository,
  NewLead,
  OutboxEntry,
  OutboxJob,
  OutboxRepository,
  Store,
  StoredAttempt,
  StoredLead,
  StoreOptions,
  TokenLedger,
} from './store';

interface LeadRow {
  id: string;
  form_type: string;
  email: string;
  fields: string;
  created_at: string;
  spam: number;
  idempotency_key: string | null;
  body_hash: string;
}

function toLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    formType: row.form_type,
    email: row.email,
    fields: JSON.parse(row.fields) as Record<string, unknown>,
    createdAt: row.created_at,
    spam: row.spam === 1,
    idempotencyKey: row.idempotency_key,
    bodyHash: row.body_hash,
  };
}

interface PendingInsert {
  lead: NewLead;
  id: string;
  createdAt: string;
  resolve: (result: InsertResult) => void;
  reject: (error: unknown) => void;
}

/** Checked by shape: under jest, better-sqlite3's errors come from another realm than `Error`. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function createSqliteLeads(
  db: Db,
  { now = () => new Date(), newId = randomUUID }: StoreOptions = {},
): LeadRepository {
  const insertLead = db.prepare(
    `INSERT INTO leads (id, form_type, email, fields, created_at, idempotency_key, body_hash, spam)
     VALUES (@id, @formType, @email, @fields, @createdAt, @idempotencyKey, @bodyHash, @spam)`,
  );
  const insertOutbox = db.prepare('INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)');
  const byKey = db.prepare<[string], StoredAttempt>(
    'SELECT id, body_hash AS bodyHash FROM leads WHERE idempotency_key = ?',
  );
  const byId = db.prepare<[string], LeadRow>('SELECT * FROM leads WHERE id = ?');
  const countAll = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM leads');
  const deleteEmail = db.prepare('DELETE FROM leads WHERE email = ?');
  const deleteBefore = db.prepare('DELETE FROM leads WHERE created_at < ?');

  const insertBoth = db.transaction((lead: NewLead, id: string, createdAt: string) => {
    insertLead.run({
      id,
      formType: lead.formType,
      email: lead.email.toLowerCase(),
      fields: JSON.stringify(lead.fields),
      createdAt,
      idempotencyKey: lead.idempotencyKey,
      bodyHash: lead.bodyHash,
      spam: lead.spam ? 1 : 0,
    });
    // Spam is kept only so that every 201 is on disk; it never leaves the building.
    if (lead.forward && !lead.spam) insertOutbox.run(id, createdAt);
  });

  /** One lead's outcome inside the group's transaction: stored, or the attempt its key already has. */
  function insertOne({ lead, id, createdAt }: PendingInsert): InsertResult {
    try {
      // Nested in the group's transaction: a savepoint, so one lead's failure undoes only its rows.
      insertBoth(lead, id, createdAt);
      return { stored: true, id, createdAt };
    } catch (error) {
      // Two requests with one key raced past the lookup: the first one's row wins.
      const existing =
        lead.idempotencyKey !== null && isUniqueViolation(error) ? byKey.get(lead.idempotencyKey) : undefined;
      if (existing) return { stored: false, existing };
      throw error;
    }
  }

  /**
   * Group commit: the leads submitted during one turn of the event loop are written in one
   * transaction, so they share one fsync instead of paying one each; each is answered once that
   * transaction is on disk.
   */
  const pending: PendingInsert[] = [];
  const commitGroup = db.transaction((group: PendingInsert[]) =>
    group.map((item) => {
      try {
        return { ok: true as const, result: insertOne(item) };
      } catch (error) {
        return { ok: false as const, error };
      }
    }),
  );
  function commitPending(): void {
    const group = pending.splice(0);
    let outcomes: ReturnType<typeof commitGroup>;
    try {
      outcomes = commitGroup.immediate(group);
    } catch (error) {
      for (const item of group) item.reject(error);
      return;
    }
    outcomes.forEach((outcome, index) =>
      outcome.ok ? group[index]!.resolve(outcome.result) : group[index]!.reject(outcome.error),
    );
  }

  return {
    async findByIdempotencyKey(key) {
      return byKey.get(key);
    },

    insert(lead): Promise<InsertResult> {
      return new Promise((resolve, reject) => {
        pending.push({ lead, id: newId(), createdAt: now().toISOString(), resolve, reject });
        if (pending.length === 1) setImmediate(commitPending);
      });
    },

    async get(id) {
      const row = byId.get(id);
      return row && toLead(row);
    },

    async count() {
      return countAll.get()!.n;
    },

    async list(filter: LeadFilter = {}): Promise<Lead[]> {
      const clauses = ['spam = 0'];
      const params: string[] = [];
      if (filter.createdFrom) {
        clauses.push('created_at >= ?');
        params.push(filter.createdFrom);
      }
      if (filter.createdBefore) {
        clauses.push('created_at < ?');
        params.push(filter.createdBefore);
      }
      if (filter.formType) {
        clauses.push('form_type = ?');
        params.push(filter.formType);
      }
      const sql = `SELECT * FROM leads WHERE ${clauses.join(' AND ')} ORDER BY created_at, id`;
      return db
        .prepare<string[], LeadRow>(sql)
        .all(...params)
        .map((row) => {
          const { idempotencyKey: _key, bodyHash: _hash, ...lead } = toLead(row);
          return lead;
        });
    },

    async deleteByEmail(email) {
      return deleteEmail.run(email.trim().toLowerCase()).changes;
    },

    async deleteCreatedBefore(cutoff) {
      return deleteBefore.run(cutoff.toISOString()).changes;
    },
  };
}

interface JobRow {
  leadId: string;
  attempts: number;
  formType: string;
  fields: string;
  createdAt: string;
}

export function createSqliteOutbox(db: Db): OutboxRepository {
  const claim = db.prepare<[string, string, string], { leadId: string }>(
    `UPDATE outbox SET claimed_until = ?
     WHERE lead_id = (
       SELECT o.lead_id FROM outbox o JOIN leads l ON l.id = o.lead_id
       WHERE o.delivered_at IS NULL AND o.next_attempt_at <= ? AND (o.claimed_until IS NULL OR o.claimed_until <= ?)
       ORDER BY l.created_at, l.id LIMIT 1)
     RETURNING lead_id AS leadId`,
  );
  const job = db.prepare<[string], JobRow>(
    `SELECT o.lead_id AS leadId, o.attempts, l.form_type AS formType, l.fields, l.created_at AS createdAt
     FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE o.lead_id = ?`,
  );
  const claimNext = db.transaction((now: string, leaseUntil: string) => {
    const claimed = claim.get(leaseUntil, now, now);
    return claimed && job.get(claimed.leadId);
  });
  const delivered = db.prepare(
    'UPDATE outbox SET attempts = attempts + 1, delivered_at = ?, claimed_until = NULL WHERE lead_id = ?',
  );
  const failed = db.prepare(
    `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = COALESCE(?, next_attempt_at), last_error = ?,
     claimed_until = NULL WHERE lead_id = ?`,
  );
  const nextDue = db.prepare<[], { at: string | null }>(
    `SELECT MIN(MAX(next_attempt_at, COALESCE(claimed_until, next_attempt_at))) AS at
     FROM outbox WHERE delivered_at IS NULL`,
  );
  const entries = db.prepare<[], OutboxEntry>(
    `SELECT o.lead_id AS leadId, o.attempts, o.next_attempt_at AS nextAttemptAt, o.delivered_at AS deliveredAt,
     o.last_error AS lastError FROM outbox o JOIN leads l ON l.id = o.lead_id ORDER BY l.created_at, l.id`,
  );

  return {
    async claimNext(now, leaseUntil): Promise<OutboxJob | undefined> {
      const row = claimNext.immediate(now.toISOString(), leaseUntil.toISOString());
      return row && { ...row, fields: JSON.parse(row.fields) as Record<string, unknown> };
    },
    async delivered(leadId, at) {
      delivered.run(at.toISOString(), leadId);
    },
    async failed(leadId, error, retryAt) {
      failed.run(retryAt?.toISOString() ?? null, error, leadId);
    },
    async nextDueAt() {
      const at = nextDue.get()?.at;
      return at ? new Date(at) : undefined;
    },
    async entries() {
      return entries.all();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Consent records (consent-records.ts)
// ---------------------------------------------------------------------------------------------

interface ConsentRow {
  id: string;
  consent_id: string;
  given_at: string;
  analytics: number;
  marketing: number;
  version: string;
  source: ConsentRecord['source'];
  gpc: number;
  dnt: number;
  path: string;
  received_at: string;
}

const CONSENT_COLUMNS = 'id, consent_id, given_at, analytics, marketing, version, source, gpc, dnt, path, received_at';

function toConsentRecord(row: ConsentRow): StoredConsentRecord {
  return {
    id: row.id,
    consentId: row.consent_id,
    analytics: row.analytics === 1,
    marketing: row.marketing === 1,
    version: row.version,
    givenAt: row.given_at,
    source: row.source,
    gpc: row.gpc === 1,
    dnt: row.dnt === 1,
    path: row.path,
    receivedAt: row.received_at,
  };
}

function consentRangeClause(range: ConsentRange): { where: string; params: string[] } {
  const clauses: string[] = [];
  const params: string[] = [];
  if (range.from) {
    clauses.push('given_at >= ?');
    params.push(range.from);
  }
  if (range.before) {
    clauses.push('given_at < ?');
    params.push(range.before);
  }
  return { where: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

export function createSqliteConsents(
  db: Db,
  { now = () => new Date(), newId = randomUUID }: StoreOptions = {},
): ConsentRepository {
  const insert = db.prepare(
    `INSERT INTO consent_records (${CONSENT_COLUMNS})
     VALUES (@id, @consentId, @givenAt, @analytics, @marketing, @version, @source, @gpc, @dnt, @path, @receivedAt)`,
  );
  const existing = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM consent_records WHERE consent_id = ? AND given_at = ?',
  );
  // Looked up first: the table refuses any insert that meets a stored record (db.ts), even one
  // an ON CONFLICT clause would have skipped.
  type Row = Record<string, unknown> & { id: string; consentId: string; givenAt: string };
  const appendOnce = db.transaction((row: Row): AppendResult => {
    const found = existing.get(row.consentId, row.givenAt);
    if (found) return { id: found.id, stored: false };
    insert.run(row);
    return { id: row.id, stored: true };
  });
  const byConsentId = db.prepare<[string], ConsentRow>(
    `SELECT ${CONSENT_COLUMNS} FROM consent_records WHERE lower(consent_id) = ? ORDER BY given_at, received_at`,
  );
  const deleteBefore = db.prepare('DELETE FROM consent_records WHERE received_at < ?');

  return {
    async append(record) {
      // One spelling per instant, so the same time sent as `…:00Z` and `…:00.000Z` is one record.
      const givenAt = new Date(record.givenAt).toISOString();
      return appendOnce.immediate({
        ...record,
        id: newId(),
        givenAt,
        analytics: record.analytics ? 1 : 0,
        marketing: record.marketing ? 1 : 0,
        gpc: record.gpc ? 1 : 0,
        dnt: record.dnt ? 1 : 0,
        receivedAt: now().toISOString(),
      });
    },

    async history(consentId) {
      return byConsentId.all(consentId).map(toConsentRecord);
    },

    async export(range) {
      const { where, params } = consentRangeClause(range);
      return db
        .prepare<string[], ConsentRow>(`SELECT ${CONSENT_COLUMNS} FROM consent_records ${where} ORDER BY given_at, id`)
        .all(...params)
        .map(toConsentRecord);
    },

    async dailyStats(range) {
      const { where, params } = consentRangeClause(range);
      return db
        .prepare<string[], ConsentDayStats>(
          `SELECT substr(given_at, 1, 10) AS day, COUNT(*) AS total,
                  SUM(analytics = 1 AND marketing = 1) AS accepted,
                  SUM(analytics = 0 AND marketing = 0) AS rejected,
                  SUM(analytics <> marketing) AS custom
           FROM consent_records ${where} GROUP BY day ORDER BY day`,
        )
        .all(...params);
    },

    async deleteReceivedBefore(cutoff) {
      return deleteBefore.run(cutoff.toISOString()).changes;
    },
  };
}

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

export function openSqliteStore(file: string, options: StoreOptions = {}): Store {
  const db = openDatabase(file, options);
  const ping = db.prepare('SELECT 1');
  return {
    kind: 'sqlite',
    leads: createSqliteLeads(db, options),
    outbox: createSqliteOutbox(db),
    consents: createSqliteConsents(db, options),
    tokens: memoryTokenLedger(),
    rateLimit: null,
    async ping() {
      ping.get();
    },
    async close() {
      db.close();
    },
  };
}
