/**
 * The api's state behind one seam: everything that must outlive a request (leads and their
 * outbox rows, consent records, field reports, used verification tokens, rate-limit counters) is
 * reached through these async interfaces, and nothing above them knows which database answers.
 * Two implementations: SQLite (`DATABASE_PATH`, embedded, one instance: sqlite-store.ts) and PostgreSQL
 * (`DATABASE_URL=postgres://…`, shared by any number of instances: pg-store.ts).
 * api/README.md#stores says which to choose.
 */
import type { ConsentRepository } from '../consents/consent-records';
import type { FieldReportRepository } from '../reports/field-reports';

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

/** A lead as stored, with what an idempotent retry is compared with. */
export interface StoredLead extends Lead {
  idempotencyKey: string | null;
  bodyHash: string;
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

/**
 * The leads. A lead and its outbox row are written in one transaction, so a lead is never
 * stored without its forwarding job, nor a job without its lead.
 */
export interface LeadRepository {
  findByIdempotencyKey(key: string): Promise<StoredAttempt | undefined>;
  /** Stores the lead, or returns the attempt already stored under its idempotency key. */
  insert(lead: NewLead): Promise<InsertResult>;
  /** One lead, spam included. */
  get(id: string): Promise<StoredLead | undefined>;
  /** Every stored lead, spam included. */
  count(): Promise<number>;
  /** Leads for sales, oldest first; spam is never listed. */
  list(filter?: LeadFilter): Promise<Lead[]>;
  /** Erasure request: every lead of the address, spam included, and their outbox rows. */
  deleteByEmail(email: string): Promise<number>;
  /** Retention: every lead created before the cutoff, and their outbox rows. */
  deleteCreatedBefore(cutoff: Date): Promise<number>;
}

/** A lead to forward, claimed by one worker until `delivered`, `failed` or its lease ends. */
export interface OutboxJob {
  leadId: string;
  attempts: number;
  formType: string;
  fields: Record<string, unknown>;
  createdAt: string;
}

export interface OutboxEntry {
  leadId: string;
  attempts: number;
  nextAttemptAt: string;
  deliveredAt: string | null;
  lastError: string | null;
}

/** The CRM webhook's queue (outbox.ts delivers it). */
export interface OutboxRepository {
  /**
   * The oldest due lead no other worker holds, claimed until `leaseUntil`: a worker that dies
   * with a claim leaves the lead to the others once the lease has passed.
   */
  claimNext(now: Date, leaseUntil: Date): Promise<OutboxJob | undefined>;
  delivered(leadId: string, at: Date): Promise<void>;
  /** The attempt failed; the claim is released and the lead is due again at `retryAt` (or as it was). */
  failed(leadId: string, error: string, retryAt?: Date): Promise<void>;
  /** When the next pending lead can be claimed: it is due and no worker's lease holds it. */
  nextDueAt(): Promise<Date | undefined>;
  /** Every row, oldest lead first: what operators (and tests) look at. */
  entries(): Promise<OutboxEntry[]>;
}

/** Single use of development tokens (verification.ts), across every instance sharing the store. */
export interface TokenLedger {
  /** Records the token as used; false when it already was. */
  spend(token: string): Promise<boolean>;
}

/** A fixed-window counter for the rate limit, shared by every instance sharing the store. */
export interface RateLimitCounter {
  /** Counts one hit of the key; answers the hits of its current window and the ms until it ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
}

export interface Store {
  kind: 'sqlite' | 'postgres';
  leads: LeadRepository;
  outbox: OutboxRepository;
  consents: ConsentRepository;
  fieldReports: FieldReportRepository;
  tokens: TokenLedger;
  /** `null`: the rate limit counts in the process's memory, which is right for one instance only. */
  rateLimit: RateLimitCounter | null;
  /** Resolves when the database answers a query, rejects when it does not. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface StoreOptions {
  now?: () => Date;
  newId?: () => string;
  /**
   * Open only a store the api has made, and create nothing: the CLIs read and erase data, and a
   * mistyped location must be refused, not answered as an empty store. The server creates its store.
   */
  existingOnly?: boolean;
}

/** The database does not answer (down, unreachable, refusing us): the request may be retried. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
}
