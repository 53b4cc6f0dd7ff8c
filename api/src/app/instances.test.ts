/**
 * Several instances that lose nothing: two api processes on one PostgreSQL database take
 * submissions side by side, one is killed with SIGKILL mid-run and started again, and every
 * lead answered 201 is stored once and reaches the CRM webhook.
 */
import { randomUUID } from 'node:crypto';
import { startPgCluster, type PgCluster } from '../testing/pg-cluster';
import { openPgStore } from '../store/pg-store';
import {
  post,
  removeTempDirs,
  spawnServer,
  startMockServer,
  submission,
  waitFor,
  whenReady,
  type MockServer,
  type ServerProcess,
} from '../testing/harness';

let cluster: PgCluster;
let crm: MockServer;
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      process.kill(-server.child.pid!, 'SIGTERM');
      await server.exited;
    }
  }
  await crm?.close();
  await cluster?.stop();
  removeTempDirs();
});

test('kill -9 of one of two instances mid-run: every 201 stored once, every lead delivered', async () => {
  cluster = await startPgCluster();
  const url = await cluster.createDatabase();
  const arrivals: { id: string; at: number }[] = [];
  // A CRM slow to answer, so the killed instance almost surely dies with a delivery under way.
  crm = await startMockServer((request) => {
    arrivals.push({ id: JSON.parse(request.body).id as string, at: Date.now() });
    return { status: 200, delayMs: 100 };
  });
  const env = {
    ALLOW_DEV_TOKENS: '1',
    DATABASE_URL: url,
    RATE_LIMIT_MAX: '100000',
    LEAD_WEBHOOK_URL: crm.url,
    // A 1 s timeout: a dead instance's claims are free again after 2 s.
    LEAD_WEBHOOK_TIMEOUT_MS: '1000',
  };
  const start = async () => {
    const server = await spawnServer(env);
    servers.push(server);
    await whenReady(server);
    return server;
  };
  // Started together: both migrate the empty database under the advisory lock, one of them first.
  const [started, b] = await Promise.all([start(), start()]);
  let a = started;

  const answered = new Map<string, { key: string; body: Record<string, unknown>; via: ServerProcess }>();
  let stop = false;
  const client = async (index: number) => {
    for (let i = 0; !stop; i++) {
      const via = (index + i) % 2 === 0 ? a! : b!;
      const key = randomUUID();
      const body = submission('trial-request');
      try {
        const response = await post(`${via.url}/api/forms`, body, { key });
        if (response.status === 201) answered.set(response.body.id as string, { key, body, via });
      } catch {
        // The killed instance's connections fail: the client would retry elsewhere.
      }
    }
  };
  const clients = Array.from({ length: 4 }, (_, index) => client(index));

  await waitFor(() => answered.size >= 30, 20_000);
  process.kill(-a.child.pid!, 'SIGKILL');
  const killedAt = Date.now();
  expect(await a.exited).toBeNull();
  a = await start();
  const restarted = a;
  await waitFor(() => [...answered.values()].filter((entry) => entry.via === restarted).length >= 20, 20_000);
  stop = true;
  await Promise.all(clients);

  // Every 201 is in the database, once.
  const store = await openPgStore(url);
  try {
    const stored = await store.leads.list();
    const storedIds = stored.map((lead) => lead.id);
    expect(new Set(storedIds).size).toBe(storedIds.length);
    expect([...answered.keys()].filter((id) => !storedIds.includes(id))).toEqual([]);

    // Every lead reaches the CRM and is marked delivered, those the killed instance held included
    // (once their lease has passed); one arrives twice only if its first delivery was under way at the kill.
    // Each worker sends one lead at a time and the CRM takes 100 ms a lead: how long that takes
    // depends on how many leads the clients got in, which a fast machine makes several hundred.
    const deliveryMs = 20_000 + storedIds.length * 150;
    await waitFor(async () => (await store.outbox.entries()).every((entry) => entry.deliveredAt !== null), deliveryMs);
    expect(new Set(arrivals.map((arrival) => arrival.id))).toEqual(new Set(storedIds));
    const firsts = new Map<string, number>();
    for (const arrival of arrivals) {
      const first = firsts.get(arrival.id);
      if (first === undefined) firsts.set(arrival.id, arrival.at);
      else expect(first).toBeLessThanOrEqual(killedAt);
    }
    expect(crm.requests.every((request) => request.headers['idempotency-key'] === JSON.parse(request.body).id)).toBe(
      true,
    );
  } finally {
    await store.close();
  }

  // A retry on the other instance gets the first id; a used token is refused there.
  const [firstId, first] = [...answered.entries()].find(([, entry]) => entry.via === b)!;
  expect(await post(`${a.url}/api/forms`, first.body, { key: first.key })).toMatchObject({
    status: 201,
    body: { id: firstId },
  });
  const replayed = await post(`${a.url}/api/forms`, {
    ...submission('trial-request'),
    recaptchaToken: first.body.recaptchaToken,
  });
  expect(replayed).toMatchObject({ status: 403, body: { error: 'verification_failed' } });
}, 180_000);
