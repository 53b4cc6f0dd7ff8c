/** The releases of a benchmark, each switch's moments taken where they happen, nothing else changed. */
import type { Releases } from '../../ops/commands/open-releases';

/** One switch: how long its site took to stage, its pointer to commit and its site to be served, and when. */
export interface SwitchMoment {
  stageMs: number;
  commitMs: number;
  serveMs: number;
  /** Epoch milliseconds: the pointer's commit began; the site was served. */
  committed: number;
  served: number;
}

/** `releases`, every switch made through them pushed onto `moments` as it happens. */
export function timedReleases(releases: Releases, moments: SwitchMoment[]): Releases {
  const { site, record } = releases;
  return {
    ...releases,
    site: {
      ...site,
      async stageSite(content) {
        const started = performance.now();
        const staged = await site.stageSite(content);
        const moment = { stageMs: performance.now() - started, commitMs: 0, serveMs: 0, committed: 0, served: 0 };
        moments.push(moment);
        return {
          ...staged,
          async serve() {
            const serving = performance.now();
            await staged.serve();
            moment.serveMs = performance.now() - serving;
            moment.served = Date.now();
          },
        };
      },
    },
    record: {
      ...record,
      async commitSwitch(current, next, entry) {
        const moment = moments.at(-1);
        const started = performance.now();
        if (moment) moment.committed = Date.now();
        try {
          return await record.commitSwitch(current, next, entry);
        } finally {
          if (moment) moment.commitMs = performance.now() - started;
        }
      },
    },
  };
}
