import path from 'node:path';
import { createSqliteConsentRepository } from './consent-records';
import { consentRecord, consentRepositorySuite } from './consent-repository-suite';
import { openDatabase } from './db';
import { removeTempDirs, tempDir } from './testing';

afterAll(removeTempDirs);

consentRepositorySuite('SQLite', async (now) => {
  const db = openDatabase(path.join(tempDir(), 'leads.db'));
  return { repository: createSqliteConsentRepository(db, { now }), close: async () => void db.close() };
});

test('a stored SQLite record cannot be changed afterwards', async () => {
  const db = openDatabase(path.join(tempDir(), 'leads.db'));
  const { id } = await createSqliteConsentRepository(db).append(consentRecord());
  expect(() => db.prepare('UPDATE consent_records SET analytics = 0 WHERE id = ?').run(id)).toThrow(
    'consent records are append-only',
  );
  db.close();
});
