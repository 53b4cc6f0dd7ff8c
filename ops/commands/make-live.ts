/** What `npm start` serves: its builds made live without the gates (they come from one checkout). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { appDir } from '../lib/workspace';
import { operator } from '../lib/operator';
import { releaseWithHash } from '../core/release-store';
import { contentHash } from '../adapters/folder/build-files';
import { switchUngated } from '../core/switch';
import { importBuild } from './build';
import type { Releases } from './open-releases';
import { lockOptions } from './output';
import { releasePorts } from './ports';

type Env = Readonly<Record<string, string | undefined>>;

/** Switches `pkg` to `id` without the gates or its pages, logged as made live (`start`). The caller holds the lock. */
export function makeLive(releases: Releases, env: Env, pkg: string, id: string): Promise<void> {
  return switchUngated(releasePorts(releases, env), pkg, id, operator());
}

/**
 * Each app's build in `dist/` becomes a release (unless the store holds one with the same
 * content) and goes live. Returns a line per app that changed.
 */
export function makeBuildsLive(releases: Releases, pkgs: readonly string[], env: Env): Promise<string[]> {
  const { store, record } = releases;
  return record.withLock(async () => {
    const lines: string[] = [];
    for (const pkg of pkgs) {
      const buildDir = path.join(appDir(pkg), 'dist');
      if (!existsSync(buildDir)) throw new Error(`${pkg} is not built yet: run npm run build`);
      const id = (await releaseWithHash(store, pkg, contentHash(buildDir))) ?? (await importBuild(store, pkg)).id;
      if ((await record.readLive()).apps[pkg]?.live === id) continue;
      await makeLive(releases, env, pkg, id);
      lines.push(`${pkg.padEnd(14)} ${id} from its build is live`);
    }
    return lines;
  }, lockOptions);
}
