/**
 * Where an app's server build is: `server/` in its `dist/`, and so in its release, beside the
 * browser build whose URLs its pages name (shared/src/federation/server-public-path.ts). A remote's
 * entry is `server/remoteEntry.js`, the shell's render `server/main.js`.
 */
export const serverFolder = 'server';
export const serverRemoteEntry = `${serverFolder}/remoteEntry.js`;
export const shellServerEntry = `${serverFolder}/main.js`;
