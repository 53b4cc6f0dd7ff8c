import path from 'node:path';
import { fieldReportRepositorySuite } from '../testing/field-report-repository-suite';
import { removeTempDirs, tempDir } from '../testing/harness';
import { openSqliteStore } from './sqlite-store';

afterAll(removeTempDirs);

fieldReportRepositorySuite('SQLite', async () => {
  const store = await openSqliteStore(path.join(tempDir(), 'leads.db'));
  return { repository: store.fieldReports, close: () => store.close() };
});
