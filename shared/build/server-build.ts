/**
 * Where an app's server build is: `server/` in its `dist/`, and so in its release, beside the
 * browser build whose URLs its pages name (shared/src/federation/server-public-path.ts). A remote's
 * entry is `server/remoteEntry.js`, the shell's render `server/main.js`.
 */
import type { PageData } from '../src/page-data';

export const serverFolder = 'server';
export const serverRemoteEntry = `${serverFolder}/remoteEntry.js`;
export const shellServerEntry = `${serverFolder}/main.js`;

/**
 * What the shell's server build renders for a route (`renderRoute` of `server/main.js`): `#root`'s
 * markup, the remote modules in it, the title and description its components set, and the data
 * its loaders loaded (the page carries it for the hydration; absent when nothing was loaded).
 */
export interface ServerRender {
  html: string;
  /** The remote modules its boundaries hold (`mfe_forms/ContactForm`), each once; absent from older shells. */
  modules?: string[];
  title?: string;
  description?: string;
  data?: PageData;
}
