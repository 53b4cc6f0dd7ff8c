/**
 * The behaviour every `ConsentRepository` owes, as one jest suite taking a factory: the SQLite
 * store runs it in consent-records.test.ts, and any other store (PostgreSQL) runs the same suite
 * against its own factory.
 */
import { randomUUID } from 'node:crypto';
import { consentRecordSchema } from 'shared/schemas/consent-record';
import type { ConsentRecord, ConsentRepository, StoredConsentRecord } from '../consents/consent-records';

export interface ConsentRepositoryFixture {
  repository: ConsentRepository;
  close(): Promise<void>;
}

/** Opens an empty store whose clock (the time records are received) is `now`. */
export type ConsentRepositoryFactory = (now: () => Date) => Promise<ConsentRepositoryFixture>;

export function consentRecord(overrides: Partial<ConsentRecord> = {}): ConsentRecord {
  return {
    consentId: randomUUID(),
    analytics: true,
    marketing: true,
    version: '1.0',
    givenAt: '2026-11-24T09:30:00.000Z',
    source: 'banner',
    gpc: false,
    dnt: false,
    path: '/',
    ...overrides,
  };
}

/**
 * Records as a client sending upper-case ids left them before ids were lower-cased (SQLite's
 * version 4, PostgreSQL's 2; legacy-schemas.ts): one id alone; one in two spellings at two times; two with both
 * spellings at one time, which the lower-cased id can hold only once.
 */
export const mixedCaseRecords: StoredConsentRecord[] = (
  [
    ['r1', '0B0F4C3E-7F5A-4D7E-9A51-1F2A3B4C5D6E', '09:00', '09:01', true],
    ['r2', 'A1B2C3D4-0000-4000-8000-00000000000A', '09:00', '09:01', true],
    ['r3', 'a1b2c3d4-0000-4000-8000-00000000000a', '10:00', '10:01', false],
    ['r4', 'C0FFEE00-0000-4000-8000-0000000000CC', '09:00', '09:01', true],
    ['r5', 'c0ffee00-0000-4000-8000-0000000000cc', '09:00', '09:02', false],
    ['r6', 'DEADBEEF-0000-4000-8000-0000000000DD', '09:00', '09:01', true],
    ['r7', 'DeadBeef-0000-4000-8000-0000000000Dd', '09:00', '09:02', false],
  ] as const
).map(([id, consentId, given, received, analytics]) => ({
  ...consentRecord({ consentId, analytics, givenAt: `2026-11-24T${given}:00.000Z` }),
  id,
  receivedAt: `2026-11-24T${received}:00.000Z`,
}));

/**
 * After today's release's migration (legacy-schemas.ts) every record is still there and each lower-cased id's history holds every
 * spelling: the first record of an id and time takes the lower-cased id (unless a record already
 * has it), a later one at the same time keeps its spelling, and a resend of it is a duplicate.
 */
export async function expectIdsLowerCased(repository: ConsentRepository): Promise<void> {
  expect((await repository.export({})).map((record) => record.id).sort()).toEqual(
    mixedCaseRecords.map((record) => record.id),
  );
  const history = async (consentId: string) =>
    (await repository.history(consentId)).map((record) => [record.id, record.consentId]);
  expect(await history('0b0f4c3e-7f5a-4d7e-9a51-1f2a3b4c5d6e')).toEqual([
    ['r1', '0b0f4c3e-7f5a-4d7e-9a51-1f2a3b4c5d6e'],
  ]);
  expect(await history('a1b2c3d4-0000-4000-8000-00000000000a')).toEqual([
    ['r2', 'a1b2c3d4-0000-4000-8000-00000000000a'],
    ['r3', 'a1b2c3d4-0000-4000-8000-00000000000a'],
  ]);
  expect(await history('c0ffee00-0000-4000-8000-0000000000cc')).toEqual([
    ['r4', 'C0FFEE00-0000-4000-8000-0000000000CC'],
    ['r5', 'c0ffee00-0000-4000-8000-0000000000cc'],
  ]);
  expect(await history('deadbeef-0000-4000-8000-0000000000dd')).toEqual([
    ['r6', 'deadbeef-0000-4000-8000-0000000000dd'],
    ['r7', 'DeadBeef-0000-4000-8000-0000000000Dd'],
  ]);
  const { id: _id, receivedAt: _receivedAt, ...resent } = mixedCaseRecords[5]!;
  expect(await repository.append(consentRecordSchema.parse(resent))).toEqual({ id: 'r6', stored: false });
}

