/**
 * Starts one app's static server (scripts/serve.ts) on a port of the test's own, so a test can
 * stop it like an outage of that deployment. Each server runs in its own process group and is
 * stopped by that group id, nothing else.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { once } from 'node:events';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

export interface AppServer {
  url: string;
  stop(): Promise<void>;
}

async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 15 s`);
}

export async function startAppServer(
  pkg: string,
  port: number,
  probePath: string,
  env: Record<string, string> = {},
): Promise<AppServer> {
  const child = spawn(tsx, ['scripts/serve.ts', pkg, '--port', String(port)], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    detached: true,
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  await waitUntilAnswering(`${url}${probePath}`, child);
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
