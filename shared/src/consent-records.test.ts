import {
  CONSENT_QUEUE_KEY,
  CONSENT_QUEUE_LIMIT,
  CONSENT_SEND_ATTEMPTS,
  consentRecordFor,
  queueConsentRecord,
  queuedConsentRecords,
  sendQueuedConsentRecords,
} from 'shared/consent-records';
import type { ConsentRecord } from 'shared/schemas/consent-record';

const ENDPOINT = 'https://api.example/api/consents';
const ID = '0b0f4c3e-7f5a-4d7e-9a51-1f2a3b4c5d6e';

function record(givenAt: string, overrides: Partial<ConsentRecord> = {}): ConsentRecord {
  return {
    consentId: ID,
    analytics: true,
    marketing: true,
    version: '1.0',
    givenAt,
    source: 'banner',
    gpc: false,
    dnt: false,
    path: '/',
    ...overrides,
  };
}

const storage = () => window.localStorage;
const givenTimes = () => queuedConsentRecords(storage()).map((queued) => queued.givenAt);

describe('consentRecordFor', () => {
  test('takes the choice, where it was given, the browser signals and the path', () => {
    const choice = {
      necessary: true as const,
      analytics: false,
      marketing: true,
      timestamp: '2026-11-24T09:30:00.000Z',
      version: '1.0',
      consentId: ID,
    };
    expect(consentRecordFor(choice, 'dialog', { gpc: true, dnt: false }, '/cookie-policy')).toEqual({
      consentId: ID,
      analytics: false,
      marketing: true,
      version: '1.0',
      givenAt: '2026-11-24T09:30:00.000Z',
      source: 'dialog',
      gpc: true,
      dnt: false,
      path: '/cookie-policy',
    });
  });
});

describe('the queue', () => {
  test('keeps records in order, each consent id and time once', () => {
    queueConsentRecord(storage(), record('2026-11-24T09:00:00.000Z'));
    queueConsentRecord(storage(), record('2026-11-24T09:05:00.000Z'));
    queueConsentRecord(storage(), record('2026-11-24T09:00:00.000Z', { analytics: false }));
    queueConsentRecord(storage(), record('2026-11-24T09:00:00.000Z', { consentId: crypto.randomUUID() }));
    expect(queuedConsentRecords(storage())).toHaveLength(3);
    expect(givenTimes()).toEqual(['2026-11-24T09:05:00.000Z', '2026-11-24T09:00:00.000Z', '2026-11-24T09:00:00.000Z']);
  });

  test(`keeps only the latest ${CONSENT_QUEUE_LIMIT}`, () => {
    for (let minute = 0; minute < CONSENT_QUEUE_LIMIT + 5; minute++) {
      queueConsentRecord(storage(), record(new Date(Date.UTC(2026, 10, 24, 9, minute)).toISOString()));
    }
    expect(givenTimes()).toHaveLength(CONSENT_QUEUE_LIMIT);
    expect(givenTimes()[0]).toBe('2026-11-24T09:05:00.000Z');
  });

  test('drops what it cannot read: not JSON, not a list, or not a record', () => {
    storage().setItem(CONSENT_QUEUE_KEY, '{');
    expect(queuedConsentRecords(storage())).toEqual([]);
    storage().setItem(CONSENT_QUEUE_KEY, '{"a":1}');
    expect(queuedConsentRecords(storage())).toEqual([]);
    storage().setItem(
      CONSENT_QUEUE_KEY,
      JSON.stringify([{ consentId: 'x' }, null, record('2026-11-24T09:00:00.000Z')]),
    );
    expect(givenTimes()).toEqual(['2026-11-24T09:00:00.000Z']);
  });
});

