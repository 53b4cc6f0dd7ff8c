import type { ReleaseJson } from '../core/release-json';
import { compareReleaseIds, fileProblems, type ReleaseStore } from '../core/release-store';

/** A ReleaseStore in memory for the core's tests: releases by app and id, their files by path and hash. */
export interface MemoryStore extends ReleaseStore {
  releases: Map<string, { release: ReleaseJson; files: Map<string, string> }>;
}

export function memoryStore(): MemoryStore {
  const releases: MemoryStore['releases'] = new Map();
  const key = (pkg: string, id: string) => `${pkg}/${id}`;
  const ids = (pkg: string) =>
    [...releases.values()]
      .map(({ release }) => release)
      .filter((release) => release.app === pkg)
      .map((release) => release.id)
      .sort(compareReleaseIds);
  return {
    location: 'memory',
    releases,
    listReleaseIds: async (pkg) => ids(pkg),
    incompleteReleaseIds: async () => [],
    async readRelease(pkg, id) {
      const found = releases.get(key(pkg, id));
      if (!found) throw new Error(`${pkg} has no release ${id}`);
      return found.release;
    },
    async releaseFileProblems(release) {
      return fileProblems(release.files ?? {}, releases.get(key(release.app, release.id))?.files ?? new Map());
    },
    async putRelease(release) {
      releases.set(key(release.app, release.id), { release, files: new Map(Object.entries(release.files ?? {})) });
    },
    async removeRelease(pkg, id) {
      releases.delete(key(pkg, id));
    },
    localFolder: async (pkg, id) => `memory/${pkg}/${id}`,
  };
}

/** A memory store holding `releases`, whole. */
export async function memoryStoreOf(...releases: ReleaseJson[]): Promise<MemoryStore> {
  const store = memoryStore();
  for (const release of releases) await store.putRelease(release, 'dist');
  return store;
}
