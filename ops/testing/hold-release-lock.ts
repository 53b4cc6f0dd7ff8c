/**
 * Holds the release lock until killed, printing `holding` once taken (the LiveRecord contract kills it):
 * `tsx ops/testing/hold-release-lock.ts <folder | postgres://…>`
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createFileLiveRecord } from '../adapters/folder/file-live-record';
import { openPgLiveRecord } from '../adapters/postgres/pg-live-record';

const [where = ''] = process.argv.slice(2);
const record = /^postgres(ql)?:/.test(where) ? await openPgLiveRecord(where) : createFileLiveRecord(where);
await record.withLock(async () => {
  console.log('holding');
  await sleep(10 * 60_000);
});
