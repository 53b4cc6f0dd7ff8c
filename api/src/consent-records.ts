/**
 * Consent records (docs/architecture.md#consent-records): the proof, kept append-only, of every
 * cookie choice a visitor made. `ConsentRepository` is asynchronous so that a PostgreSQL store can
 * implement it as well as the SQLite one below; both run the same tests
 * (`consent-repository-suite.ts`). A record is stored once per consent id and time, however often
 * the browser resends it.
 */
import { randomUUID } from 'node:crypto';
import type { ConsentRecord } from 'shared/schemas/consent-record';
import type { Db } from './db';

export type { ConsentRecord };

export interface StoredConsentRecord extends ConsentRecord {
  id: string;
  /** When the api stored it (ISO); retention counts from here, not from the browser's clock. */
  receivedAt: string;
}

/** A range of `givenAt` times: `from` included, `before` excluded (ISO); either may be left open. */
export interface ConsentRange {
  from?: string;
  before?: string;
}

/** One UTC day's choices: all granted, all refused, or some of each. */
export interface ConsentDayStats {
  day: string;
  total: number;
  accepted: number;
  rejected: number;
  custom: number;
}

export interface AppendResult {
  /** The stored record's id: the earlier one's when this was a duplicate. */
  id: string;
  /** False when a record with the same consent id and time was already stored. */
  stored: boolean;
}

export interface ConsentRepository {
  append(record: ConsentRecord): Promise<AppendResult>;
  /** Every record of one consent id, oldest choice first. */
  history(consentId: string): Promise<StoredConsentRecord[]>;
  /** Every record given in the range, oldest first. */
  export(range: ConsentRange): Promise<StoredConsentRecord[]>;
  /** Per UTC day of `givenAt`, oldest first; days without records are left out. */
  dailyStats(range: ConsentRange): Promise<ConsentDayStats[]>;
  /** Retention: deletes every record received before the cutoff; returns how many went. */
  deleteReceivedBefore(cutoff: Date): Promise<number>;
}

export interface ConsentRepositoryOptions {
  now?: () => Date;
  newId?: () => string;
}

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

const COLUMNS = 'id, consent_id, given_at, analytics, marketing, version, source, gpc, dnt, path, received_at';

function toRecord(row: ConsentRow): StoredConsentRecord {
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

function rangeClause(range: ConsentRange): { where: string; params: string[] } {
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

export function createSqliteConsentRepository(
  db: Db,
  { now = () => new Date(), newId = randomUUID }: ConsentRepositoryOptions = {},
): ConsentRepository {
  const insert = db.prepare(
    `INSERT INTO consent_records (${COLUMNS})
     VALUES (@id, @consentId, @givenAt, @analytics, @marketing, @version, @source, @gpc, @dnt, @path, @receivedAt)
     ON CONFLICT (consent_id, given_at) DO NOTHING`,
  );
  const existing = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM consent_records WHERE consent_id = ? AND given_at = ?',
  );
  const byConsentId = db.prepare<[string], ConsentRow>(
    `SELECT ${COLUMNS} FROM consent_records WHERE consent_id = ? ORDER BY given_at, received_at`,
  );
  const deleteBefore = db.prepare('DELETE FROM consent_records WHERE received_at < ?');

  return {
    async append(record) {
      // One spelling per instant, so the same time sent as `…:00Z` and `…:00.000Z` is one record.
      const givenAt = new Date(record.givenAt).toISOString();
      const id = newId();
      const { changes } = insert.run({
        ...record,
        id,
        givenAt,
        analytics: record.analytics ? 1 : 0,
        marketing: record.marketing ? 1 : 0,
        gpc: record.gpc ? 1 : 0,
        dnt: record.dnt ? 1 : 0,
        receivedAt: now().toISOString(),
      });
      if (changes === 1) return { id, stored: true };
      return { id: existing.get(record.consentId, givenAt)!.id, stored: false };
    },

    async history(consentId) {
      return byConsentId.all(consentId).map(toRecord);
    },

    async export(range) {
      const { where, params } = rangeClause(range);
      return db
        .prepare<string[], ConsentRow>(`SELECT ${COLUMNS} FROM consent_records ${where} ORDER BY given_at, id`)
        .all(...params)
        .map(toRecord);
    },

    async dailyStats(range) {
      const { where, params } = rangeClause(range);
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
