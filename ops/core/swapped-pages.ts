/**
 * The route table and the page of a browser served other releases than the live ones (a canary's
 * cohort, a previewer): each swapped remote's pages are the ones its swapped release records.
 * nginx over a bucket repeats these in ops/adapters/nginx/swap.js (ops/testing/swap-rule-cases.ts).
 */
import type { PageEntry, RoutedPage } from 'shared/pages';
import type { RemoteName } from 'shared/remotes';
import { canaryPageChoice, type CanarySwap } from './canary-pages';
import { isPageRoute } from './serving-rules';

/** A remote served another release, with the pages that release records (release.json, absent: none). */
export interface PagesSwap {
  remote: RemoteName;
  entries: readonly PageEntry[];
}

/** The live table with each swapped remote's pages replaced by its swapped release's, where they stood. */
export function swappedTable(live: readonly RoutedPage[], swaps: readonly PagesSwap[]): RoutedPage[] {
  const placed = new Set<PagesSwap>();
  const routed = (swap: PagesSwap) => {
    placed.add(swap);
    return swap.entries.map((entry) => ({ ...entry, remote: swap.remote }));
  };
  const table = live.flatMap((page) => {
    const swap = swaps.find((candidate) => candidate.remote === page.remote);
    if (!swap) return [page];
    return placed.has(swap) ? [] : routed(swap);
  });
  return [...table, ...swaps.filter((swap) => !placed.has(swap)).flatMap(routed)];
}

/** A swapped remote as a page is chosen for it: previewed, or a canary with its rendered pages. */
export interface PageSwap extends CanarySwap, PagesSwap {
  preview: boolean;
}

/**
 * The page a swapped browser gets at `pathname` (page file `file`): `missing` (the 404 page) when
 * its swapped table has no such page (its release dropped it), a previewer the app page, else as
 * canaryPageChoice says. A live site whose configuration lists no table (`live` undefined, one
 * published before tables were) is not checked. A `live` page without its file is the app page:
 * a page the swapped release adds has none.
 */
export function swappedPageChoice(
  pathname: string,
  file: string,
  live: readonly RoutedPage[] | undefined,
  swaps: readonly PageSwap[],
): 'missing' | 'app' | 'live' | PageSwap {
  if (live && !isPageRoute(swappedTable(live, swaps), pathname)) return 'missing';
  if (swaps.some((swap) => swap.preview)) return 'app';
  return canaryPageChoice(file, swaps);
}
