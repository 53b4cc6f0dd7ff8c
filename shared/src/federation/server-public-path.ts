/**
 * A federation runtime plugin of each remote's server build. The HTML rendered in Node must name
 * the remote's files (its images) by the URLs the browser build uses, which resolve against the
 * folder the browser loaded the remote from (`publicPath: 'auto'`). Node has no such script
 * address, so this sets the remote's public path from the entry the host registered: the server
 * build is `server/remoteEntry.js` in the same release, so its parent folder is the release's.
 * Its own chunks are `server/<name>.js` below that folder.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

declare let __webpack_public_path__: string;

interface FederationGlobal {
  __FEDERATION__?: { __INSTANCES__?: { options: { remotes: { name: string; entry?: string }[] } }[] };
}

function registeredEntry(name: string): string | undefined {
  const instances = (globalThis as FederationGlobal).__FEDERATION__?.__INSTANCES__ ?? [];
  for (const instance of instances) {
    const remote = instance.options.remotes.find((candidate) => candidate.name === name && candidate.entry);
    if (remote) return remote.entry;
  }
  return undefined;
}

export default function serverPublicPath(): ModuleFederationRuntimePlugin {
  return {
    name: 'veritenant-server-public-path',
    beforeInit(args) {
      const entry = registeredEntry(args.options.name);
      if (!entry) throw new Error(`${args.options.name}: no host registered this remote's server entry`);
      __webpack_public_path__ = new URL('..', entry).href;
      return args;
    },
  };
}
