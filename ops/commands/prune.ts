import { releasesKept } from '../core/prune';
import { releaseApps } from '../core/release-store';
import type { Releases } from './open-releases';
import { formatTable, lockOptions } from './output';

/**
 * `prune --keep N`: removes all but each app's newest N releases, never a live, canary or previous one,
 * every upload that never finished, and the sites published before the one served.
 */
export function pruneCommand({ store, site, record }: Releases, keep: number): Promise<string[]> {
  return record.withLock(async () => {
    const live = await record.readLive();
    const rows: string[][] = [];
    for (const app of releaseApps) {
      const ids = await store.listReleaseIds(app.pkg);
      const kept = releasesKept(ids, live.apps[app.pkg], keep);
      const removed = [...ids.filter((id) => !kept.has(id)), ...(await store.incompleteReleaseIds(app.pkg))];
      for (const id of removed) await store.removeRelease(app.pkg, id);
      rows.push([app.pkg, String(ids.length - removed.length), String(removed.length)]);
    }
    const sites = await site.removeUnservedSites(live);
    return [
      ...formatTable([['app', 'kept', 'removed'], ...rows]),
      ...(sites > 0 ? [`${sites} published sites no server serves removed`] : []),
    ];
  }, lockOptions);
}
