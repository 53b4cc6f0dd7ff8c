import path from 'node:path';
import { createSqliteConsentRepository } from './consent-records';
import { consentRecord } from './consent-repository-suite';
import { openDatabase, type Db } from './db';
import { createLeadRepository, type LeadRepository } from './leads';
import {
  consentRetentionCutoff,
  purgeExpired,
  purgeExpiredConsents,
  retentionCutoff,
  startRetention,
} from './retention';
import { removeTempDirs, tempDir, waitFor } from './testing';

const DAY = 24 * 60 * 60 * 1000;
const today = new Date('2026-06-01T12:00:00.000Z');

let db: Db;
let clock: Date;
let leads: LeadRepository;
let seq = 0;

function storeAt(date: Date, forward = true): string {
  clock = date;
  const result = leads.insert({
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

const ids = (table: 'leads' | 'outbox') =>
  db
    .prepare<[], { id: string }>(`SELECT ${table === 'leads' ? 'id' : 'lead_id'} AS id FROM ${table} ORDER BY 1`)
    .all()
    .map((row) => row.id)
    .sort();

beforeEach(() => {
  db = openDatabase(path.join(tempDir(), 'leads.db'));
  leads = createLeadRepository(db, { now: () => clock });
});

afterEach(() => db.close());

afterAll(removeTempDirs);

test('the cutoff is the retention period before now', () => {
  expect(retentionCutoff(today, 730).toISOString()).toBe('2024-06-01T12:00:00.000Z');
});

test('leads older than the period go, with their outbox rows; younger ones stay', () => {
  const expired = storeAt(new Date(today.getTime() - 731 * DAY));
  const justExpired = storeAt(new Date(today.getTime() - 730 * DAY - 1));
  const justKept = storeAt(new Date(today.getTime() - 730 * DAY));
  const recent = storeAt(new Date(today.getTime() - 1 * DAY));

  expect(purgeExpired(leads, 730, today)).toBe(2);
  expect(ids('leads')).toEqual([justKept, recent].sort());
  expect(ids('outbox')).toEqual([justKept, recent].sort());
  expect(ids('leads')).not.toContain(expired);
  expect(ids('leads')).not.toContain(justExpired);
});

test('runs at start and then on its interval, with the clock it is given', async () => {
  const old = storeAt(new Date(today.getTime() - 800 * DAY));
  const ageing = storeAt(new Date(today.getTime() - 700 * DAY));
  let now = today;
  const purged: number[] = [];
  const stop = startRetention(leads, {
    retentionDays: 730,
    now: () => now,
    intervalMs: 20,
    onPurge: (n) => purged.push(n),
  });
  try {
    expect(purged).toEqual([1]); // synchronously, at start
    expect(ids('leads')).toEqual([ageing]);
    expect(ids('leads')).not.toContain(old);

    now = new Date(today.getTime() + 31 * DAY);
    await waitFor(() => ids('leads').length === 0, 1000);
    expect(purged).toContain(1);
  } finally {
    stop();
  }
});

test('a shorter period purges more', () => {
  storeAt(new Date(today.getTime() - 40 * DAY));
  storeAt(new Date(today.getTime() - 10 * DAY));
  expect(purgeExpired(leads, 30, today)).toBe(1);
  expect(ids('leads')).toHaveLength(1);
});

describe('consent records', () => {
  test('the cutoff is the same day that many calendar months before now', () => {
    expect(consentRetentionCutoff(today, 25).toISOString()).toBe('2024-05-01T12:00:00.000Z');
  });

  test('records received before the cutoff go, later ones stay; at start and on the interval', async () => {
    const consents = createSqliteConsentRepository(db, { now: () => clock });
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
    const stop = startRetention(leads, {
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
