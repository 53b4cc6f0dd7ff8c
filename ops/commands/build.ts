import { existsSync } from 'node:fs';
import path from 'node:path';
import { run } from '../lib/run';
import { appDir, repoRoot } from '../lib/workspace';
import { remoteNameOf, type ReleaseJson } from '../core/release-json';
import { readContract, sourceExposes } from '../adapters/contract-types/read-contract';
import { describeBuild } from '../adapters/folder/describe-build';
import { addRelease, releaseAppOf, type ReleaseStore } from '../core/release-store';
import { folderBuild } from '../adapters/folder/build-files';
import type { Releases } from './open-releases';
import { formatTable, lockOptions } from './output';

/**
 * Copies an app's build (`<source>/dist`) into the store as a new release, not live, a remote's
 * with its contract read from its source. The caller holds the lock.
 */
export async function importBuild(
  store: ReleaseStore,
  pkg: string,
  source = appDir(pkg),
  now = new Date(),
): Promise<ReleaseJson> {
  const buildDir = path.join(source, 'dist');
  const { generated } = remoteNameOf(pkg) ? await sourceExposes(source) : { generated: {} };
  return addRelease(
    store,
    pkg,
    folderBuild(buildDir),
    (id, hash) => {
      const release = describeBuild(pkg, { id, contentHash: hash, appDir: source, buildDir, builtAt: now });
      return remoteNameOf(pkg) ? { ...release, contract: readContract(source, release.exposes, generated) } : release;
    },
    now,
  );
}

/**
 * `build <app> [--source DIR]`: builds the app (from its workspace folder, or another checkout
 * of it) and adds the build as a release. The id is the last line.
 */
export async function buildCommand(
  { store, record }: Pick<Releases, 'store' | 'record'>,
  pkg: string,
  source = appDir(pkg),
): Promise<string[]> {
  releaseAppOf(pkg);
  if (!existsSync(path.join(source, 'package.json'))) throw new Error(`${source} has no package.json`);
  const webpack = path.join(repoRoot, 'node_modules', '.bin', 'webpack');
  const code = await run(webpack, ['--mode', 'production', '--config', path.join(source, 'webpack.config.ts')]);
  if (code !== 0) throw new Error(`the build of ${pkg} failed (webpack exited with ${code})`);
  const release = await record.withLock(() => importBuild(store, pkg, source), lockOptions);
  return [
    ...formatTable([
      ['app', 'release', 'version', 'commit', 'exposes'],
      [pkg, release.id, release.version, release.commit, release.exposes.join(', ') || '-'],
    ]),
    release.id,
  ];
}
