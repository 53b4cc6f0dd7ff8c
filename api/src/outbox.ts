/**
 * Forwards stored leads to the CRM webhook (LEAD_WEBHOOK_URL) from the outbox table. The row is
 * written with the lead, so a CRM outage or a restart loses nothing.
 *
 * Leads go out one at a time, oldest first, so the CRM receives them in the order visitors sent
 * them. While the webhook is unavailable (no connection, a timeout, 5xx, 408 or 429) only the
 * oldest pending lead is tried, after 1 s, 2 s, 4 s, then every 5 s: an outage costs one request
 * every few seconds, not one per lead, and the first answer after it releases every waiting lead
 * at once, in order. A lead the webhook refuses (any other 4xx) waits on its own backoff, up to
 * 15 minutes, and the leads behind it go on.
 *
 * Delivery is at least once: a crash between the CRM's answer and the row's update, or an answer
 * slower than the timeout, sends a lead again; each request carries the lead's id as its
 * Idempotency-Key, for the CRM to deduplicate on.
 */
import type { Db } from './db';

export interface OutboxOptions {
  webhookUrl: string;
  now?: () => Date;
  /** Wait after the first failure; doubles with each further one. */
  baseDelayMs?: number;
  /** Longest wait between two tries while the webhook is unavailable. */
  maxDelayMs?: number;
  /** Longest wait before a lead the webhook refused is tried again. */
  refusedMaxDelayMs?: number;
  /** Longest wait between two looks at the table, a safety net behind `wake()`. */
  pollMs?: number;
  timeoutMs?: number;
  batchSize?: number;
  onError?: (leadId: string, error: string) => void;
}

export interface OutboxWorker {
  /** A lead was queued: deliver it now rather than at the next poll (unless the webhook is down). */
  wake(): void;
  stop(): Promise<void>;
}

interface DueRow {
  leadId: string;
  attempts: number;
  formType: string;
  fields: string;
  createdAt: string;
}

type Outcome = 'delivered' | 'unavailable' | 'refused';

export function backoffDelay(failures: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, failures - 1));
}

/** Statuses that say the webhook cannot take anything now, rather than that it refuses this lead. */
function isUnavailable(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

export function startOutboxWorker(
  db: Db,
  {
    webhookUrl,
    now = () => new Date(),
    baseDelayMs = 1000,
    maxDelayMs = 5000,
    refusedMaxDelayMs = 15 * 60_000,
    pollMs = 30_000,
    timeoutMs = 30_000,
    batchSize = 20,
    onError = () => {},
  }: OutboxOptions,
): OutboxWorker {
  const due = db.prepare<[string, number], DueRow>(
    `SELECT o.lead_id AS leadId, o.attempts, l.form_type AS formType, l.fields, l.created_at AS createdAt
     FROM outbox o JOIN leads l ON l.id = o.lead_id
     WHERE o.delivered_at IS NULL AND o.next_attempt_at <= ?
     ORDER BY l.created_at, l.id LIMIT ?`,
  );
  const nextDue = db.prepare<[], { at: string | null }>(
    'SELECT MIN(next_attempt_at) AS at FROM outbox WHERE delivered_at IS NULL',
  );
  const delivered = db.prepare('UPDATE outbox SET attempts = attempts + 1, delivered_at = ? WHERE lead_id = ?');
  const unavailable = db.prepare('UPDATE outbox SET attempts = attempts + 1, last_error = ? WHERE lead_id = ?');
  const refused = db.prepare(
    'UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE lead_id = ?',
  );

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  /** Failures in a row while the webhook is unavailable; nothing is sent before `pausedUntil`. */
  let outageFailures = 0;
  let pausedUntil = 0;

  async function deliver(row: DueRow): Promise<Outcome> {
    let status: number;
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': row.leadId },
        body: JSON.stringify({
          id: row.leadId,
          formType: row.formType,
          createdAt: row.createdAt,
          fields: JSON.parse(row.fields) as unknown,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Drain the body so the connection is reused.
      await response.arrayBuffer();
      status = response.status;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      unavailable.run(message, row.leadId);
      onError(row.leadId, message);
      return 'unavailable';
    }
    if (status >= 200 && status < 300) {
      delivered.run(now().toISOString(), row.leadId);
      return 'delivered';
    }
    const message = `webhook answered ${status}`;
    onError(row.leadId, message);
    if (isUnavailable(status)) {
      unavailable.run(message, row.leadId);
      return 'unavailable';
    }
    const retryAt = new Date(now().getTime() + backoffDelay(row.attempts + 1, baseDelayMs, refusedMaxDelayMs));
    refused.run(retryAt.toISOString(), message, row.leadId);
    return 'refused';
  }

  async function drain(): Promise<void> {
    for (;;) {
      if (now().getTime() < pausedUntil) return;
      const rows = due.all(now().toISOString(), batchSize);
      for (const row of rows) {
        if (stopped) return;
        if ((await deliver(row)) === 'unavailable') {
          // The leads behind it would fail too: try the oldest again after the backoff.
          outageFailures += 1;
          pausedUntil = now().getTime() + backoffDelay(outageFailures, baseDelayMs, maxDelayMs);
          return;
        }
        outageFailures = 0;
      }
      if (rows.length < batchSize) return;
    }
  }

  function schedule(delayMs: number): void {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, Math.max(0, delayMs));
    // The HTTP server keeps the process alive; a pending retry must not.
    timer.unref();
  }

  function untilNextTry(): number {
    const paused = pausedUntil - now().getTime();
    if (paused > 0) return paused;
    const at = nextDue.get()?.at;
    return at ? Math.min(pollMs, Date.parse(at) - now().getTime()) : pollMs;
  }

  function run(): void {
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => onError('', String(error)))
      .finally(() => {
        running = undefined;
        if (stopped) return;
        if (again) {
          again = false;
          schedule(Math.max(0, pausedUntil - now().getTime()));
          return;
        }
        schedule(untilNextTry());
      });
  }

  schedule(0);
  return {
    wake: () => {
      if (running) again = true;
      else schedule(Math.max(0, pausedUntil - now().getTime()));
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
