/**
 * Two api instances on one PostgreSQL database share every piece of state: idempotency keys,
 * used development tokens, the rate limit, and the outbox, which both deliver.
 */
import { randomUUID } from 'node:crypto';
import { startPgCluster, type PgCluster } from '../testing/pg-cluster';
import { startOutboxWorker } from '../outbox/outbox';
import { openPgStore } from '../store/pg-store';
import {
  budgetsApart,
  post,
  reportPassFor,
  startMockServer,
  startTestApi,
  submission,
  waitFor,
  type MockServer,
  type TestApi,
} from '../testing/harness';

// Real servers on a machine shared with other work: generous limits, never a timing assertion.
jest.setTimeout(30_000);

let cluster: PgCluster;
let one: TestApi;
let two: TestApi;

beforeAll(async () => {
  cluster = await startPgCluster();
}, 30_000);

afterAll(() => cluster?.stop());

async function startPair(overrides: Parameters<typeof startTestApi>[0] = {}) {
  const url = await cluster.createDatabase();
  one = await startTestApi({ ...overrides, store: await openPgStore(url) });
  two = await startTestApi({ ...overrides, store: await openPgStore(url) });
}

let crm: MockServer | undefined;

afterEach(async () => {
  await one?.close();
  await two?.close();
  await crm?.close();
  crm = undefined;
});

const fast = { baseDelayMs: 20, maxDelayMs: 100, pollMs: 200 };

test('both instances deliver the outbox, each lead once, with its id as the Idempotency-Key', async () => {
  crm = await startMockServer(() => ({ status: 200, delayMs: 5 }));
  await startPair({ webhook: { webhookUrl: crm.url, ...fast } });
  const sent = await Promise.all(
    Array.from({ length: 40 }, (_, i) => post((i % 2 === 0 ? one : two).formsUrl, submission())),
  );
  expect(sent.map((answer) => answer.status)).toEqual(Array(40).fill(201));
  await waitFor(() => crm!.requests.length >= 40, 10_000);
  await new Promise((resolve) => setTimeout(resolve, 300)); // past a poll: nothing more may come

  const ids = crm.requests.map((request) => JSON.parse(request.body).id as string);
  expect(ids.sort()).toEqual(sent.map((answer) => answer.body.id as string).sort());
  expect(crm.requests.every((request) => request.headers['idempotency-key'] === JSON.parse(request.body).id)).toBe(
    true,
  );
  expect((await one.store.outbox.entries()).every((entry) => entry.deliveredAt !== null && entry.attempts === 1)).toBe(
    true,
  );
});

test("a crashed worker's claim is delivered by another once its lease has passed", async () => {
  await startPair({ forward: true });
  const lead = await post(one.formsUrl, submission());
  // A worker claims the lead for 1 s and dies before sending it.
  const now = new Date();
  expect((await one.store.outbox.claimNext(now, new Date(now.getTime() + 1_000)))?.leadId).toBe(lead.body.id);

  crm = await startMockServer(() => ({ status: 200 }));
  const worker = startOutboxWorker(two.store.outbox, { webhookUrl: crm.url, ...fast, pollMs: 100 });
  try {
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(crm.requests).toHaveLength(0); // still claimed
    await waitFor(() => crm!.requests.length === 1, 5_000);
    expect(JSON.parse(crm.requests[0]!.body).id).toBe(lead.body.id);
  } finally {
    await worker.stop();
  }
});

test('a retry of an Idempotency-Key on the other instance returns the first id and stores nothing new', async () => {
  await startPair();
  const key = randomUUID();
  const body = submission('contact');
  const first = await post(one.formsUrl, body, { key });
  const retry = await post(two.formsUrl, body, { key });
  expect(first.status).toBe(201);
  expect(retry).toMatchObject({ status: 201, body: { id: first.body.id } });
  expect(await two.leadCount()).toBe(1);

  const other = await post(two.formsUrl, submission('contact', { message: 'Something else entirely.' }), { key });
  expect(other).toMatchObject({ status: 422, body: { error: 'idempotency_key_reused' } });
});

test('a development token used on one instance is refused on the other', async () => {
  await startPair();
  const token = submission().recaptchaToken;
  expect((await post(one.formsUrl, submission('contact', { recaptchaToken: token }))).status).toBe(201);
  const replayed = await post(two.formsUrl, submission('contact', { recaptchaToken: token, message: 'Again, again.' }));
  expect(replayed).toMatchObject({ status: 403, body: { error: 'verification_failed' } });
  expect(await one.leadCount()).toBe(1);
});

