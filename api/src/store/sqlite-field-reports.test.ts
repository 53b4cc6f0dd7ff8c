import path from 'node:path';
import Database from 'better-sqlite3';
import { clientA, fieldReportRepositorySuite, view } from '../testing/field-report-repository-suite';
import { removeTempDirs, tempDir } from '../testing/harness';
import { openSqliteStore } from './sqlite-store';

afterAll(removeTempDirs);

fieldReportRepositorySuite('SQLite', async () => {
  const store = await openSqliteStore(path.join(tempDir(), 'leads.db'));
  return { repository: store.fieldReports, close: () => store.close() };
});

test("a client is kept as a pseudonym only, and a day's salt is deleted once the next day's is made", async () => {
  const file = path.join(tempDir(), 'salts.db');
  const store = await openSqliteStore(file);
  try {
    await store.fieldReports.add([view({ shell: 'S' })], new Date('2026-11-25T23:59:00Z'), clientA);
    await store.fieldReports.add([view({ shell: 'S' })], new Date('2026-11-26T00:00:01Z'), clientA);
  } finally {
    await store.close();
  }
  const db = new Database(file, { readonly: true });
  try {
    expect(db.prepare('SELECT day FROM field_report_salts').all()).toEqual([{ day: '2026-11-26' }]);
    const rows = db.prepare('SELECT * FROM field_reports').all();
    expect(JSON.stringify(rows)).not.toContain(clientA);
    expect(new Set(rows.map((row) => (row as { client: string }).client)).size).toBe(2);
  } finally {
    db.close();
  }
});
