import path from 'node:path';
import { consentRecord, consentRepositorySuite } from '../testing/consent-repository-suite';
import Database from 'better-sqlite3';
import { openSqliteStore } from './sqlite-store';
import { removeTempDirs, tempDir } from '../testing/harness';

afterAll(removeTempDirs);

consentRepositorySuite('SQLite', async (now) => {
  const store = await openSqliteStore(path.join(tempDir(), 'leads.db'), { now });
  return { repository: store.consents, close: () => store.close() };
});

describe('a stored SQLite record cannot be changed afterwards', () => {
  let file: string;
  let id: string;
  const record = consentRecord({ analytics: true });
  const stored = () => {
    const db = new Database(file);
    try {
      return db.prepare('SELECT * FROM consent_records').all();
    } finally {
      db.close();
    }
  };
  let before: unknown[];

  beforeEach(async () => {
    file = path.join(tempDir(), 'leads.db');
    const store = await openSqliteStore(file);
    ({ id } = await store.consents.append(record));
    await store.close();
    before = stored();
  });

  afterEach(() => expect(stored()).toEqual(before));

  const columns = 'id, consent_id, given_at, analytics, marketing, version, source, gpc, dnt, path, received_at';
  // The same record with analytics refused, under its own id and under a new one (same consent id and time).
  const values = (rowId: string) =>
    `'${rowId}', '${record.consentId}', '${record.givenAt}', 0, 1, '1.0', 'banner', 0, 0, '/', '2026-11-24T10:00:00.000Z'`;

  test.each([
    ['an UPDATE', () => `UPDATE consent_records SET analytics = 0 WHERE id = '${id}'`],
    ['INSERT OR REPLACE of its id', () => `INSERT OR REPLACE INTO consent_records (${columns}) VALUES (${values(id)})`],
    [
      'REPLACE INTO of its consent id and time',
      () => `REPLACE INTO consent_records (${columns}) VALUES (${values('other')})`,
    ],
    [
      'INSERT … ON CONFLICT DO UPDATE',
      () =>
        `INSERT INTO consent_records (${columns}) VALUES (${values('other')})
         ON CONFLICT (consent_id, given_at) DO UPDATE SET analytics = excluded.analytics`,
    ],
    [
      'INSERT … ON CONFLICT (id) DO UPDATE',
      () =>
        `INSERT INTO consent_records (${columns}) VALUES (${values(id)}) ON CONFLICT (id) DO UPDATE SET analytics = 0`,
    ],
  ])('%s is refused', (_name, statement) => {
    const db = new Database(file);
    try {
      expect(() => db.prepare(statement()).run()).toThrow('consent records are append-only');
    } finally {
      db.close();
    }
  });
});
