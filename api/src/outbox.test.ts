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
  expect(Date.parse(pending!.next_attempt_at)).toBeGreaterThan(Date.now() - 1000);

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
