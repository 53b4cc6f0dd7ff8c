import path from 'node:path';
import { openSqliteStore } from './sqlite-store';
import { describeStore } from './store-contract';
import { removeTempDirs, tempDir } from './testing';

afterAll(removeTempDirs);

describeStore('SQLite', async (options) => openSqliteStore(path.join(tempDir(), 'leads.db'), options));
