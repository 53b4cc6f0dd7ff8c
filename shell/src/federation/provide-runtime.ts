/**
 * A federation runtime plugin of the shell: it loads remote entries from other origins in CORS
 * mode, and hands the federation runtime's core to the remotes, whose production builds leave it out of their remote entries and read it from this
 * global instead (`externalRuntime` in shared/build/webpack.ts).
 *
 * The plugin that federation's `provideExternalRuntime` option adds does the same, but it is
 * resolved as CommonJS and so brought a second, CommonJS copy of the runtime core into the
 * shell, larger than what the remotes saved; this one imports the copy the shell already has.
 */
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/** The global name federation's `externalRuntime` builds read the runtime core from. */
const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'veritenant-provide-runtime-core',
    beforeInit(args) {
      Object.assign(globalThis, { [RUNTIME_CORE_GLOBAL]: runtimeCore });
      return args;
    },
    // A remote entry from another origin in CORS mode, as webpack loads the remotes' chunks
    // (`crossOriginLoading`) and the page starter preloads them: its errors then name its file.
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      if (new URL(url, document.baseURI).origin !== window.location.origin) script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
