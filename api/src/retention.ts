/**
 * Retention (RETENTION_DAYS, 730 by default): leads older than the period are deleted with their
 * outbox rows, at start and then every hour, so no lead outlives the privacy policy's promise
 * by more than an hour even on a server that never restarts.
 */
import type { LeadRepository } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;

export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/** Deletes every lead past retention; returns how many went. */
export function purgeExpired(leads: LeadRepository, retentionDays: number, now: Date = new Date()): Promise<number> {
  return leads.deleteCreatedBefore(retentionCutoff(now, retentionDays));
}

export interface RetentionOptions {
  retentionDays: number;
  now?: () => Date;
  intervalMs?: number;
  onPurge?: (count: number) => void;
  /** A purge the store could not do; the next one, an interval later, tries again. */
  onError?: (error: unknown) => void;
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
  }: RetentionOptions,
): () => void {
  const purge = () => void purgeExpired(leads, retentionDays, now()).then(onPurge, onError);
  purge();
  const timer = setInterval(purge, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
