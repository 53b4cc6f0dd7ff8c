import path from 'node:path';
import { consentRecord } from '../testing/consent-repository-suite';
import { view } from '../testing/field-report-repository-suite';
import {
  consentRetentionCutoff,
  purgeExpired,
  purgeExpiredConsents,
  purgeExpiredFieldReports,
  retentionCutoff,
  startRetention,
} from './retention';
import { openSqliteStore } from '../store/sqlite-store';
import type { Store } from '../store/store';
import { removeTempDirs, tempDir, waitFor } from '../testing/harness';

const DAY = 24 * 60 * 60 * 1000;
const today = new Date('2026-06-01T12:00:00.000Z');

let store: Store;
let clock: Date;
let seq = 0;

async function storeAt(date: Date, forward = true): Promise<string> {
  clock = date;
  const result = await store.leads.insert({
    formType: 'contact',
    email: 'ada@example.com',
    fields: {},
    idempotencyKey: `key-${(seq += 1)}`,
    bodyHash: 'h',
    spam: false,
    forward,
  });
  if (!result.stored) throw new Error('not stored');
  return result.id;
}

const leadIds = async () => (await store.leads.list()).map((lead) => lead.id).sort();
const outboxIds = async () => (await store.outbox.entries()).map((entry) => entry.leadId).sort();

beforeEach(async () => {
  store = await openSqliteStore(path.join(tempDir(), 'leads.db'), { now: () => clock });
});

afterEach(() => store.close());

afterAll(removeTempDirs);

test('the cutoff is the retention period before now', () => {
  expect(retentionCutoff(today, 730).toISOString()).toBe('2024-06-01T12:00:00.000Z');
});

test('leads older than the period go, with their outbox rows; younger ones stay', async () => {
  const expired = await storeAt(new Date(today.getTime() - 731 * DAY));
  const justExpired = await storeAt(new Date(today.getTime() - 730 * DAY - 1));
  const justKept = await storeAt(new Date(today.getTime() - 730 * DAY));
  const recent = await storeAt(new Date(today.getTime() - 1 * DAY));

  expect(await purgeExpired(store.leads, 730, today)).toBe(2);
  expect(await leadIds()).toEqual([justKept, recent].sort());
  expect(await outboxIds()).toEqual([justKept, recent].sort());
  expect(await leadIds()).not.toContain(expired);
  expect(await leadIds()).not.toContain(justExpired);
});

test('runs at start and then on its interval, with the clock it is given', async () => {
  const old = await storeAt(new Date(today.getTime() - 800 * DAY));
  const ageing = await storeAt(new Date(today.getTime() - 700 * DAY));
  let now = today;
  const purged: number[] = [];
  const stop = startRetention(store.leads, {
    retentionDays: 730,
    now: () => now,
    intervalMs: 20,
    onPurge: (n) => purged.push(n),
  });
  try {
    await waitFor(() => purged.length > 0, 1000); // at start
    expect(purged[0]).toBe(1);
    expect(await leadIds()).toEqual([ageing]);
    expect(await leadIds()).not.toContain(old);

    now = new Date(today.getTime() + 31 * DAY);
    await waitFor(async () => (await leadIds()).length === 0, 1000);
    expect(purged).toContain(1);
  } finally {
    stop();
  }
});

test('a shorter period purges more', async () => {
  await storeAt(new Date(today.getTime() - 40 * DAY));
  await storeAt(new Date(today.getTime() - 10 * DAY));
  expect(await purgeExpired(store.leads, 30, today)).toBe(1);
  expect(await leadIds()).toHaveLength(1);
});

describe('consent records', () => {
  test('the cutoff is the same day that many calendar months before now', () => {
    expect(consentRetentionCutoff(today, 25).toISOString()).toBe('2024-05-01T12:00:00.000Z');
  });

  test('records received before the cutoff go, later ones stay; at start and on the interval', async () => {
    const { consents } = store;
    clock = new Date('2024-04-30T12:00:00.000Z');
    const old = consentRecord();
    await consents.append(old);
    clock = new Date('2024-05-01T12:00:00.000Z');
    const kept = consentRecord();
    await consents.append(kept);

    expect(await purgeExpiredConsents(consents, 25, today)).toBe(1);
    expect(await consents.history(old.consentId)).toEqual([]);
    expect(await consents.history(kept.consentId)).toHaveLength(1);

    let now = today;
    const purged: number[] = [];
    const stop = startRetention(store.leads, {
      retentionDays: 730,
      now: () => now,
      intervalMs: 20,
      consents: { repository: consents, retentionMonths: 25, onPurge: (n) => purged.push(n) },
    });
    try {
      await waitFor(() => purged.length > 0, 1000);
      expect(purged[0]).toBe(0);
      now = new Date('2026-06-02T12:00:00.000Z');
      await waitFor(() => purged.includes(1), 1000);
      expect(await consents.history(kept.consentId)).toEqual([]);
    } finally {
      stop();
    }
  });
});

describe('field reports', () => {
  const everything = { since: new Date(0), until: new Date('2100-01-01T00:00:00.000Z') };
  const releases = async () => (await store.fieldReports.summary(everything)).map((row) => row.release);

  test('reports received more than 30 days ago go, later ones stay; at start and on the interval', async () => {
    const { fieldReports } = store;
    await fieldReports.add([view({ shell: 'old' })], new Date(today.getTime() - 30 * DAY - 1), '192.0.2.1');
    await fieldReports.add([view({ shell: 'kept' })], new Date(today.getTime() - 30 * DAY), '192.0.2.1');

    expect(await purgeExpiredFieldReports(fieldReports, today)).toBe(1);
    expect(await releases()).toEqual(['kept']);

    let now = today;
    const purged: number[] = [];
    const stop = startRetention(store.leads, {
      retentionDays: 730,
      now: () => now,
      intervalMs: 20,
      fieldReports: { repository: fieldReports, onPurge: (n) => purged.push(n) },
    });
    try {
      await waitFor(() => purged.length > 0, 1000);
      expect(purged[0]).toBe(0);
      now = new Date(today.getTime() + 1);
      await waitFor(() => purged.includes(1), 1000);
      expect(await releases()).toEqual([]);
    } finally {
      stop();
    }
  });
});
