/**
 * The leads repository: the only module that reads or writes the `leads` table. A lead and its
 * outbox row are written in one transaction, so a lead is never stored without its forwarding
 * job, nor a job without its lead.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from './db';

export interface Lead {
  id: string;
  formType: string;
  /** Lower-cased, so erasure requests find every lead of an address whatever its spelling. */
  email: string;
  /** The validated form values, without the token, the formType or the honeypot. */
  fields: Record<string, unknown>;
  createdAt: string;
  spam: boolean;
}

export interface NewLead {
  formType: string;
  email: string;
  fields: Record<string, unknown>;
  /** The request's Idempotency-Key header; `null` when it sent none. */
  idempotencyKey: string | null;
  bodyHash: string;
  spam: boolean;
  /** Queue the lead for the CRM webhook. */
  forward: boolean;
}

export type InsertResult = { stored: true; id: string; createdAt: string } | { stored: false; existing: StoredAttempt };

/** What an idempotent retry is compared with. */
export interface StoredAttempt {
  id: string;
  bodyHash: string;
}

export interface LeadFilter {
  /** Inclusive lower bound on `createdAt` (ISO). */
  createdFrom?: string;
  /** Exclusive upper bound on `createdAt` (ISO). */
  createdBefore?: string;
  formType?: string;
}

export interface LeadRepositoryOptions {
  now?: () => Date;
  newId?: () => string;
}

interface LeadRow {
  id: string;
  form_type: string;
  email: string;
  fields: string;
  created_at: string;
  spam: number;
}

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    formType: row.form_type,
    email: row.email,
    fields: JSON.parse(row.fields) as Record<string, unknown>,
    createdAt: row.created_at,
    spam: row.spam === 1,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function createLeadRepository(
  db: Db,
  { now = () => new Date(), newId = randomUUID }: LeadRepositoryOptions = {},
) {
  const insertLead = db.prepare(
    `INSERT INTO leads (id, form_type, email, fields, created_at, idempotency_key, body_hash, spam)
     VALUES (@id, @formType, @email, @fields, @createdAt, @idempotencyKey, @bodyHash, @spam)`,
  );
  const insertOutbox = db.prepare('INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)');
  const byKey = db.prepare<[string], StoredAttempt>(
    'SELECT id, body_hash AS bodyHash FROM leads WHERE idempotency_key = ?',
  );
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

  return {
    findByIdempotencyKey(key: string): StoredAttempt | undefined {
      return byKey.get(key);
    },

    /** Stores the lead, or returns the attempt already stored under its idempotency key. */
    insert(lead: NewLead): InsertResult {
      const id = newId();
      const createdAt = now().toISOString();
      try {
        insertBoth.immediate(lead, id, createdAt);
        return { stored: true, id, createdAt };
      } catch (error) {
        // Two requests with one key raced past the lookup: the first one's row wins.
        const existing =
          lead.idempotencyKey !== null && isUniqueViolation(error) ? byKey.get(lead.idempotencyKey) : undefined;
        if (existing) return { stored: false, existing };
        throw error;
      }
    },

    /** Leads for sales, oldest first; spam is never listed. */
    list(filter: LeadFilter = {}): Lead[] {
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
      const sql = `SELECT id, form_type, email, fields, created_at, spam FROM leads
                   WHERE ${clauses.join(' AND ')} ORDER BY created_at, id`;
      return db
        .prepare<string[], LeadRow>(sql)
        .all(...params)
        .map(toLead);
    },

    /** Erasure request: every lead of the address, spam included, and their outbox rows. */
    deleteByEmail(email: string): number {
      return deleteEmail.run(email.trim().toLowerCase()).changes;
    },

    /** Retention: every lead created before the cutoff, and their outbox rows. */
    deleteCreatedBefore(cutoff: Date): number {
      return deleteBefore.run(cutoff.toISOString()).changes;
    },
  };
}

export type LeadRepository = ReturnType<typeof createLeadRepository>;
