/**
 * `npm start`: builds whatever is not built yet, then serves the shell on :3000 and each remote
 * from its own port, like separate CDN deployments, with the local defaults of design.md.
 */
import { existsSync } from 'node:fs';
import { localOrigin, remoteApps, shellApp } from 'shared/remotes';
import { run } from './lib/run';
import { distDir } from './lib/workspace';
import { serveApps } from './serve';

const apps = [shellApp, ...remoteApps];
const unbuilt = apps.filter((app) => !existsSync(distDir(app.pkg))).map((app) => app.pkg);
if (unbuilt.length > 0) {
  console.log(`Building ${unbuilt.join(', ')}…`);
  const scopes = unbuilt.flatMap((pkg) => ['--scope', pkg]);
  if ((await run('npx', ['lerna', 'run', 'build', '--stream', ...scopes])) !== 0) process.exit(1);
}

await serveApps(apps.map((app) => app.pkg));
console.log(`\nVeritenant is running at ${localOrigin(shellApp.port)}  (Ctrl+C stops it)`);
