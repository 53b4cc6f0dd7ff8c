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
 * Every instance sharing the store runs a worker. A worker claims one lead at a time for a lease
 * (twice the request timeout), so two workers never send the same lead while both are alive;
 * a worker killed with a claim leaves its lead to the others once the lease has passed. Order
 * holds per worker: with several instances, leads sent a moment apart may cross.
 *
 * Delivery is at least once: a crash between the CRM's answer and the row's update, or an answer
 * slower than the timeout, sends a lead again; each request carries the lead's id as its
 * Idempotency-Key, for the CRM to deduplicate on.
 */
import type { OutboxJob, OutboxRepository } from '../store/store';

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
  /** How long a claimed lead is this worker's alone; twice `timeoutMs` unless a test shortens it. */
  leaseMs?: number;
  onError?: (leadId: string, error: string) => void;
}

export interface OutboxWorker {
  /** A lead was queued: deliver it now rather than at the next poll (unless the webhook is down). */
  wake(): void;
  stop(): Promise<void>;
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
  outbox: OutboxRepository,
  {
    webhookUrl,
    now = () => new Date(),
    baseDelayMs = 1000,
    maxDelayMs = 5000,
    refusedMaxDelayMs = 15 * 60_000,
    pollMs = 30_000,
    timeoutMs = 30_000,
    leaseMs = 2 * timeoutMs,
    onError = () => {},
  }: OutboxOptions,
): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  /** Failures in a row while the webhook is unavailable; nothing is sent before `pausedUntil`. */
  let outageFailures = 0;
  let pausedUntil = 0;

  async function deliver(row: OutboxJob): Promise<Outcome> {
    let status: number;
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': row.leadId },
        body: JSON.stringify({
          id: row.leadId,
          formType: row.formType,
          createdAt: row.createdAt,
          fields: row.fields,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Drain the body so the connection is reused.
      await response.arrayBuffer();
      status = response.status;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await outbox.failed(row.leadId, message);
      onError(row.leadId, message);
      return 'unavailable';
    }
    if (status >= 200 && status < 300) {
      await outbox.delivered(row.leadId, now());
      return 'delivered';
    }
    const message = `webhook answered ${status}`;
    onError(row.leadId, message);
    if (isUnavailable(status)) {
      await outbox.failed(row.leadId, message);
      return 'unavailable';
    }
    const retryAt = new Date(now().getTime() + backoffDelay(row.attempts + 1, baseDelayMs, refusedMaxDelayMs));
    await outbox.failed(row.leadId, message, retryAt);
    return 'refused';
  }

  async function drain(): Promise<void> {
    while (!stopped && now().getTime() >= pausedUntil) {
      const job = await outbox.claimNext(now(), new Date(now().getTime() + leaseMs));
      if (!job) return;
      if ((await deliver(job)) === 'unavailable') {
        // The leads behind it would fail too: try the oldest again after the backoff.
        outageFailures += 1;
        pausedUntil = now().getTime() + backoffDelay(outageFailures, baseDelayMs, maxDelayMs);
        return;
      }
      outageFailures = 0;
    }
  }

  function schedule(delayMs: number): void {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, Math.max(0, delayMs));
    // The HTTP server keeps the process alive; a pending retry must not.
    timer.unref();
  }

  async function untilNextTry(): Promise<number> {
    const paused = pausedUntil - now().getTime();
    if (paused > 0) return paused;
    const at = await outbox.nextDueAt();
    return at ? Math.min(pollMs, at.getTime() - now().getTime()) : pollMs;
  }

  function run(): void {
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .then(async () => {
        if (stopped || again) return;
        schedule(await untilNextTry());
      })
      // A store that does not answer is looked at again at the next poll.
      .catch((error: unknown) => {
        onError('', String(error));
        schedule(pollMs);
      })
      .finally(() => {
        running = undefined;
        if (stopped || !again) return;
        again = false;
        schedule(Math.max(0, pausedUntil - now().getTime()));
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