export function consentRepositorySuite(name: string, open: ConsentRepositoryFactory): void {
  describe(`${name} consent repository`, () => {
    let clock = new Date('2026-11-24T10:00:00.000Z');
    let fixture: ConsentRepositoryFixture;
    let repository: ConsentRepository;

    beforeEach(async () => {
      clock = new Date('2026-11-24T10:00:00.000Z');
      fixture = await open(() => clock);
      repository = fixture.repository;
    });

    afterEach(() => fixture.close());

    test('appends a record and gives back every field, with the time it was received', async () => {
      const record = consentRecord({ analytics: false, source: 'dialog', gpc: true, path: '/cookie-policy' });
      const result = await repository.append(record);
      expect(result.stored).toBe(true);
      expect(await repository.history(record.consentId)).toEqual([
        { ...record, id: result.id, receivedAt: '2026-11-24T10:00:00.000Z' },
      ]);
    });

    test('the same consent id and time is stored once, and the first record id is returned', async () => {
      const record = consentRecord();
      const first = await repository.append(record);
      const again = await repository.append({ ...record, givenAt: '2026-11-24T09:30:00Z' });
      expect(again).toEqual({ id: first.id, stored: false });
      expect(await repository.history(record.consentId)).toHaveLength(1);
    });

    test('ids are compared as UUIDs: one taken in upper case is the same consent id', async () => {
      const record = consentRecord();
      const first = await repository.append(
        consentRecordSchema.parse({ ...record, consentId: record.consentId.toUpperCase() }),
      );
      expect(await repository.append(record)).toEqual({ id: first.id, stored: false });
      expect((await repository.history(record.consentId)).map((stored) => stored.consentId)).toEqual([
        record.consentId,
      ]);
    });

    test('a later choice of the same id is a second record; history is oldest first and only that id', async () => {
      const consentId = randomUUID();
      await repository.append(consentRecord({ consentId, givenAt: '2026-11-24T12:00:00.000Z', analytics: false }));
      await repository.append(consentRecord({ consentId, givenAt: '2026-11-24T09:00:00.000Z' }));
      await repository.append(consentRecord());
      const history = await repository.history(consentId);
      expect(history.map((record) => [record.givenAt, record.analytics])).toEqual([
        ['2026-11-24T09:00:00.000Z', true],
        ['2026-11-24T12:00:00.000Z', false],
      ]);
      expect(await repository.history(randomUUID())).toEqual([]);
    });

    test('export takes records given in the range, from included and before excluded', async () => {
      for (const givenAt of ['2026-11-01T00:00:00.000Z', '2026-11-02T23:59:59.999Z', '2026-11-03T00:00:00.000Z']) {
        await repository.append(consentRecord({ givenAt }));
      }
      const given = async (from?: string, before?: string) =>
        (await repository.export({ from, before })).map((record) => record.givenAt);
      expect(await given('2026-11-01T00:00:00.000Z', '2026-11-03T00:00:00.000Z')).toEqual([
        '2026-11-01T00:00:00.000Z',
        '2026-11-02T23:59:59.999Z',
      ]);
      expect(await given('2026-11-02T00:00:00.000Z')).toEqual(['2026-11-02T23:59:59.999Z', '2026-11-03T00:00:00.000Z']);
      expect(await given()).toHaveLength(3);
    });

    test('daily stats count accepted, rejected and custom choices per UTC day', async () => {
      const on = (givenAt: string, analytics: boolean, marketing: boolean) =>
        repository.append(consentRecord({ givenAt, analytics, marketing }));
      await on('2026-11-01T08:00:00.000Z', true, true);
      await on('2026-11-01T09:00:00.000Z', false, false);
      await on('2026-11-01T10:00:00.000Z', true, false);
      await on('2026-11-01T23:59:00.000Z', false, true);
      await on('2026-11-02T00:01:00.000Z', true, true);
      expect(await repository.dailyStats({})).toEqual([
        { day: '2026-11-01', total: 4, accepted: 1, rejected: 1, custom: 2 },
        { day: '2026-11-02', total: 1, accepted: 1, rejected: 0, custom: 0 },
      ]);
      expect(await repository.dailyStats({ from: '2026-11-02T00:00:00.000Z' })).toEqual([
        { day: '2026-11-02', total: 1, accepted: 1, rejected: 0, custom: 0 },
      ]);
    });

    test('retention deletes records received before the cutoff, whatever time the browser gave', async () => {
      clock = new Date('2024-01-01T00:00:00.000Z');
      const old = await repository.append(consentRecord({ givenAt: '2030-01-01T00:00:00.000Z' }));
      clock = new Date('2026-11-24T10:00:00.000Z');
      const recent = consentRecord({ givenAt: '2020-01-01T00:00:00.000Z' });
      await repository.append(recent);
      expect(await repository.deleteReceivedBefore(new Date('2025-01-01T00:00:00.000Z'))).toBe(1);
      expect((await repository.export({})).map((record) => record.id)).not.toContain(old.id);
      expect(await repository.history(recent.consentId)).toHaveLength(1);
    });
  });
}
