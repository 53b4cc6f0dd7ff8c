import { backoffDelay, startOutboxWorker } from './outbox';
import {
  closedPortUrl,
  post,
  startMockServer,
  startTestApi,
  submission,
  waitFor,
  type MockServer,
  type TestApi,
} from './testing';

interface OutboxRow {
  lead_id: string;
  attempts: number;
  next_attempt_at: string;
  delivered_at: string | null;
  last_error: string | null;
}

const fast = { baseDelayMs: 20, maxDelayMs: 100, pollMs: 200 };

let api: TestApi | undefined;
let crm: MockServer | undefined;

afterEach(async () => {
  await api?.close();
  await crm?.close();
  api = crm = undefined;
});

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a CRM failing twice gets the lead on the third try, and only once', async () => {
  crm = await startMockServer((_request, index) => ({ status: index < 2 ? 503 : 200 }));
  api = await startTestApi({ webhook: { webhookUrl: crm.url, ...fast } });

  const response = await post(api.formsUrl, submission('contact', { firstName: '  Ada ' }));
  expect(response.status).toBe(201);
  const id = response.body.id as string;
  await waitFor(() => api!.read<OutboxRow>('SELECT * FROM outbox')[0]?.delivered_at != null);
  await settle(300); // longer than the poll interval: nothing else may be sent

  expect(crm.requests).toHaveLength(3);
  const [lead] = api.read<{ created_at: string }>('SELECT created_at FROM leads WHERE id = ?', id);
  for (const request of crm.requests) {
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['idempotency-key']).toBe(id);
    expect(JSON.parse(request.body)).toEqual({
      id,
      formType: 'contact',
      createdAt: lead!.created_at,
      fields: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'Ada@Example.com',
        company: 'Analytical Engines',
        title: 'CTO',
        message: 'We would like to talk about a private deployment.',
      },
    });
  }
  expect(api.read<OutboxRow>('SELECT attempts, last_error FROM outbox')).toEqual([
    { attempts: 3, last_error: 'webhook answered 503' },
  ]);
});

test('a CRM that is down loses nothing: the lead is stored, its row pending, and sent once the CRM is back', async () => {
  const downUrl = await closedPortUrl();
  api = await startTestApi({ webhook: { webhookUrl: downUrl, ...fast } });
  const response = await post(api.formsUrl, submission());
  expect(response.status).toBe(201);
  expect(api.leadCount()).toBe(1);
  await waitFor(() => (api!.read<OutboxRow>('SELECT * FROM outbox')[0]?.attempts ?? 0) >= 2);
  const [pending] = api.read<OutboxRow>('SELECT * FROM outbox');
  expect(pending).toMatchObject({ lead_id: response.body.id, delivered_at: null });
  expect(pending!.last_error).toBeTruthy();

  // A restart pointed at the CRM, back up: a new worker delivers what the old one could not.
  crm = await startMockServer(() => ({ status: 200 }));
  const worker = startOutboxWorker(api.db, { webhookUrl: crm.url, ...fast });
  try {
    await waitFor(() => api!.read<OutboxRow>('SELECT * FROM outbox')[0]?.delivered_at != null);
    expect(crm.requests.map((request) => JSON.parse(request.body).id)).toEqual([response.body.id]);
  } finally {
    await worker.stop();
  }
});

test('leads stored during a 40 s outage reach the CRM in the order they were sent, within 5 s of its recovery', async () => {
  let down = true;
  const arrivals: { id: string; at: number }[] = [];
  crm = await startMockServer((request) => {
    if (down) return { status: 503 };
    arrivals.push({ id: JSON.parse(request.body).id as string, at: Date.now() });
    return { status: 200 };
  });
  // The worker's production timings: only the webhook and the clock are the test's.
  api = await startTestApi({ webhook: { webhookUrl: crm.url } });

  const outageStart = Date.now();
  const sent: string[] = [];
  for (let i = 0; i < 15; i++) {
    const response = await post(api.formsUrl, submission('contact', { message: `Lead number ${i + 1}, in order.` }));
    expect(response.status).toBe(201);
    sent.push(response.body.id as string);
    await settle(2_600);
  }
  await settle(Math.max(0, 40_000 - (Date.now() - outageStart)));
  const triesDuringOutage = crm.requests.length;
  down = false;
  const recovery = Date.now();
  await waitFor(() => arrivals.length === 15, 10_000);

  expect(arrivals.map((arrival) => arrival.id)).toEqual(sent);
  expect(Math.max(...arrivals.map((arrival) => arrival.at)) - recovery).toBeLessThan(5_000);
  // Only the oldest lead was tried while the webhook was down: fewer tries than leads.
  expect(triesDuringOutage).toBeLessThan(15);
}, 70_000);

test('a lead the webhook refuses (4xx) waits on its own backoff, and the leads behind it go on', async () => {
  // Both leads queued before a worker starts, so the refused one is the head of the line.
  api = await startTestApi();
  const queue = api.db.prepare('INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)');
  const first = await post(api.formsUrl, submission());
  const second = await post(api.formsUrl, submission());
  const refusedId = first.body.id as string;
  crm = await startMockServer((request) => ({ status: JSON.parse(request.body).id === refusedId ? 400 : 200 }));
  for (const id of [first.body.id, second.body.id]) queue.run(id, new Date().toISOString());

  const worker = startOutboxWorker(api.db, { webhookUrl: crm.url, ...fast, refusedMaxDelayMs: 60_000 });
  try {
    await waitFor(() => api!.read('SELECT lead_id FROM outbox WHERE delivered_at IS NOT NULL').length === 1);
    const [refused] = api.read<OutboxRow>('SELECT * FROM outbox WHERE lead_id = ?', refusedId);
    expect(refused).toMatchObject({ delivered_at: null, attempts: 1, last_error: 'webhook answered 400' });
    expect(api.read('SELECT lead_id FROM outbox WHERE delivered_at IS NOT NULL')).toEqual([
      { lead_id: second.body.id },
    ]);
  } finally {
    await worker.stop();
  }
});

test('spam is never forwarded', async () => {
  crm = await startMockServer(() => ({ status: 200 }));
  api = await startTestApi({ webhook: { webhookUrl: crm.url, ...fast } });
  const spam = await post(api.formsUrl, submission('contact', { website: 'buy now' }));
  const lead = await post(api.formsUrl, submission());
  expect([spam.status, lead.status]).toEqual([201, 201]);
  await waitFor(() => crm!.requests.length >= 1);
  await settle(300);
  expect(crm.requests.map((request) => JSON.parse(request.body).id)).toEqual([lead.body.id]);
  expect(api.read('SELECT lead_id FROM outbox')).toEqual([{ lead_id: lead.body.id }]);
});

test('without a webhook no outbox rows are written', async () => {
  api = await startTestApi();
  expect((await post(api.formsUrl, submission())).status).toBe(201);
  expect(api.read('SELECT * FROM outbox')).toEqual([]);
});

test('the backoff doubles and is capped', () => {
  expect([1, 2, 3, 4, 5, 10, 60].map((failures) => backoffDelay(failures, 1000, 10_000))).toEqual([
    1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
  ]);
});
