/**
 * Consent records (docs/architecture.md#consent-records): the proof, kept append-only, of every
 * cookie choice a visitor made, one of the store's repositories (store/store.ts), implemented once
 * for both databases (store/consents.ts) and tested on each (testing/consent-repository-suite.ts).
 * A record is stored once per consent id and time, however often the browser resends it.
 */
import type { ConsentRecord } from 'shared/schemas/consent-record';

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
  /**
   * Every record of one consent id (lower-cased, as the schema gives it), oldest choice first,
   * with any record stored under another spelling of it before ids were lower-cased.
   */
  history(consentId: string): Promise<StoredConsentRecord[]>;
  /** Every record given in the range, oldest first. */
  export(range: ConsentRange): Promise<StoredConsentRecord[]>;
  /** Per UTC day of `givenAt`, oldest first; days without records are left out. */
  dailyStats(range: ConsentRange): Promise<ConsentDayStats[]>;
  /** Retention: deletes every record received before the cutoff; returns how many went. */
  deleteReceivedBefore(cutoff: Date): Promise<number>;
}
