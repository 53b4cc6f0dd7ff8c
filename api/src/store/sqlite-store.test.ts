import { statSync } from 'node:fs';
import path from 'node:path';
import { openSqliteStore } from './sqlite-store';
import { describeStore } from '../testing/store-contract';
import { removeTempDirs, tempDir } from '../testing/harness';

afterAll(removeTempDirs);

describeStore('SQLite', async (options) => openSqliteStore(path.join(tempDir(), 'leads.db'), options));

test('the database and its WAL files are their owner’s alone, whatever the umask', async () => {
  const file = path.join(tempDir(), 'data', 'leads.db');
  const umask = process.umask(0o022);
  try {
    const store = await openSqliteStore(file);
    try {
      await store.leads.list();
      const modes = ['', '-wal', '-shm'].map((suffix) => statSync(`${file}${suffix}`).mode & 0o777);
      expect(modes).toEqual([0o600, 0o600, 0o600]);
    } finally {
      await store.close();
    }
  } finally {
    process.umask(umask);
  }
});
