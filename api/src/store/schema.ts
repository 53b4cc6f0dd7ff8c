/**
 * The api's schema as the query builder sees it, one type for both databases. A column's value
 * reads back as each database keeps it (PostgreSQL: `boolean`, `timestamptz`, `json`; SQLite:
 * 0 or 1, ISO text, JSON text); the readers below turn either into the store's types. Times are
 * written as ISO text, which both databases take; a flag and JSON as the dialect says (dialect.ts).
 */
import type { ColumnType, Generated } from 'kysely';

/** Written as ISO text; read as a `Date` (PostgreSQL) or the same text (SQLite). */
type Time = ColumnType<Date | string, string, string>;
type NullableTime = ColumnType<Date | string | null, string | null | undefined, string | null>;
type Flag = ColumnType<boolean | number, boolean | number, boolean | number>;
/** Written as JSON text, which keeps the fields' order (and any \u0000); PostgreSQL casts it (dialect.commitLeads). */
type Json = ColumnType<Record<string, unknown> | string, string, string>;

export interface Database {
  leads: {
    id: string;
    form_type: string;
    email: string;
    fields: Json;
    created_at: Time;
    idempotency_key: string | null;
    body_hash: string;
    spam: Flag;
  };
  outbox: {
    lead_id: string;
    attempts: Generated<number>;
    next_attempt_at: Time;
    claimed_until: NullableTime;
    delivered_at: NullableTime;
    last_error: string | null;
  };
  consent_records: {
    id: string;
    consent_id: string;
    given_at: Time;
    analytics: Flag;
    marketing: Flag;
    version: string;
    source: string;
    gpc: Flag;
    dnt: Flag;
    path: string;
    received_at: Time;
  };
  /** Field reports (reports/field-reports.ts): a view per app on its page, an error or a vital. */
  field_reports: {
    kind: 'view' | 'error' | 'vital';
    route: string;
    app: string;
    release: string;
    /** An error's: load, boundary or unhandled. */
    source: string | null;
    message: string | null;
    /** A vital's: LCP, INP or CLS. */
    name: string | null;
    value: number | null;
    received_at: Time;
    /**
     * Who sent it, as a pseudonym that cannot be traced back to a person: an HMAC of the client's
     * address with the salt of its day (field_report_salts), deleted after that day. Null for
     * reports stored before clients were counted, which then count for no client.
     */
    client: string | null;
  };
  /** One random salt per UTC day (YYYY-MM-DD) for the field reports' client pseudonyms, shared by every instance. */
  field_report_salts: {
    day: string;
    salt: string;
  };
  used_tokens: {
    token: string;
    used_at: Generated<Date>;
  };
  rate_limits: {
    key_hash: string;
    window_start: ColumnType<string, number, number>;
    window_end: ColumnType<string, number, number>;
    hits: number;
  };
  schema_migrations: {
    version: number;
  };
}

export const iso = (value: Date | string): string => (value instanceof Date ? value.toISOString() : value);
export const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));
export const flag = (value: boolean | number): boolean => value === true || value === 1;
export const json = (value: Record<string, unknown> | string): Record<string, unknown> =>
  typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : value;
