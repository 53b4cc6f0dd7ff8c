/**
 * The api's store on both databases (a SQLite file, a throwaway PostgreSQL cluster) holding the
 * same field reports, the api's known hour (api/testing/field-report-repository-suite.ts), for
 * what reads them: `release health`, the console's health buckets.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPgStore } from 'api/pg-store';
import { openSqliteStore } from 'api/sqlite-store';
import type { Store } from 'api/store';
import { addKnownHour } from 'api/testing/field-report-repository-suite';
import { startPgCluster } from 'api/testing/pg-cluster';

export interface KnownHourStores {
  /** The variables naming each store, as the api reads them. */
  env: Record<'SQLite' | 'PostgreSQL', Record<string, string>>;
  /** A folder of the test's own, removed by `stop`. */
  dir: string;
  stop(): Promise<void>;
}

async function withKnownHour(store: Store): Promise<void> {
  try {
    await addKnownHour(store.fieldReports);
  } finally {
    await store.close();
  }
}

export async function startKnownHourStores(): Promise<KnownHourStores> {
  const cluster = await startPgCluster();
  const dir = mkdtempSync(path.join(tmpdir(), 'known-hour-'));
  const file = path.join(dir, 'leads.db');
  const url = await cluster.createDatabase();
  await withKnownHour(await openSqliteStore(file));
  await withKnownHour(await openPgStore(url));
  return {
    env: { SQLite: { DATABASE_PATH: file }, PostgreSQL: { DATABASE_URL: url } },
    dir,
    async stop() {
      await cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
