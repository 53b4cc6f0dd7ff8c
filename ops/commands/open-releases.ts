/**
 * The release store and the live record a command works on: `RELEASE_STORE` (a folder, default
 * `.releases/`, or `s3://bucket/prefix`) and `RELEASE_DATABASE_URL` (PostgreSQL for the pointer,
 * the log and the lock; else files beside a folder store; a bucket needs it, S3 has no compare-and-swap).
 */
import path from 'node:path';
import { repoRoot } from '../lib/workspace';
import { bucketFromEnv } from '../adapters/bucket/bucket';
import { createBucketStore } from '../adapters/bucket/bucket-store';
import { createFileLiveRecord } from '../adapters/folder/file-live-record';
import { createFolderStore } from '../adapters/folder/folder-store';
import type { LiveRecord } from '../core/live-record';
import { openPgLiveRecord } from '../adapters/postgres/pg-live-record';
import type { ReleaseStore, SitePublisher } from '../core/release-store';
import { isBucketLocation } from '../core/bucket-layout';
import { siteOriginEnv } from '../core/serving-config';

type Env = Readonly<Record<string, string | undefined>>;

export interface Releases {
  store: ReleaseStore;
  /** Where the live set's site is published: the store's own. */
  site: SitePublisher;
  record: LiveRecord;
  close(): Promise<void>;
}

/**
 * The folder of a folder store: `$RELEASE_STORE`, else `.releases/` in the checkout
 * (git-ignored). The servers that read a store's files themselves (ops/cli/serve.ts, nginx's folder
 * mode) serve a folder; a bucket is served by nginx's bucket mode.
 */
export function releaseStore(env: Env): string {
  if (isBucketLocation(env.RELEASE_STORE)) {
    throw new Error(`RELEASE_STORE=${env.RELEASE_STORE} is a bucket: this serves a folder store`);
  }
  return path.resolve(repoRoot, env.RELEASE_STORE || '.releases');
}

/**
 * The environment a command derives the site it publishes from. A bucket's site is production's:
 * it needs `SITE_URL`, and the forms and the blog's api default to that origin, as nginx's do.
 */
export function commandEnv(env: Env): Env {
  return isBucketLocation(env.RELEASE_STORE) ? siteOriginEnv(env) : env;
}

export async function openReleases(env: Env): Promise<Releases> {
  const location = env.RELEASE_STORE;
  const databaseUrl = env.RELEASE_DATABASE_URL;
  if (isBucketLocation(location)) {
    if (!databaseUrl) {
      throw new Error(
        `RELEASE_STORE=${location} keeps the live pointer in PostgreSQL: set RELEASE_DATABASE_URL=postgres://…`,
      );
    }
    const store = createBucketStore(bucketFromEnv(location, env));
    const record = await openPgLiveRecord(databaseUrl);
    return { store, site: store, record, close: () => record.close() };
  }
  const folder = releaseStore(env);
  const store = createFolderStore(folder);
  const record = databaseUrl ? await openPgLiveRecord(databaseUrl) : createFileLiveRecord(folder);
  return { store, site: store, record, close: () => record.close() };
}

/** Runs `work` on the environment's releases, closing their connections after. */
export async function withReleases<T>(env: Env, work: (releases: Releases) => Promise<T>): Promise<T> {
  const releases = await openReleases(env);
  try {
    return await work(releases);
  } finally {
    await releases.close();
  }
}
