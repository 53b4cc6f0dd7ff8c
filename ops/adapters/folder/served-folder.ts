import type { ReleaseJson } from '../../core/release-json';
import type { ServedFolder } from '../../core/store-layout';
import { listReleaseIds, readFolderRelease } from './folder-store';
import { readLive } from './live';
import { previewSecretReader } from './preview-secret';

/** The folder store at `store` as a web server over it reads it (the Node server, nginx). */
export function servedFolder(store: string): ServedFolder {
  // A release never changes once whole: its release.json is read once.
  const releases = new Map<string, ReleaseJson>();
  return {
    folder: store,
    live: () => readLive(store),
    releaseIds: (pkg) => listReleaseIds(store, pkg),
    release: (pkg, id) => {
      const key = `${pkg}/${id}`;
      const release = releases.get(key) ?? readFolderRelease(store, pkg, id);
      releases.set(key, release);
      return release;
    },
    previewSecretReader: (env) => previewSecretReader(env, store, (line) => console.error(line)),
  };
}
