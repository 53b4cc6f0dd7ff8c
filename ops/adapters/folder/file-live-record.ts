/**
 * The LiveRecord of a folder store (./live-record.ts): `live.json` and `log.jsonl` (./live.ts),
 * the pid lock file (./lock.ts) and each app's watcher check (`watch-<app>.json`) in `folder`.
 * One machine's: the lock is a pid only that machine can check.
 */
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { commitSwitch, readLive, readLog } from './live';
import { watchCheckSchema, type LiveRecord, type WatchCheck } from '../../core/live-record';
import { withFolderLock } from './lock';

const watchCheckFile = /^watch-([\w-]+)\.json$/;

/** Each app's in a file of its own, renamed into place, so two watchers never write over each other. */
function recordWatchCheck(folder: string, check: WatchCheck): void {
  const file = path.join(folder, `watch-${check.app}.json`);
  writeFileSync(`${file}.${process.pid}`, JSON.stringify(check));
  renameSync(`${file}.${process.pid}`, file);
}

/** The checks on file; one that cannot be read is no check (its watcher writes it again). */
function readWatchChecks(folder: string): WatchCheck[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => watchCheckFile.test(name))
    .flatMap((name) => {
      try {
        return [watchCheckSchema.parse(JSON.parse(readFileSync(path.join(folder, name), 'utf8')))];
      } catch {
        return [];
      }
    });
}

export function createFileLiveRecord(folder: string): LiveRecord {
  // The commands in this process holding the lock through this record.
  let holding = 0;
  const withLock: LiveRecord['withLock'] = (work, options) =>
    withFolderLock(
      folder,
      async () => {
        holding += 1;
        try {
          return await work();
        } finally {
          holding -= 1;
        }
      },
      options,
    );
  return {
    location: folder,
    readLive: async () => readLive(folder),
    readLog: async () => readLog(folder),
    // The files have no transaction: the compare and the rename are one step under the lock,
    // taken here when the caller does not hold it (a wait of one commit's length, not reported).
    commitSwitch: async (current, next, entry) => {
      const commit = async () => commitSwitch(folder, current, next, entry);
      return holding > 0 ? commit() : withLock(commit, { report: () => {} });
    },
    withLock,
    recordWatchCheck: async (check) => recordWatchCheck(folder, check),
    readWatchChecks: async () => readWatchChecks(folder),
    close: async () => {},
  };
}
