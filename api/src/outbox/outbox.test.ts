import { validFields } from 'shared/testing/lead-fixtures';
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
} from '../testing/harness';

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
  await waitFor(async () => (await api!.store.outbox.entries())[0]?.deliveredAt != null);
  await settle(300); // longer than the poll interval: nothing else may be sent

  expect(crm.requests).toHaveLength(3);
  const lead = await api.store.leads.get(id);
  for (const request of crm.requests) {
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['idempotency-key']).toBe(id);
    expect(JSON.parse(request.body)).toEqual({
      id,
      formType: 'contact',
      createdAt: lead!.createdAt,
      // As submitted: the e-mail keeps its case in the lead's fields.
      fields: validFields.contact,
    });
  }
  expect(await api.store.outbox.entries()).toMatchObject([{ attempts: 3, lastError: 'webhook answered 503' }]);
});

test('a CRM that is down loses nothing: the lead is stored, its row pending, and sent once the CRM is back', async () => {
  const downUrl = await closedPortUrl();
  api = await startTestApi({ webhook: { webhookUrl: downUrl, ...fast } });
  const response = await post(api.formsUrl, submission());
  expect(response.status).toBe(201);
  expect(await api.leadCount()).toBe(1);
  await waitFor(async () => ((await api!.store.outbox.entries())[0]?.attempts ?? 0) >= 2);
  const [pending] = await api.store.outbox.entries();
  expect(pending).toMatchObject({ leadId: response.body.id, deliveredAt: null });
  expect(pending!.lastError).toBeTruthy();

  // A restart pointed at the CRM, back up: a new worker delivers what the old one could not.
  crm = await startMockServer(() => ({ status: 200 }));
  const worker = startOutboxWorker(api.store.outbox, { webhookUrl: crm.url, ...fast });
  try {
    await waitFor(async () => (await api!.store.outbox.entries())[0]?.deliveredAt != null);
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
  api = await startTestApi({ forward: true });
  const first = await post(api.formsUrl, submission());
  const second = await post(api.formsUrl, submission());
  const refusedId = first.body.id as string;
  crm = await startMockServer((request) => ({ status: JSON.parse(request.body).id === refusedId ? 400 : 200 }));
  const delivered = async () => (await api!.store.outbox.entries()).filter((entry) => entry.deliveredAt !== null);

  // One second before the refused lead is tried again: the check below cannot race its retry.
  const worker = startOutboxWorker(api.store.outbox, {
    webhookUrl: crm.url,
    ...fast,
    baseDelayMs: 1_000,
    refusedMaxDelayMs: 60_000,
  });
  try {
    await waitFor(async () => (await delivered()).length === 1);
    const [refused] = (await api.store.outbox.entries()).filter((entry) => entry.leadId === refusedId);
    expect(refused).toMatchObject({ deliveredAt: null, attempts: 1, lastError: 'webhook answered 400' });
    expect((await delivered()).map((entry) => entry.leadId)).toEqual([second.body.id]);
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
  expect((await api.store.outbox.entries()).map((entry) => entry.leadId)).toEqual([lead.body.id]);
});

test('without a webhook no outbox rows are written', async () => {
  api = await startTestApi();
  expect((await post(api.formsUrl, submission())).status).toBe(201);
  expect(await api.store.outbox.entries()).toEqual([]);
});

test('the backoff doubles and is capped', () => {
  expect([1, 2, 3, 4, 5, 10, 60].map((failures) => backoffDelay(failures, 1000, 10_000))).toEqual([
    1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
  ]);
});
