/**
 * The field reports the api stores, read through the api's own store, opened from the api's
 * variables: `DATABASE_URL`, else `DATABASE_PATH`, else the api's default file.
 */
import { EnvError, loadCliEnv } from 'api/env';
import { withoutPassword } from 'api/database-url';
import { openStore } from 'api/open-store';
import { StoreUnavailableError, type Store } from 'api/store';
import { noFigures, type ReleaseHealth } from 'api/field-reports';

type Env = Readonly<Record<string, string | undefined>>;

export { noFigures, type ReleaseHealth };

export interface HealthQuery {
  /** One app's releases; every app's without it. */
  app?: string;
  since: Date;
  /** Excluded; now by default. */
  until?: Date;
}

/** The api's store, for reading; its refusals (a wrong variable, no database) as one line. */
async function withApiStore<T>(env: Env, work: (store: Store, location: string) => Promise<T>): Promise<T> {
  let store: Store;
  let location: string;
  try {
    const apiEnv = loadCliEnv(env);
    location = apiEnv.DATABASE_URL
      ? `PostgreSQL ${withoutPassword(apiEnv.DATABASE_URL, 'DATABASE_URL')}`
      : `SQLite ${apiEnv.DATABASE_PATH}`;
    store = await openStore(apiEnv, { existingOnly: true });
  } catch (error) {
    if (error instanceof EnvError || error instanceof StoreUnavailableError) {
      throw new Error(error.message.replace(/\n\s*/g, ' '), { cause: error });
    }
    throw error;
  }
  try {
    return await work(store, location);
  } finally {
    await store.close();
  }
}

/**
 * Per app and release with reports received in the window, by app then release, and where they
 * were read (`SQLite <file>`, `PostgreSQL <url without its password>`).
 */
export async function readFieldHealth(
  env: Env,
  query: HealthQuery,
): Promise<{ rows: ReleaseHealth[]; location: string }> {
  const {
    rows: [rows = []],
    location,
  } = await readFieldHealthOf(env, [query]);
  return { rows, location };
}

/** `readFieldHealth` of each window, from one opening of the store (the console's time buckets). */
export function readFieldHealthOf(
  env: Env,
  queries: readonly HealthQuery[],
): Promise<{ rows: ReleaseHealth[][]; location: string }> {
  return withApiStore(env, async (store, location) => {
    const rows: ReleaseHealth[][] = [];
    for (const { app, since, until = new Date() } of queries) {
      rows.push(await store.fieldReports.summary({ app, since, until }));
    }
    return { rows, location };
  });
}

/** Per app and release with reports received in the window, by app then release: the canary watcher's figures. */
export async function releaseHealth(env: Env, query: HealthQuery): Promise<ReleaseHealth[]> {
  return (await readFieldHealth(env, query)).rows;
}
