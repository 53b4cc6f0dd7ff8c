import path from 'node:path';
import { consentRecord, consentRepositorySuite } from './consent-repository-suite';
import { openDatabase } from './db';
import { openSqliteStore } from './sqlite-store';
import { removeTempDirs, tempDir } from './testing';

afterAll(removeTempDirs);

consentRepositorySuite('SQLite', async (now) => {
  const store = openSqliteStore(path.join(tempDir(), 'leads.db'), { now });
  return { repository: store.consents, close: () => store.close() };
});

test('a stored SQLite record cannot be changed afterwards', async () => {
  const file = path.join(tempDir(), 'leads.db');
  const store = openSqliteStore(file);
  const { id } = await store.consents.append(consentRecord());
  await store.close();
  const db = openDatabase(file);
  expect(() => db.prepare('UPDATE consent_records SET analytics = 0 WHERE id = ?').run(id)).toThrow(
    'consent records are append-only',
  );
  db.close();
});
