/**
 * A site of a test's own served from a temporary release store holding the current builds: the
 * store as one static origin (a bucket behind a CDN, `RELEASES_URL`) and a shell whose
 * configuration follows `live.json`, on free ports. Releases are added and switched with
 * `npm run release -- …` as an operator would; candidates are built from temporary copies of an
 * app with a file changed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { localOrigin, remoteApps, shellApp } from 'shared/remotes';
import { freePort } from 'shared/testing/free-port';
import { startStaticServer } from '../../ops/adapters/serve/static-server';
import { repoRoot } from '../../ops/lib/workspace';
import { makeBuildsLive } from '../../ops/commands/make-live';
import { withReleases } from '../../ops/commands/open-releases';
import { storeServing } from '../../ops/adapters/serve/serving';
import { servedFolder } from '../../ops/adapters/folder/served-folder';
import { buildCandidate } from '../../ops/testing/candidate';
import { runRelease, type Outcome } from '../../ops/testing/release-command';
import { waitUntilAnswering } from '../../ops/lib/wait-until-answering';
import type { Processes } from './processes';

export interface ReleaseSite {
  /** Under the checkout, so a copy of an app resolves the workspace's packages. */
  workDir: string;
  store: string;
  /** The environment of `npm run release` on this store. */
  env: Record<string, string>;
  shellOrigin: string;
  /** Runs `npm run release -- …` on this store; resolves to its exit code and output. */
  release(...args: string[]): Promise<Outcome>;
  /** Builds a release of `pkg` from a copy of it that `change` edits (in `workDir/<name>`); resolves to its id. */
  candidate(name: string, change: (copy: string) => void, pkg?: string): Promise<string>;
  close(): void;
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
  const shell = await startStaticServer({
    ...storeServing(servedFolder(store), shellApp.pkg, env),
    port: 0,
    isShell: true,
    env,
  });
  servers.push(shell);

  return {
    workDir,
    store,
    env,
    shellOrigin: localOrigin((shell.address() as AddressInfo).port),
    release: (...args) => runRelease(args, env),
    candidate: (name, change, pkg = 'mfe-legal') => buildCandidate({ workDir, name, pkg, env, change }),
    close() {
      for (const server of servers.splice(0)) server.close();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** A release site whose pages report to an api of its own. */
export interface ReportingSite extends ReleaseSite {
  /** The api's origin: the pages post their field reports to `${apiOrigin}/api/reports`. */
  apiOrigin: string;
}

/**
 * A release site whose shell sends its field reports to an api of its own (`api/src/server.ts` on
 * a free port, started by `servers`, its SQLite file in a temporary folder), which checks their
 * passes with the site's secret; the release commands' environment names that database, as the
 * canary watcher and the console read it. `apiEnv` adds to the api's environment. `close` removes
 * the database too; the api stops with `servers`.
 */
export async function startReportingSite(
  name: string,
  servers: Processes,
  apiEnv: Record<string, string> = {},
): Promise<ReportingSite> {
  const apiPort = await freePort();
  const apiOrigin = localOrigin(apiPort);
  const databaseDir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const databasePath = path.join(databaseDir, 'api.db');
  // The shell signs the report passes with it; the api checks them.
  const secret = `${name}-site-secret-of-at-least-32-characters`;
  const site = await startReleaseSite(name, {
    FORM_ENDPOINT: `${apiOrigin}/api/forms`,
    DATABASE_PATH: databasePath,
    RELEASE_PREVIEW_SECRET: secret,
  });
  servers.start(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    API_PORT: String(apiPort),
    DATABASE_PATH: databasePath,
    ALLOW_DEV_TOKENS: '1',
    ALLOWED_ORIGINS: site.shellOrigin,
    REPORTS_RATE_LIMIT_MAX: '100000',
    RELEASE_PREVIEW_SECRET: secret,
    ...apiEnv,
  });
  await waitUntilAnswering([`${apiOrigin}/api/health`], { timeoutMs: 30_000, intervalMs: 100 });
  return {
    ...site,
    apiOrigin,
    close() {
      site.close();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}
