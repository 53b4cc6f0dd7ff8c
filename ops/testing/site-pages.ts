/**
 * The pages the remotes' registries in this checkout declare, composed in one table: the page
 * lists of the tests and tools (the served site composes its table from the live releases).
 */
import { pages as blogPages } from 'mfe-blog/pages';
import { pages as formsPages } from 'mfe-forms/pages';
import { pages as legalPages } from 'mfe-legal/pages';
import { pages as marketingPages } from 'mfe-marketing/pages';
import type { PageEntry, RoutedPage } from 'shared/pages';
import { remoteApps, type RemoteName } from 'shared/remotes';

const registries: Readonly<Record<RemoteName, readonly PageEntry[]>> = {
  mfe_marketing: marketingPages,
  mfe_forms: formsPages,
  mfe_blog: blogPages,
  mfe_legal: legalPages,
};

/** A remote's registry. */
export function registryOf(remote: RemoteName): readonly PageEntry[] {
  return registries[remote];
}

/** Every remote's pages, in the order of `remoteApps`. */
export function registeredPages(): RoutedPage[] {
  return remoteApps.flatMap((app) => registries[app.name].map((page) => ({ ...page, remote: app.name })));
}
