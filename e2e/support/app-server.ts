/**
 * Starts one app's static server (ops/cli/serve.ts, the e2e site's release store) on a port of the test's own, so a test can
 * stop it like an outage of that deployment. Each server runs in its own process group and is
 * stopped by that group id, nothing else.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { once } from 'node:events';
import { waitUntilAnswering } from '../../ops/lib/wait-until-answering';
import { E2E_RELEASE_STORE } from './site';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

export interface AppServer {
  url: string;
  stop(): Promise<void>;
}

export async function startAppServer(
  pkg: string,
  port: number,
  probePath: string,
  env: Record<string, string> = {},
): Promise<AppServer> {
  const child = spawn(tsx, ['ops/cli/serve.ts', pkg, '--port', String(port)], {
    cwd: repoRoot,
    env: { ...process.env, RELEASE_STORE: E2E_RELEASE_STORE, ...env },
    detached: true,
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  await waitUntilAnswering([`${url}${probePath}`], {
    timeoutMs: 15_000,
    intervalMs: 100,
    gaveUp: () => (child.exitCode !== null ? `server for ${url} exited with ${child.exitCode}` : undefined),
  });
  return {
    url,
    async stop() {
      if (child.exitCode !== null || child.pid === undefined) return;
      const exited = once(child, 'exit');
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}
