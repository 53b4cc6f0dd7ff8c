/**
 * The browser's side of consent records (docs/architecture.md#consent-records): every stored
 * choice becomes a record, queued in local storage and sent to the api with `fetch(…, {
 * keepalive })`, so it leaves even when the page is closing and never holds up the visitor. A
 * record stays queued until the api has answered it, and the queue is sent again on the next
 * page load, a bounded number of times; the api stores a record once however often it arrives.
 * No cookie goes with it.
 */
// Types only: the schema checks records in the api. Run in the shell, zod's uuid and datetime
// checks alone would add about 2.5 KB gzip to what every page downloads.
import type { ConsentRecord, ConsentSource } from 'shared/schemas/consent-record';
import type { ConsentChoice, PrivacySignals } from 'shared/consent';

export const CONSENT_QUEUE_KEY = 'veritenant-consent-records';
/** A browser that never reaches the api keeps its latest records only. */
export const CONSENT_QUEUE_LIMIT = 20;
/**
 * Sends of one record (one per page load) that may fail (network, 5xx, 429) before it is given
 * up: enough to ride out an outage over a visit, and a record the api cannot take is not sent
 * on every page forever.
 */
export const CONSENT_SEND_ATTEMPTS = 10;

/** A record as queued: the record, and how many of its sends have failed (absent: none yet). */
type QueuedRecord = ConsentRecord & { failedSends?: number };

/** The record of a stored choice, made where it was given. */
export function consentRecordFor(
  choice: ConsentChoice & { consentId: string },
  source: ConsentSource,
  signals: PrivacySignals,
  pathname: string,
): ConsentRecord {
  return {
    consentId: choice.consentId,
    analytics: choice.analytics,
    marketing: choice.marketing,
    version: choice.version,
    givenAt: choice.timestamp,
    source,
    gpc: signals.gpc,
    dnt: signals.dnt,
    path: pathname,
  };
}

const sameRecord = (a: ConsentRecord, b: ConsentRecord) => a.consentId === b.consentId && a.givenAt === b.givenAt;

/** A queued record is the browser's own: a light check is enough to drop a damaged entry. */
function isQueuedRecord(item: unknown): item is QueuedRecord {
  const record = item as Partial<ConsentRecord> | null;
  return typeof record?.consentId === 'string' && typeof record.givenAt === 'string';
}

/** The records waiting to be sent; anything unreadable in the queue is dropped. */
export function queuedConsentRecords(storage: Storage): QueuedRecord[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CONSENT_QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isQueuedRecord) : [];
  } catch {
    return [];
  }
}

function writeQueue(storage: Storage, records: readonly QueuedRecord[]): void {
  try {
    if (records.length === 0) storage.removeItem(CONSENT_QUEUE_KEY);
    else storage.setItem(CONSENT_QUEUE_KEY, JSON.stringify(records));
  } catch (error) {
    console.error('Could not keep the consent record for sending', error);
  }
}

/** Adds a record to the queue once (by consent id and time), keeping the latest few. */
export function queueConsentRecord(storage: Storage, record: ConsentRecord): void {
  const others = queuedConsentRecords(storage).filter((queued) => !sameRecord(queued, record));
  writeQueue(storage, [...others, record].slice(-CONSENT_QUEUE_LIMIT));
}

/**
 * Whether the api is done with a record: stored (2xx), or refused for good (a 4xx other than
 * 429; sending it again would be refused again). Otherwise it is sent again later.
 */
function settled(response: Response): boolean {
  return response.ok || (response.status >= 400 && response.status < 500 && response.status !== 429);
}

async function send(endpoint: string, { failedSends: _failedSends, ...record }: QueuedRecord): Promise<boolean> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(record),
      keepalive: true,
      credentials: 'omit',
    });
    return settled(response);
  } catch {
    return false;
  }
}

/** Records on their way in this page, by consent id and time: a second call does not send them again. */
const inFlight = new Set<string>();
const recordKey = (record: ConsentRecord) => `${record.consentId} ${record.givenAt}`;

/**
 * Sends every queued record; each one the api answered leaves the queue, the others wait for
 * the next page, and one whose sends have failed `CONSENT_SEND_ATTEMPTS` times is given up.
 */
export async function sendQueuedConsentRecords(storage: Storage, endpoint: string): Promise<void> {
  const queued = queuedConsentRecords(storage).filter((record) => !inFlight.has(recordKey(record)));
  if (queued.length === 0) return;
  queued.forEach((record) => inFlight.add(recordKey(record)));
  const results = await Promise.all(queued.map((record) => send(endpoint, record)));
  queued.forEach((record) => inFlight.delete(recordKey(record)));
  const answered = new Map(queued.map((record, index) => [recordKey(record), results[index]]));
  // Read again: another choice may have been queued while these were on their way.
  writeQueue(
    storage,
    queuedConsentRecords(storage).flatMap((record) => {
      const done = answered.get(recordKey(record));
      if (done === undefined) return [record];
      if (done) return [];
      const failedSends = (record.failedSends ?? 0) + 1;
      return failedSends < CONSENT_SEND_ATTEMPTS ? [{ ...record, failedSends }] : [];
    }),
  );
}
