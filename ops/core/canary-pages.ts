/**
 * A canary's own pages: its routes' and the other apps' pages that place its modules, rendered
 * from the canary's release with the rest of the live set, kept beside the live pages in
 * `<app>/<release>/` with `pages.json` listing them. The Node server (ops/adapters/serve/serving.ts) and
 * nginx (ops/adapters/nginx/swap.js, which repeats `canaryPageChoice`) give a browser in canaries, and
 * previewing nothing, the page this decides.
 */

/** The folder of a canary's pages, in the folder of every canary's (a store's or a site's). */
export function canaryPagesFolder(pkg: string, release: string): string {
  return `${pkg}/${release}`;
}

/** The list of a canary's page files, in its folder: what its visitors may be given from it. */
export const canaryPagesList = 'pages.json';

export interface CanarySwap {
  pkg: string;
  release: string;
  /** Its page files (`cookie-policy/index.html`); undefined when none were rendered for it. */
  pages: ReadonlySet<string> | undefined;
}

/**
 * The page a browser in the canaries `swaps` gets for the page file `file`: the live page when
 * no canary's pages include it (it holds none of their code), the one canary's page that does,
 * else the app page (two canaries on one page, or a canary whose pages were not rendered).
 */
export function canaryPageChoice<T extends CanarySwap>(file: string, swaps: readonly T[]): 'live' | 'app' | T {
  if (swaps.some((swap) => swap.pages === undefined)) return 'app';
  const holding = swaps.filter((swap) => swap.pages?.has(file));
  if (holding.length === 0) return 'live';
  return holding.length === 1 ? holding[0]! : 'app';
}
