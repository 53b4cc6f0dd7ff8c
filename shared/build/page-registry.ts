/**
 * `page-registry.json`, which every browser build writes and `release build` records in the
 * release's release.json: a remote's registry of pages; the shell's navigation links and the
 * paths it answers itself.
 */
import * as z from 'zod/mini';
import { pageEntrySchema } from '../src/pages';

export const pageRegistryFile = 'page-registry.json';

export const pageRegistrySchema = z.object({
  pages: z.optional(z.array(pageEntrySchema)),
  links: z.optional(z.array(z.string())),
  reserves: z.optional(z.array(z.string())),
});

export type PageRegistry = z.infer<typeof pageRegistrySchema>;

/**
 * The site paths that the `href`s anywhere in `value` (objects and arrays, deeply) link to, each
 * once and without query or hash: `/?section=contact` is `/`. Other origins and `mailto:` are not.
 */
export function linkedPaths(value: unknown): string[] {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (key === 'href' && typeof child === 'string' && /^\/(?!\/)/.test(child)) {
          found.add(child.split(/[?#]/)[0] ?? child);
        } else {
          visit(child);
        }
      }
    }
  };
  visit(value);
  return [...found].sort();
}
