/**
 * Retention (RETENTION_DAYS, 730 by default): leads older than the period are deleted with their
 * outbox rows, at start and then every hour, so no lead outlives the privacy policy's promise
 * by more than an hour even on a server that never restarts. Consent records go the same way
 * after CONSENT_RETENTION_MONTHS (25 by default: the consent's 13 months of validity plus a year
 * in which it may still have to be proven), counted from when the api received them. Field
 * reports go after 30 days: long enough to compare a release with those before it, no longer.
 */
import type { ConsentRepository } from '../consents/consent-records';
import type { FieldReportRepository } from '../reports/field-reports';
import type { LeadRepository } from '../store/store';

const DAY_MS = 24 * 60 * 60 * 1000;

export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/** Deletes every lead past retention; returns how many went. */
export function purgeExpired(leads: LeadRepository, retentionDays: number, now: Date = new Date()): Promise<number> {
  return leads.deleteCreatedBefore(retentionCutoff(now, retentionDays));
}

/** The same day of the month `months` calendar months before now (UTC). */
export function consentRetentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Deletes every consent record past retention; resolves to how many went. */
export function purgeExpiredConsents(
  consents: ConsentRepository,
  retentionMonths: number,
  now: Date = new Date(),
): Promise<number> {
  return consents.deleteReceivedBefore(consentRetentionCutoff(now, retentionMonths));
}

export const FIELD_REPORT_RETENTION_DAYS = 30;

/** Deletes every field report received more than 30 days ago; resolves to how many rows went. */
export function purgeExpiredFieldReports(reports: FieldReportRepository, now: Date = new Date()): Promise<number> {
  return reports.deleteReceivedBefore(retentionCutoff(now, FIELD_REPORT_RETENTION_DAYS));
}

export interface FieldReportRetention {
  repository: FieldReportRepository;
  onPurge?: (count: number) => void;
  onError?: (error: unknown) => void;
}

export interface ConsentRetention {
  repository: ConsentRepository;
  retentionMonths: number;
  onPurge?: (count: number) => void;
  onError?: (error: unknown) => void;
}

export interface RetentionOptions {
  retentionDays: number;
  now?: () => Date;
  intervalMs?: number;
  onPurge?: (count: number) => void;
  /** A purge the store could not do; the next one, an interval later, tries again. */
  onError?: (error: unknown) => void;
  /** Consent records to purge on the same schedule. */
  consents?: ConsentRetention;
  /** Field reports to purge on the same schedule. */
  fieldReports?: FieldReportRetention;
}

/** Purges now and on an interval; the timer never keeps the process alive. Returns a stop function. */
export function startRetention(
  leads: LeadRepository,
  {
    retentionDays,
    now = () => new Date(),
    intervalMs = 60 * 60_000,
    onPurge = () => {},
    onError = () => {},
    consents,
    fieldReports,
  }: RetentionOptions,
): () => void {
  const purge = () => {
    void purgeExpired(leads, retentionDays, now()).then(onPurge, onError);
    if (consents) {
      void purgeExpiredConsents(consents.repository, consents.retentionMonths, now()).then(
        (count) => consents.onPurge?.(count),
        (error: unknown) => consents.onError?.(error),
      );
    }
    if (fieldReports) {
      void purgeExpiredFieldReports(fieldReports.repository, now()).then(
        (count) => fieldReports.onPurge?.(count),
        (error: unknown) => fieldReports.onError?.(error),
      );
    }
  };
  purge();
  const timer = setInterval(purge, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
