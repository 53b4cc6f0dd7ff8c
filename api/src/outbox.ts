/**
 * Forwards stored leads to the CRM webhook (LEAD_WEBHOOK_URL) from the outbox table. The row is
 * written with the lead, so a CRM outage or a restart loses nothing: the worker retries with
 * exponential backoff, capped, until the CRM answers 2xx. Delivery is at least once (a crash
 * between the CRM's answer and the row's update sends it again), so the webhook receives the
 * lead id as its Idempotency-Key.
 */
import type { Db } from './db';

export interface OutboxOptions {
  webhookUrl: string;
  now?: () => Date;
  /** Delay after the first failure; doubles with each further one. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Longest wait between two looks at the table, a safety net behind `wake()`. */
  pollMs?: number;
  timeoutMs?: number;
  batchSize?: number;
  onError?: (leadId: string, error: string) => void;
}

export interface OutboxWorker {
  /** A lead was queued: deliver it now rather than at the next poll. */
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

export function backoffDelay(failures: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, failures - 1));
}

export function startOutboxWorker(
  db: Db,
  {
    webhookUrl,
    now = () => new Date(),
    baseDelayMs = 1000,
    maxDelayMs = 15 * 60_000,
    pollMs = 30_000,
    timeoutMs = 10_000,
    batchSize = 20,
    onError = () => {},
  }: OutboxOptions,
): OutboxWorker {
  const due = db.prepare<[string, number], DueRow>(
    `SELECT o.lead_id AS leadId, o.attempts, l.form_type AS formType, l.fields, l.created_at AS createdAt
     FROM outbox o JOIN leads l ON l.id = o.lead_id
     WHERE o.delivered_at IS NULL AND o.next_attempt_at <= ?
     ORDER BY o.next_attempt_at LIMIT ?`,
  );
  const nextDue = db.prepare<[], { at: string | null }>(
    'SELECT MIN(next_attempt_at) AS at FROM outbox WHERE delivered_at IS NULL',
  );
  const delivered = db.prepare('UPDATE outbox SET attempts = attempts + 1, delivered_at = ? WHERE lead_id = ?');
  const failed = db.prepare(
    'UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE lead_id = ?',
  );

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function deliver(row: DueRow): Promise<void> {
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
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
      delivered.run(now().toISOString(), row.leadId);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(now().getTime() + backoffDelay(row.attempts + 1, baseDelayMs, maxDelayMs));
      failed.run(retryAt.toISOString(), message, row.leadId);
      onError(row.leadId, message);
    }
  }

  async function drain(): Promise<void> {
    for (;;) {
      const rows = due.all(now().toISOString(), batchSize);
      for (const row of rows) {
        if (stopped) return;
        await deliver(row);
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
          schedule(0);
          return;
        }
        const at = nextDue.get()?.at;
        schedule(at ? Math.min(pollMs, Date.parse(at) - now().getTime()) : pollMs);
      });
  }

  schedule(0);
  return {
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
