/**
 * A remote's pages, as it declares them in its own registry (`<remote>/src/pages.ts`), records
 * them in its release, and as the site composes its route table from the releases it serves
 * (design.md, "What we build"): no table of pages is compiled into the shell or the servers.
 */
import * as z from 'zod/mini';
import { remoteApps, type RemoteName } from 'shared/remotes';

export const pageEntrySchema = z.object({
  /** The route: `/enterprise-ai`, or with one `:param` segment (`/blog/:slug`). */
  path: z.string().check(z.regex(/^\/([\w-]+|:\w+)?(\/([\w-]+|:\w+))*$/)),
  /** The module that renders it, by its name in the remote's exposes map, without './'. */
  module: z.string().check(z.regex(/^[A-Z]\w*$/)),
  /** The document title. */
  title: z.string().check(z.minLength(1)),
  /** The meta description. */
  description: z.string().check(z.minLength(1)),
  /** Whether `sitemap.xml` lists it (a parameterised route lists its instances instead, when it does). */
  sitemap: z.boolean(),
});

export type PageEntry = z.infer<typeof pageEntrySchema>;

/** One route of the composed table: a page and the remote that owns it. */
export interface RoutedPage extends PageEntry {
  remote: RemoteName;
}

export const routedPageSchema = z.extend(pageEntrySchema, {
  remote: z.enum(remoteApps.map((app) => app.name) as [RemoteName, ...RemoteName[]]),
});

/**
 * Where the build writes an exposed module it generates (the webpack factory's `generatedModules`,
 * with webpack's VirtualUrlPlugin): as if it were `src/exposed/<module>.tsx`, which no file is.
 */
export function generatedExposeOf(module: string): string {
  return `virtual:src/exposed/${module}`;
}

/** A remote's exposes map from its module names: each module is `src/exposed/<module>.ts`, a one-line re-export. */
export function exposesOf(modules: readonly string[]): Record<string, string> {
  return Object.fromEntries(modules.map((module) => [`./${module}`, `./src/exposed/${module}.ts`]));
}
