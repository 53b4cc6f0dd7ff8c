/**
 * The LiveRecord of a folder store (./live-record.ts): `live.json` and `log.jsonl` (./live.ts)
 * and the pid lock file (./lock.ts) in `folder`. One machine's: the lock is a pid only that
 * machine can check.
 */
import { commitSwitch, readLive, readLog } from './live';
import type { LiveRecord } from './live-record';
import { withFolderLock } from './lock';

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
    close: async () => {},
  };
}
