/**
 * Serves the live releases of the release store (ops/adapters/serve/serving.ts), each app on its
 * own port like a separate CDN deployment.
 *   tsx ops/cli/serve.ts                       the shell and every remote on their ports
 *   tsx ops/cli/serve.ts mfe-legal --port 4004   one app on another port
 *   tsx ops/cli/serve.ts --live-builds         first make each app's build in dist/ live
 * The store is `$RELEASE_STORE`, else `.releases/`. Settings of `/app-config.json` come from the
 * live releases and the environment (README: environment variables).
 */
import { parseArgs } from 'node:util';
import { remoteApps, shellApp } from 'shared/remotes';
import { runCommand } from '../lib/command';
import { startStaticServer } from '../adapters/serve/static-server';
import { makeBuildsLive } from '../commands/make-live';
import { releaseStore, withReleases } from '../commands/open-releases';
import { storeServing } from '../adapters/serve/serving';
import { servedFolder } from '../adapters/folder/served-folder';
import { releaseAppOf } from '../core/release-store';

const siteApps = [shellApp, ...remoteApps];

export interface ServeOptions {
  port?: number;
  /** Each app's build becomes a release and goes live first (what `npm start` serves). */
  liveBuilds?: boolean;
}

export async function serveApps(
  pkgs: readonly string[],
  { port, liveBuilds = false }: ServeOptions = {},
): Promise<void> {
  for (const pkg of pkgs) releaseAppOf(pkg);
  const store = releaseStore(process.env);
  if (liveBuilds) {
    const lines = await withReleases(process.env, (releases) => makeBuildsLive(releases, pkgs, process.env));
    for (const line of lines) console.log(line);
  }
  for (const pkg of pkgs) {
    const app = releaseAppOf(pkg);
    const appPort = port ?? app.port;
    const serving = storeServing(servedFolder(store), pkg, process.env);
    await startStaticServer({ ...serving, port: appPort, isShell: app === shellApp, env: process.env });
    console.log(`${pkg.padEnd(14)} http://localhost:${appPort}`);
  }
}

if (import.meta.filename === process.argv[1]) {
  await runCommand(async () => {
    const { values, positionals } = parseArgs({
      options: { port: { type: 'string' }, 'live-builds': { type: 'boolean' } },
      allowPositionals: true,
    });
    const pkgs = positionals.length > 0 ? positionals : siteApps.map((app) => app.pkg);
    if (values.port !== undefined && pkgs.length !== 1) throw new Error('--port serves exactly one app');
    if (values.port !== undefined && !(/^\d+$/.test(values.port) && Number(values.port) < 65536)) {
      throw new Error(`--port takes a port number, not '${values.port}'`);
    }
    const port = values.port === undefined ? undefined : Number(values.port);
    await serveApps(pkgs, { port, liveBuilds: values['live-builds'] });
  });
}
