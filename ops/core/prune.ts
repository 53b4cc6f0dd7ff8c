import type { LiveApp } from './live-record';

/**
 * What `prune --keep N` keeps of an app's releases (`ids`, oldest first): its newest N, and its
 * live, previous and canary ones.
 */
export function releasesKept(ids: readonly string[], entry: LiveApp | undefined, keep: number): Set<string> {
  const kept = new Set(ids.slice(Math.max(0, ids.length - keep)));
  if (entry) kept.add(entry.live);
  if (entry?.previous) kept.add(entry.previous);
  if (entry?.canary) kept.add(entry.canary.release);
  return kept;
}
