import type { ServedFolder } from '../../core/store-layout';
import { listReleaseIds } from './folder-store';
import { readLive } from './live';
import { previewSecretReader } from './preview-secret';

/** The folder store at `store` as a web server over it reads it (the Node server, nginx). */
export function servedFolder(store: string): ServedFolder {
  return {
    folder: store,
    live: () => readLive(store),
    releaseIds: (pkg) => listReleaseIds(store, pkg),
    previewSecretReader: (env) => previewSecretReader(env, store, (line) => console.error(line)),
  };
}
