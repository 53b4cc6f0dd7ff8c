/**
 * `npm start`: builds whatever is not built yet, makes each build the live release of the release store
 * (ops/commands/make-live.ts, makeBuildsLive), then serves the shell on :3000 and each remote
 * from its own port, like separate CDN deployments, and the api on :3010, with the local
 * defaults (docs/architecture.md#run-time-configuration: development tokens accepted, the
 * database under api/data/); then prerenders every page from what is being served
 * (`npm run prerender`, in Node: no browser is needed).
 *
 * `npm start -- --nginx` serves the same ports as production does (deploy/nginx/): Debian's nginx,
 * installed if missing, with the configuration `npm run nginx -- write` generates (in a folder of
 * its own, removed at the end), in front of the api. The benchmarks measure the site this way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiApp, localOrigin, remoteApps, shellApp } from 'shared/remotes';
import { refusalLine, runCommand } from '../ops/lib/command';
import { run } from '../ops/lib/run';
import { repoRoot, distDir } from '../ops/lib/workspace';
import { prerender } from '../ops/commands/prerender';
import { serveApps } from '../ops/cli/serve';
import { makeBuildsLive } from '../ops/commands/make-live';
import { releaseStore, withReleases } from '../ops/commands/open-releases';
import { ensureSystemDependencies, nginxDependency } from '../ops/commands/system-dependencies';
import { foregroundNginxArgs, writeNginxSite } from '../ops/adapters/nginx/site';
import { servedFolder } from '../ops/adapters/folder/served-folder';
import { previewSecret } from '../ops/adapters/folder/preview-secret';
import { waitUntilAnswering } from '../ops/lib/wait-until-answering';
import { localApiEnv, localNginxEnv, verificationWarning } from './start-env';

const apps = [shellApp, ...remoteApps];
const viaNginx = parseArgs({ options: { nginx: { type: 'boolean', default: false } } }).values.nginx;
// What the pages are prerendered for, and nginx configured with: the origins it serves.
const siteEnv = viaNginx ? localNginxEnv(process.env) : process.env;
/** The servers this command started; it stops them, and stops when one of them stops. */
const servers: ChildProcess[] = [];

/** nginx in the foreground over the release store, its configuration in a folder removed at exit. */
function startNginx(): ChildProcess {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'veritenant-nginx-'));
  process.once('exit', () => rmSync(siteDir, { recursive: true, force: true }));
  const conf = writeNginxSite({ store: servedFolder(releaseStore(siteEnv)), siteDir, env: siteEnv });
  return spawn('nginx', foregroundNginxArgs(siteDir, conf), { stdio: 'inherit' });
}

await runCommand(async () => {
  if (viaNginx) await ensureSystemDependencies([nginxDependency], 'npm start -- --nginx');
  const unbuilt = apps.filter((app) => !existsSync(distDir(app.pkg))).map((app) => app.pkg);
  if (unbuilt.length > 0) {
    console.log(`Building ${unbuilt.join(', ')}…`);
    const scopes = unbuilt.flatMap((pkg) => ['--scope', pkg]);
    if ((await run('npx', ['lerna', 'run', 'build', '--stream', ...scopes])) !== 0) {
      throw new Error(`The build of ${unbuilt.join(', ')} failed (its errors are above): fix it, then npm start again`);
    }
  }
  const pkgs = apps.map((app) => app.pkg);
  const lines = await withReleases(process.env, (releases) => makeBuildsLive(releases, pkgs, process.env));
  for (const line of lines) console.log(line);
  if (!viaNginx) {
    // The site's servers first: a store that refuses to serve then stops the start before the api runs.
    await serveApps(pkgs);
    return;
  }
  servers.push(startNginx());
  for (const app of apps) console.log(`${app.pkg.padEnd(14)} ${localOrigin(app.port)} (nginx)`);
});

const api = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['api/src/server.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...localApiEnv(process.env),
    // Behind nginx, the client's address is the one nginx puts in X-Forwarded-For.
    ...(viaNginx ? { TRUST_PROXY_HOPS: process.env.TRUST_PROXY_HOPS ?? '1' } : {}),
    // The site's secret (the store's own file unless set), which its report passes are signed with.
    RELEASE_PREVIEW_SECRET: previewSecret(process.env, releaseStore(process.env)),
  },
});
servers.push(api);
let stopping = false;
const allStopped = () => servers.every((server) => server.exitCode !== null || server.signalCode !== null);
for (const server of servers) {
  server.once('exit', (code, signal) => {
    if (!stopping) {
      stopping = true;
      process.exitCode = 1;
      console.error(`${server === api ? 'api' : 'nginx'} exited (${signal ?? `code ${code}`}); stopping the site`);
      for (const other of servers) if (other !== server) other.kill('SIGTERM');
    }
    // The Node servers run in this process: it ends with the last server it started.
    if (allStopped()) process.exit();
  });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true;
    if (allStopped()) process.exit();
    for (const server of servers) server.kill(signal);
  });
}
console.log(`${apiApp.pkg.padEnd(14)} ${localOrigin(apiApp.port)}/api/forms`);

try {
  // The blog's pages are composed from the api's posts, so the api must answer first.
  await waitUntilAnswering([`${localOrigin(apiApp.port)}/api/health`], { timeoutMs: 30_000 });
  const result = await prerender(siteEnv);
  console.log(`Prerendered ${result.pages} pages (${result.posts} blog posts) in ${result.milliseconds} ms`);
} catch (error) {
  // The site still works, rendered in the browser: say why the static HTML is missing.
  console.warn('Pages are not prerendered:', refusalLine(error) ?? error);
}
console.log(`\nVeritenant is running at ${localOrigin(shellApp.port)}  (Ctrl+C stops it)`);
const warning = verificationWarning(localApiEnv(process.env));
if (warning) console.log(warning);
