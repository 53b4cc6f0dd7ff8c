/**
 * `npm start`: builds whatever is not built yet, makes each build the live release of the release store
 * (ops/commands/make-live.ts, makeBuildsLive), then serves the shell on :3000 and each remote
 * from its own port, like separate CDN deployments, and the api on :3010, with the local
 * defaults (docs/architecture.md#run-time-configuration: development tokens accepted, the
 * database under api/data/); then prerenders every page from what is being served
 * (`npm run prerender`, in Node: no browser is needed).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { apiApp, localOrigin, remoteApps, shellApp } from 'shared/remotes';
import { refusalLine, runCommand } from '../ops/lib/command';
import { run } from '../ops/lib/run';
import { repoRoot, distDir } from '../ops/lib/workspace';
import { prerender } from '../ops/commands/prerender';
import { serveApps } from '../ops/cli/serve';
import { releaseStore } from '../ops/commands/open-releases';
import { previewSecret } from '../ops/adapters/folder/preview-secret';
import { waitUntilAnswering } from '../ops/lib/wait-until-answering';
import { localApiEnv, verificationWarning } from './start-env';

const apps = [shellApp, ...remoteApps];

await runCommand(async () => {
  const unbuilt = apps.filter((app) => !existsSync(distDir(app.pkg))).map((app) => app.pkg);
  if (unbuilt.length > 0) {
    console.log(`Building ${unbuilt.join(', ')}…`);
    const scopes = unbuilt.flatMap((pkg) => ['--scope', pkg]);
    if ((await run('npx', ['lerna', 'run', 'build', '--stream', ...scopes])) !== 0) {
      throw new Error(`The build of ${unbuilt.join(', ')} failed (its errors are above): fix it, then npm start again`);
    }
  }
  // The site's servers first: a store that refuses to serve then stops the start before the api runs.
  await serveApps(
    apps.map((app) => app.pkg),
    { liveBuilds: true },
  );
});

const api = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['api/src/server.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...localApiEnv(process.env),
    // The site's secret (the store's own file unless set), which its report passes are signed with.
    RELEASE_PREVIEW_SECRET: previewSecret(process.env, releaseStore(process.env)),
  },
});
let stopping = false;
api.once('exit', (code) => {
  if (stopping) return process.exit(0);
  console.error(`api exited with code ${code}; stopping the site`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true;
    if (api.exitCode !== null || !api.pid) process.exit(0);
    process.kill(api.pid, signal);
  });
}
console.log(`${apiApp.pkg.padEnd(14)} ${localOrigin(apiApp.port)}/api/forms`);

try {
  // The blog's pages are composed from the api's posts, so the api must answer first.
  await waitUntilAnswering([`${localOrigin(apiApp.port)}/api/health`], { timeoutMs: 30_000 });
  const result = await prerender(process.env);
  console.log(`Prerendered ${result.pages} pages (${result.posts} blog posts) in ${result.milliseconds} ms`);
} catch (error) {
  // The site still works, rendered in the browser: say why the static HTML is missing.
  console.warn('Pages are not prerendered:', refusalLine(error) ?? error);
}
console.log(`\nVeritenant is running at ${localOrigin(shellApp.port)}  (Ctrl+C stops it)`);
const warning = verificationWarning(localApiEnv(process.env));
if (warning) console.log(warning);
