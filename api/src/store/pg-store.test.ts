import { consentRecord, consentRepositorySuite } from '../testing/consent-repository-suite';
import { fieldReportRepositorySuite } from '../testing/field-report-repository-suite';
import { startPgCluster, type PgCluster } from '../testing/pg-cluster';
import { migrations } from './migrations';
import { openPgStore } from './pg-store';
import { StoreUnavailableError } from './store';
import { describeStore } from '../testing/store-contract';
import postgres from 'postgres';

let cluster: PgCluster;

beforeAll(async () => {
  cluster = await startPgCluster();
}, 30_000);

afterAll(() => cluster?.stop());

describeStore('PostgreSQL', async (options) => openPgStore(await cluster.createDatabase(), options));

consentRepositorySuite('PostgreSQL', async (now) => {
  const store = await openPgStore(await cluster.createDatabase(), { now });
  return { repository: store.consents, close: () => store.close() };
});

fieldReportRepositorySuite('PostgreSQL', async () => {
  const store = await openPgStore(await cluster.createDatabase());
  return { repository: store.fieldReports, close: () => store.close() };
});

test('a stored PostgreSQL consent record cannot be changed afterwards', async () => {
  const url = await cluster.createDatabase();
  const store = await openPgStore(url);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const record = consentRecord({ analytics: true });
    const { id } = await store.consents.append(record);
    const before = await sql`SELECT * FROM consent_records`;
    await expect(sql`UPDATE consent_records SET analytics = false WHERE id = ${id}`).rejects.toThrow(
      'consent records are append-only',
    );
    // PostgreSQL's upsert: the conflicting row's update fires the same trigger, on either key.
    const upsert = (rowId: string, conflict: 'id' | 'consent_id, given_at') =>
      sql.unsafe(
        `INSERT INTO consent_records
           (id, consent_id, given_at, analytics, marketing, version, source, gpc, dnt, path, received_at)
         VALUES ($1, $2, $3, false, true, '1.0', 'banner', false, false, '/', now())
         ON CONFLICT (${conflict}) DO UPDATE SET analytics = excluded.analytics`,
        [rowId, record.consentId, record.givenAt],
      );
    await expect(upsert(id, 'id')).rejects.toThrow('consent records are append-only');
    await expect(upsert('other', 'consent_id, given_at')).rejects.toThrow('consent records are append-only');
    expect(await sql`SELECT * FROM consent_records`).toEqual(before);
  } finally {
    await sql.end();
    await store.close();
  }
});

test('two instances starting together migrate once', async () => {
  const url = await cluster.createDatabase();
  const stores = await Promise.all([openPgStore(url), openPgStore(url), openPgStore(url)]);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    expect(await sql`SELECT version FROM schema_migrations`).toEqual([{ version: migrations.length }]);
    // Already at the latest version: opening again changes nothing.
    await (await openPgStore(url)).close();
    expect(await sql`SELECT version FROM schema_migrations`).toEqual([{ version: migrations.length }]);
  } finally {
    await sql.end();
    await Promise.all(stores.map((store) => store.close()));
  }
});

test('the rate-limit counter is shared: hits on two connections add up, per key, per window', async () => {
  const url = await cluster.createDatabase();
  const [one, two] = await Promise.all([openPgStore(url), openPgStore(url)]);
  try {
    const hits = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? one : two).rateLimit!.hit('POST /api/forms 203.0.113.1', 60_000),
      ),
    );
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(Math.max(...hits.map((hit) => hit.ttlMs))).toBeLessThanOrEqual(60_000);
    expect((await one.rateLimit!.hit('POST /api/forms 203.0.113.2', 60_000)).count).toBe(1);
    // Counted under a hash: the table holds no IP address.
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      expect(JSON.stringify(await sql`SELECT * FROM rate_limits`)).not.toContain('203.0.113');
    } finally {
      await sql.end();
    }

    // A short window ends: the count starts again.
    const first = await one.rateLimit!.hit('short', 200);
    await new Promise((resolve) => setTimeout(resolve, first.ttlMs + 10));
    expect((await two.rateLimit!.hit('short', 200)).count).toBe(1);
  } finally {
    await Promise.all([one.close(), two.close()]);
  }
});

test('fields are stored as a JSON object, as sent', async () => {
  const url = await cluster.createDatabase();
  const store = await openPgStore(url);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const fields = { b: 'Nul\u0000', a: 'second' };
    await store.leads.insert({
      formType: 'contact',
      email: 'a@example.com',
      fields,
      idempotencyKey: null,
      bodyHash: 'h',
      spam: false,
      forward: false,
    });
    expect(await sql`SELECT json_typeof(fields) AS type, fields::text AS text FROM leads`).toEqual([
      { type: 'object', text: JSON.stringify(fields) },
    ]);
  } finally {
    await sql.end();
    await store.close();
  }
});

test('a database that cannot be reached stops the open with one readable message, without the password', async () => {
  const open = openPgStore(`postgres://app:secret@127.0.0.1:${cluster.port}/no_such_database`);
  await expect(open).rejects.toThrow(StoreUnavailableError);
  await expect(open).rejects.toThrow(
    `Cannot use the PostgreSQL store at postgres://app@127.0.0.1:${cluster.port}/no_such_database: database "no_such_database" does not exist`,
  );
});
