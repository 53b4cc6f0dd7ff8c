import path from 'node:path';
import { openSqliteStore } from './sqlite-store';
import { describeStore } from '../testing/store-contract';
import { removeTempDirs, tempDir } from '../testing/harness';

afterAll(removeTempDirs);

describeStore('SQLite', async (options) => openSqliteStore(path.join(tempDir(), 'leads.db'), options));
