/**
 * Loads a lead form from mfe-forms at run time. The shell and the remotes share one federation
 * runtime core, but each container has its own instance of it, which knows only the remotes
 * registered on it (else RUNTIME-004, "Failed to locate remote"): this remote registers mfe-forms
 * itself, from the manifest URL of the run-time config, so moving mfe-forms needs no rebuild here.
 */
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LeadFormProps } from 'mfe-forms/contract';
import { releaseFailedPreloads } from 'shared/federation/failed-preloads';
import type { RemoteName } from 'shared/remotes';
import { useSiteStore, type SiteState } from 'shared/site-store';
import type { LeadFormModule } from '../content/types';

/** A form as placed: its props are what mfe-forms publishes, and what this release records it passes. */
interface LeadFormExport {
  default: ComponentType<LeadFormProps>;
}

// A literal (not widened to RemoteName), so the release's contract names the remote it loads from.
const FORMS_REMOTE = 'mfe_forms' satisfies RemoteName;
let registeredManifest: string | undefined;

/** mfe-forms' manifest URL, once the run-time config is in the store. */
export function formsManifestUrl(): Promise<string> {
  return new Promise((resolve) => {
    const resolveWhenConfigured = (state: SiteState) => {
      if (!state.config) return false;
      resolve(state.config.remotes[FORMS_REMOTE]);
      return true;
    };
    if (resolveWhenConfigured(useSiteStore.getState())) return;
    const unsubscribe = useSiteStore.subscribe((state) => {
      if (resolveWhenConfigured(state)) unsubscribe();
    });
  });
}

/**
 * One form module. A retry loads mfe-forms afresh: the page's failed preloads of it are cleared,
 * and the remote is registered again with `force`, so the runtime forgets a manifest that failed
 * instead of answering from its cache.
 */
export async function loadLeadForm(manifestUrl: string, module: LeadFormModule, retry: boolean) {
  if (retry) await releaseFailedPreloads(manifestUrl);
  if (retry || registeredManifest !== manifestUrl) {
    registerRemotes([{ name: FORMS_REMOTE, entry: manifestUrl }], { force: registeredManifest !== undefined });
    registeredManifest = manifestUrl;
  }
  const form = await loadRemote<LeadFormExport>(`${FORMS_REMOTE}/${module}`);
  if (!form?.default) throw new Error(`${FORMS_REMOTE}/${module} has no default export`);
  return form;
}
