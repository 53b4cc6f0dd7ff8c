/**
 * Loads remote page modules at run time. The remotes' manifest URLs come from
 * `/app-config.json`, registered once per page, so a remote moves without a shell rebuild.
 */
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadAppConfig, type AppConfig } from 'shared/app-config';
import { releaseFailedPreloads } from 'shared/federation/failed-preloads';
import type { RemoteName } from 'shared/remotes';
import { useSiteStore } from 'shared/site-store';
import { nextTask } from '../next-task';

export interface RemotePageModule {
  default: ComponentType;
}

let registered: Promise<AppConfig> | undefined;

/** Pages already loaded, by `remote/module`: they render at once, without a Suspense fallback. */
const loadedPages = new Map<string, ComponentType>();

function manifestEntries(config: AppConfig, only?: RemoteName) {
  return Object.entries(config.remotes)
    .filter(([name]) => !only || name === only)
    .map(([name, entry]) => ({ name, entry }));
}

/** Reads the run-time config, puts it in the store and registers every remote, once. */
export function ensureRemotesRegistered(): Promise<AppConfig> {
  registered ??= loadAppConfig().then(
    (config) => {
      registerRemotes(manifestEntries(config));
      useSiteStore.getState().setConfig(config);
      return config;
    },
    (error: unknown) => {
      registered = undefined;
      throw error;
    },
  );
  return registered;
}

/**
 * The server render's registration: its configuration is given (the remotes' server builds), not
 * fetched, and it goes into the store as it is, as `setConfig` sends stored consent records.
 */
export function registerServerConfig(config: AppConfig): void {
  registerRemotes(manifestEntries(config));
  useSiteStore.setState({ config });
  registered = Promise.resolve(config);
}

/**
 * One page module of a remote. A retry loads the remote afresh: the page's failed preloads of it
 * are cleared, and the remote is registered again with `force`, so the runtime forgets a
 * manifest that failed to load instead of answering from its cache.
 */
export async function loadRemotePage(remote: RemoteName, module: string, retry: boolean): Promise<RemotePageModule> {
  const config = await ensureRemotesRegistered();
  if (retry) {
    await releaseFailedPreloads(config.remotes[remote]);
    registerRemotes(manifestEntries(config, remote), { force: true });
  }
  const pageFactory = await loadRemote<() => RemotePageModule | Promise<RemotePageModule>>(`${remote}/${module}`, {
    loadFactory: false,
    from: 'runtime',
  });
  if (!pageFactory) throw new Error(`${remote}/${module} could not be loaded`);
  // Evaluating the page's modules is a task of its own, not the tail of the task in which its
  // last chunk arrived: together they held the main thread for too long on a phone.
  await nextTask();
  const page = await pageFactory();
  if (!page?.default) throw new Error(`${remote}/${module} has no default export`);
  loadedPages.set(`${remote}/${module}`, page.default);
  return page;
}

/** The page component when this module has loaded before, so it can render without suspending. */
export function loadedRemotePage(remote: RemoteName, module: string): ComponentType | undefined {
  return loadedPages.get(`${remote}/${module}`);
}