test('ten posts spread over two instances are ten: the eleventh gets 429 on either', async () => {
  await startPair({ rateLimitMax: 10 });
  const answers = [];
  for (let i = 0; i < 10; i++) answers.push(await post((i % 2 === 0 ? one : two).formsUrl, submission()));
  expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
  for (const api of [one, two]) {
    const flood = await post(api.formsUrl, submission());
    expect(flood).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
    expect(Number(flood.headers.get('retry-after'))).toBeGreaterThan(0);
  }
  expect(await one.leadCount()).toBe(10);
});

test('consent records and forms have a budget each', async () => {
  await startPair({ rateLimitMax: 3 });
  expect(await budgetsApart(one, 3)).toEqual({ consents: [201, 201, 201, 429], forms: [201, 201, 201, 429] });
});

const reports = { pass: reportPassFor({ shell: 'S' }), reports: [{ kind: 'view', route: '/', apps: { shell: 'S' } }] };

test('field reports have a budget of their own, counted across both instances', async () => {
  await startPair({ rateLimitMax: 1, reportsRateLimitMax: 3 });
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push((await post((i % 2 === 0 ? one : two).reportsUrl, reports)).status);
  expect(statuses).toEqual([204, 204, 204, 429]);
  expect((await post(one.formsUrl, submission())).status).toBe(201);
});

test('health answers 200 while the store answers, and 503 with a reason when it does not', async () => {
  await startPair();
  expect(await (await fetch(`${one.url}/api/health`)).json()).toEqual({ status: 'ok' });
  await cluster.kill();
  try {
    const health = await fetch(`${one.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'unavailable', error: 'store_unavailable' });
    const submitted = await post(one.formsUrl, submission());
    expect(submitted).toMatchObject({ status: 503, body: { error: 'store_unavailable' } });
    expect(await post(one.reportsUrl, reports)).toMatchObject({ status: 503, body: { error: 'store_unavailable' } });
  } finally {
    await cluster.start();
  }
  expect((await fetch(`${one.url}/api/health`)).status).toBe(200);
  expect((await post(one.formsUrl, submission())).status).toBe(201);
  expect((await post(one.reportsUrl, reports)).status).toBe(204);
}, 30_000);

test('the store going away under load: 503 at once, 201 again as soon as it is back, and every 201 is in the database', async () => {
  // No rate limit: the clients send a few hundred requests a second from one address.
  await startPair({ rateLimitMax: 0 });
  const answers: { status: number; body: Record<string, unknown>; startedAt: number; ms: number }[] = [];
  let stop = false;
  const client = async (api: TestApi) => {
    while (!stop) {
      const startedAt = performance.now();
      const answer = await post(api.formsUrl, submission());
      answers.push({ ...answer, startedAt, ms: performance.now() - startedAt });
    }
  };
  const clients = [one, two, one, two, one, two].map(client);
  let down = 0;
  let restarting = 0;
  let up = 0;
  try {
    await waitFor(() => answers.length >= 40, 10_000);
    await cluster.kill();
    down = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    restarting = performance.now();
    await cluster.start();
    up = performance.now();
    await waitFor(() => answers.some((answer) => answer.startedAt > up && answer.status === 201), 20_000);
  } finally {
    stop = true;
    await Promise.all(clients);
  }

  // Behaviour, not a benchmark: the bounds are generous for a busy 2-core machine, and far
  // below what a request waiting on reconnection attempts used to take (5 to 21 s).
  const outage = answers.filter((answer) => answer.startedAt >= down && answer.startedAt + answer.ms < restarting);
  expect(outage.length).toBeGreaterThan(20);
  expect(outage.filter((answer) => answer.status !== 503)).toEqual([]);
  const overlapping = answers.filter((answer) => answer.startedAt + answer.ms >= down && answer.startedAt < restarting);
  expect(Math.max(...overlapping.map((answer) => answer.ms))).toBeLessThan(2_000);
  const resumed = answers.filter((answer) => answer.startedAt > up && answer.status === 201);
  expect(Math.min(...resumed.map((answer) => answer.startedAt + answer.ms)) - up).toBeLessThan(3_000);

  const refused = answers.filter((answer) => answer.status !== 201);
  expect(new Set(refused.map((answer) => JSON.stringify([answer.status, answer.body])))).toEqual(
    new Set([JSON.stringify([503, { error: 'store_unavailable' }])]),
  );
  const stored = new Set((await one.store.leads.list()).map((lead) => lead.id));
  const answered = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.id as string);
  expect(answered.filter((id) => !stored.has(id))).toEqual([]);
  // A lead committed as the server went away may have lost its acknowledgement and been answered
  // 503 (the visitor's retry, with its Idempotency-Key, stores nothing new): only a request in
  // flight at that moment can be stored without its 201.
  const lostAcknowledgements = overlapping.filter((answer) => answer.status === 503).length;
  expect(stored.size).toBeGreaterThanOrEqual(answered.length);
  expect(stored.size - answered.length).toBeLessThanOrEqual(lostAcknowledgements);
}, 60_000);
