/** Opens the store the environment names (store.ts describes the two). */
import { openPgStore } from './pg-store';
import { openSqliteStore } from './sqlite-store';
import type { Store, StoreOptions } from './store';

/** Where the state lives, from the environment: PostgreSQL when a URL is given, else the SQLite file. */
export interface StoreLocation {
  DATABASE_URL?: string;
  DATABASE_PATH: string;
}

export async function openStore(location: StoreLocation, options: StoreOptions = {}): Promise<Store> {
  if (location.DATABASE_URL) return openPgStore(location.DATABASE_URL, options);
  return openSqliteStore(location.DATABASE_PATH, options);
}