describe('sending', () => {
  const originalFetch = globalThis.fetch;
  let fetchMock: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;
  const answer = (status: number) => ({ ok: status >= 200 && status < 300, status }) as Response;

  beforeEach(() => {
    fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  test('posts each record as JSON with keepalive and without cookies', async () => {
    fetchMock.mockResolvedValue(answer(201));
    const queued = record('2026-11-24T09:00:00.000Z');
    queueConsentRecord(storage(), queued);
    await sendQueuedConsentRecords(storage(), ENDPOINT);
    expect(fetchMock).toHaveBeenCalledWith(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(queued),
      keepalive: true,
      credentials: 'omit',
    });
  });

  test('sends nothing when nothing waits', async () => {
    await sendQueuedConsentRecords(storage(), ENDPOINT);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test.each([
    ['stored (201)', 201],
    ['refused for good (400)', 400],
  ])('a record the api answered %s leaves the queue', async (_label, status) => {
    fetchMock.mockResolvedValue(answer(status));
    queueConsentRecord(storage(), record('2026-11-24T09:00:00.000Z'));
    await sendQueuedConsentRecords(storage(), ENDPOINT);
    expect(storage().getItem(CONSENT_QUEUE_KEY)).toBeNull();
  });

  test.each([
    ['the api cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the api fails (503)', () => Promise.resolve(answer(503))],
    ['the api is rate limiting (429)', () => Promise.resolve(answer(429))],
  ])('a record waits for the next page when %s', async (_label, reply) => {
    fetchMock.mockImplementation(reply);
    queueConsentRecord(storage(), record('2026-11-24T09:00:00.000Z'));
    await sendQueuedConsentRecords(storage(), ENDPOINT);
    expect(givenTimes()).toEqual(['2026-11-24T09:00:00.000Z']);

    fetchMock.mockResolvedValue(answer(201));
    await sendQueuedConsentRecords(storage(), ENDPOINT);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(givenTimes()).toEqual([]);
  });

  test.each([
    ['the api keeps failing (503)', () => Promise.resolve(answer(503))],
    ['the api stays unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])(`a record is sent at most ${CONSENT_SEND_ATTEMPTS} times when %s, then given up`, async (_label, reply) => {
    fetchMock.mockImplementation(reply);
    queueConsentRecord(storage(), record('2026-11-24T09:00:00.000Z'));
    for (let load = 1; load < CONSENT_SEND_ATTEMPTS; load++) await sendQueuedConsentRecords(storage(), ENDPOINT);
    expect(givenTimes()).toEqual(['2026-11-24T09:00:00.000Z']);
    await sendQueuedConsentRecords(storage(), ENDPOINT);
    expect(storage().getItem(CONSENT_QUEUE_KEY)).toBeNull();
    await sendQueuedConsentRecords(storage(), ENDPOINT);
    expect(fetchMock).toHaveBeenCalledTimes(CONSENT_SEND_ATTEMPTS);
  });

  test('what the queue keeps about failed sends never reaches the api', async () => {
    fetchMock.mockResolvedValue(answer(503));
    const queued = record('2026-11-24T09:00:00.000Z');
    queueConsentRecord(storage(), queued);
    await sendQueuedConsentRecords(storage(), ENDPOINT);
    await sendQueuedConsentRecords(storage(), ENDPOINT);
    expect(fetchMock.mock.calls.map(([, init]) => init?.body)).toEqual([
      JSON.stringify(queued),
      JSON.stringify(queued),
    ]);
  });

  test('only the records answered leave; one queued meanwhile stays', async () => {
    queueConsentRecord(storage(), record('2026-11-24T09:00:00.000Z'));
    queueConsentRecord(storage(), record('2026-11-24T09:01:00.000Z'));
    fetchMock.mockImplementation(async (_url, init) => {
      const sent = JSON.parse(String(init?.body)) as ConsentRecord;
      queueConsentRecord(storage(), record('2026-11-24T09:02:00.000Z'));
      return answer(sent.givenAt === '2026-11-24T09:00:00.000Z' ? 201 : 503);
    });
    await sendQueuedConsentRecords(storage(), ENDPOINT);
    expect(givenTimes()).toEqual(['2026-11-24T09:01:00.000Z', '2026-11-24T09:02:00.000Z']);
  });
});

test('a record already on its way is not sent again by a second call', async () => {
  const originalFetch = globalThis.fetch;
  let answerFirst: (response: Response) => void = () => {};
  const fetchMock = jest.fn(() => new Promise<Response>((resolve) => (answerFirst = resolve)));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  try {
    queueConsentRecord(storage(), record('2026-11-24T09:00:00.000Z'));
    const first = sendQueuedConsentRecords(storage(), ENDPOINT);
    await sendQueuedConsentRecords(storage(), ENDPOINT);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answerFirst({ ok: true, status: 201 } as Response);
    await first;
    expect(givenTimes()).toEqual([]);
  } finally {
    globalThis.fetch = originalFetch;
  }
});
