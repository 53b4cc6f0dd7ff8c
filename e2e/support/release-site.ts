/**
 * A site of a test's own served from a temporary release store holding the current builds: the
 * store as one static origin (a bucket behind a CDN, `RELEASES_URL`) and a shell whose
 * configuration follows `live.json`, on free ports. Releases are added and switched with
 * `npm run release -- …` as an operator would; candidates are built from temporary copies of an
 * app with a file changed.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { localOrigin, remoteApps, shellApp } from 'shared/remotes';
import { startStaticServer } from '../../ops/serve/static-server';
import { appDir, repoRoot } from '../../ops/lib/workspace';
import { makeBuildsLive } from '../../ops/release/commands';
import { withReleases } from '../../ops/release/open';
import { storeServing } from '../../ops/release/serving';

const run = promisify(execFile);
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

export interface ReleaseOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

export interface ReleaseSite {
  /** Under the checkout, so a copy of an app resolves the workspace's packages. */
  workDir: string;
  store: string;
  /** The environment of `npm run release` on this store. */
  env: Record<string, string>;
  shellOrigin: string;
  /** Runs `npm run release -- …` on this store; resolves to its exit code and output. */
  release(...args: string[]): Promise<ReleaseOutcome>;
  /** Builds a release of `pkg` from a copy of it that `change` edits (in `workDir/<name>`); resolves to its id. */
  candidate(name: string, change: (copy: string) => void, pkg?: string): Promise<string>;
  close(): void;
}

/** Replaces `from` with `to` in `file`, which must hold it. */
export function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

/**
 * Makes the current builds live in a new store under `.test-results/<name>-<pid>`, and serves it;
 * `siteEnv` adds to the shell's and the release commands' environment (the api it reports to).
 */
export async function startReleaseSite(name: string, siteEnv: Record<string, string> = {}): Promise<ReleaseSite> {
  const workDir = path.join(repoRoot, '.test-results', `${name}-${process.pid}`);
  const store = path.join(workDir, 'store');
  const servers: Server[] = [];
  const pkgs = [shellApp.pkg, ...remoteApps.map((app) => app.pkg)];
  await withReleases({ RELEASE_STORE: store }, (releases) => makeBuildsLive(releases, pkgs, {}));
  const origin = await startStaticServer({ root: store, port: 0, isShell: false, env: {} });
  servers.push(origin);
  const env = { ...siteEnv, RELEASE_STORE: store, RELEASES_URL: localOrigin((origin.address() as AddressInfo).port) };
  const shell = await startStaticServer({ ...storeServing(store, shellApp.pkg, env), port: 0, isShell: true, env });
  servers.push(shell);

  const release = async (...args: string[]): Promise<ReleaseOutcome> => {
    try {
      const { stdout, stderr } = await run(tsx, ['ops/release.ts', ...args], {
        cwd: repoRoot,
        env: { ...process.env, ...env },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as ReleaseOutcome;
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };

  return {
    workDir,
    store,
    env,
    shellOrigin: localOrigin((shell.address() as AddressInfo).port),
    release,
    async candidate(candidateName, change, pkg = 'mfe-legal') {
      const copy = path.join(workDir, candidateName, pkg);
      mkdirSync(copy, { recursive: true });
      for (const entry of ['src', 'package.json', 'webpack.config.ts']) {
        cpSync(path.join(appDir(pkg), entry), path.join(copy, entry), { recursive: true });
      }
      change(copy);
      const result = await release('build', pkg, '--source', copy);
      expect(result.code, result.stderr).toBe(0);
      return result.stdout.trim().split('\n').at(-1) ?? '';
    },
    close() {
      for (const server of servers.splice(0)) server.close();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
