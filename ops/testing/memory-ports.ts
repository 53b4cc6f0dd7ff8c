/** A LiveRecord and a SitePublisher in memory for the core's tests, noting each step in `steps`. */
import {
  emptyLive,
  SwitchConflict,
  type Live,
  type LiveRecord,
  type LogEntry,
  type WatchCheck,
} from '../core/live-record';
import type { RenderedFrom, SiteContent, SitePublisher } from '../core/release-store';

export interface MemoryRecord extends LiveRecord {
  live: Live;
  log: LogEntry[];
}

export function memoryLiveRecord(steps: string[], live: Live = emptyLive): MemoryRecord {
  const checks: WatchCheck[] = [];
  const record: MemoryRecord = {
    location: 'memory',
    live,
    log: [],
    readLive: async () => record.live,
    readLog: async () => record.log,
    async commitSwitch(current, next, entry) {
      if (current.version !== record.live.version) throw new SwitchConflict(record.log.at(-1), record.live);
      record.live = { ...next, version: current.version + 1 };
      record.log.push(entry);
      steps.push(`commit ${entry.command} ${entry.app} ${entry.to}`);
      return record.live;
    },
    withLock: (work) => work(),
    async recordWatchCheck(check) {
      checks.splice(0, checks.length, ...checks.filter((other) => other.app !== check.app), check);
    },
    readWatchChecks: async () => checks,
    close: async () => {},
  };
  return record;
}

export interface MemorySite extends SitePublisher {
  /** The content staged, by the id the pointer records of it. */
  staged: Map<string, SiteContent>;
  served: string | undefined;
  renderedFrom: RenderedFrom;
}

/** A site published like a bucket's: each staged under a new id, served when `serve` names it. */
export function memorySite(steps: string[]): MemorySite {
  const site: MemorySite = {
    staged: new Map(),
    served: undefined,
    renderedFrom: {},
    readRenderedFrom: async () => site.renderedFrom,
    readCanaryPages: async () => undefined,
    async stageSite(content) {
      const id = `site-${site.staged.size + 1}`;
      site.staged.set(id, content);
      steps.push(`stage ${id}`);
      return {
        id,
        serve: async () => {
          site.served = id;
          steps.push(`serve ${id}`);
        },
        discard: async () => {
          site.staged.delete(id);
          steps.push(`discard ${id}`);
        },
      };
    },
    async catchUp(live) {
      if (!live.site || live.site === site.served) return false;
      site.served = live.site;
      steps.push(`catch up ${live.site}`);
      return true;
    },
    removeUnservedSites: async () => 0,
  };
  return site;
}
