/** The live shell's built files the pages are composed from, read from the store. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { shellApp } from 'shared/remotes';
import { shellStartFiles, type StartFiles } from 'shared/build/start-files';
import type { Live } from '../../core/live-record';
import type { ReleaseStore } from '../../core/release-store';
import { liveReleaseId } from '../../core/serving-config';

/** The live shell's release, its folder, app page and starter script. */
export async function liveShell(store: ReleaseStore, live: Pick<Live, 'apps'>) {
  const shellId = liveReleaseId(store.location, shellApp.pkg, live);
  const root = await store.localFolder(shellApp.pkg, shellId);
  const [appPage, starter] = [shellApp.appPage, shellApp.pageStarter].map((name) =>
    readFileSync(path.join(root, name), 'utf8'),
  ) as [string, string];
  return { shellId, root, appPage, starter };
}

/** The live shell's start files; a shell built before its build wrote them cannot be prerendered with. */
export function readStartFiles(shellRoot: string): StartFiles {
  const file = path.join(shellRoot, shellStartFiles);
  if (!existsSync(file)) throw new Error(`the live shell has no ${shellStartFiles}: build and promote the shell again`);
  return JSON.parse(readFileSync(file, 'utf8')) as StartFiles;
}
