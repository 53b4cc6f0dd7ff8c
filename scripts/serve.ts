/**
 * Serves built apps, each on its own port like a separate CDN deployment.
 *   tsx scripts/serve.ts                      the shell and every remote on their ports
 *   tsx scripts/serve.ts mfe-legal --port 4004  one app on another port
 * Settings of `/app-config.json` come from the environment (README: environment variables).
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { remoteApps, shellApp } from 'shared/remotes';
import { startStaticServer } from './lib/static-server';
import { distDir } from './lib/workspace';

const siteApps = [shellApp, ...remoteApps];

export async function serveApps(pkgs: readonly string[], portOverride?: number): Promise<void> {
  for (const pkg of pkgs) {
    const app = siteApps.find((candidate) => candidate.pkg === pkg);
    if (!app) throw new Error(`Unknown app ${pkg}; choose from ${siteApps.map((a) => a.pkg).join(', ')}`);
    const root = distDir(pkg);
    if (!existsSync(root)) throw new Error(`${pkg} is not built yet: run npm run build`);
    const port = portOverride ?? app.port;
    await startStaticServer({ root, port, isShell: app === shellApp, env: process.env });
    console.log(`${pkg.padEnd(14)} http://localhost:${port}`);
  }
}

if (import.meta.filename === process.argv[1]) {
  const { values, positionals } = parseArgs({ options: { port: { type: 'string' } }, allowPositionals: true });
  const pkgs = positionals.length > 0 ? positionals : siteApps.map((app) => app.pkg);
  if (values.port && pkgs.length !== 1) throw new Error('--port serves exactly one app');
  await serveApps(pkgs, values.port ? Number(values.port) : undefined);
}
