/**
 * `push [--from DIR]`: moves a folder store (by default `.releases/`: every release, the pointer
 * and the log) into the store and live record the environment names, a bucket and PostgreSQL,
 * so a team that started on one box moves without rebuilding. Idempotent: a release already
 * there is left as it is, a switch already in the log is not logged again, and a second push
 * changes nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { copiedFileName } from '../lib/precompressed';
import { formatTable } from './output';
import { createFileLiveRecord } from '../adapters/folder/file-live-record';
import { sameSwitch, switchEntry, switchLive, type Live } from '../core/live-record';
import { operator } from '../lib/operator';
import { createPageRenderer } from '../adapters/render/render-pages';
import { publishPages } from '../core/switch';
import type { Releases } from './open-releases';
import { releaseApps, verifyRelease, type SitePages } from '../core/release-store';
import { fileHashes } from '../adapters/folder/build-files';
import { filesUnder } from '../lib/files-under';
import { createFolderStore } from '../adapters/folder/folder-store';
import { pagesFolder } from '../core/store-layout';

type Env = Readonly<Record<string, string | undefined>>;

/** The pages a folder store publishes, as a run that owns every page would publish them again. */
function folderPages(folder: string, renderedFrom: SitePages['renderedFrom']): SitePages | undefined {
  const root = pagesFolder(folder);
  if (!existsSync(root)) return undefined;
  const siteFileNames = new Set(['sitemap.xml', 'robots.txt']);
  const files = filesUnder(root).filter((file) => copiedFileName(file) === file);
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  return {
    pages: files.filter((file) => file.endsWith('.html')).map((file) => ({ file, html: read(file) })),
    siteFiles: files.filter((file) => siteFileNames.has(file)).map((file) => ({ file, text: read(file) })),
    owns: () => true,
    renderedFrom,
  };
}

export async function pushCommand(target: Releases, from: string, env: Env): Promise<string[]> {
  const source = { store: createFolderStore(from), record: createFileLiveRecord(from) };
  if (!existsSync(from)) throw new Error(`${from} is not a release store: nothing to push`);
  if (source.store.location === target.store.location) throw new Error(`${from} is the store pushed to`);
  return target.record.withLock(async () => {
    const rows: string[][] = [];
    for (const app of releaseApps) {
      const present = new Set(await target.store.listReleaseIds(app.pkg));
      let copied = 0;
      for (const id of await source.store.listReleaseIds(app.pkg)) {
        if (present.has(id)) continue;
        const release = await source.store.readRelease(app.pkg, id);
        await verifyRelease(source.store, release);
        const folder = await source.store.localFolder(app.pkg, id);
        // A release built before each file's hash was recorded gets them, verified whole above.
        await target.store.putRelease({ ...release, files: release.files ?? fileHashes(folder) }, folder);
        copied += 1;
      }
      rows.push([app.pkg, String(copied), String(present.size)]);
    }

    // The log replayed switch by switch, so the pointer's previous releases are the source's.
    const logged = await target.record.readLog();
    let live: Live = await target.record.readLive();
    let switches = 0;
    for (const entry of await source.record.readLog()) {
      if (logged.some((other) => sameSwitch(other, entry))) continue;
      live = await target.record.commitSwitch(live, switchLive(live, entry.app, entry.to, new Date(entry.at)), entry);
      switches += 1;
    }
    // A pointer the log does not explain (a hand-edited one) is taken as it is, logged as made live.
    const sourceLive = await source.record.readLive();
    for (const [app, entry] of Object.entries(sourceLive.apps)) {
      if (live.apps[app]?.live === entry.live) continue;
      const made = switchEntry(live, app, entry.live, { who: operator(), command: 'start', gates: {}, timings: {} });
      live = await target.record.commitSwitch(live, switchLive(live, app, entry.live, new Date()), made);
      switches += 1;
    }

    const renderedFrom = await source.store.readRenderedFrom();
    const publish =
      switches > 0 || JSON.stringify(await target.site.readRenderedFrom()) !== JSON.stringify(renderedFrom);
    let siteLine = 'site: current';
    if (publish && live.apps[releaseApps[0].pkg]) {
      const pages = folderPages(from, renderedFrom);
      await publishPages(target, (await createPageRenderer(env, target).renderPages(live, { pages })).content);
      siteLine = `site: published with ${pages?.pages.length ?? 0} pages from ${pagesFolder(from)}`;
    }
    return [
      ...formatTable([['app', 'copied', 'already there'], ...rows]),
      `log: ${switches} switches copied; pointer version ${live.version} in ${target.record.location}`,
      siteLine,
    ];
  });
}
