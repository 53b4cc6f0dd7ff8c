/**
 * `npm run release -- console --port 0` as an operator starts it: a child process whose first
 * `Console:` line is its link with the token.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../lib/workspace';

export interface ConsoleProcess {
  /** The printed link, with its token. */
  link: URL;
  /** The console's origin (`http://<its loopback address>:<port>`). */
  origin: string;
  /** What it printed so far on stdout and stderr. */
  output(): string;
  /** SIGTERM, as a service manager stops it; resolves with its exit code. */
  stop(): Promise<number | null>;
}

export function startConsoleProcess(
  env: Record<string, string>,
  args: readonly string[] = [],
): Promise<ConsoleProcess> {
  // Node itself with tsx's loader (as ../commands/watch.ts starts a watcher): a signal reaches the
  // console, not a tsx process relaying it within its own deadline.
  const release = path.join(repoRoot, 'ops', 'cli', 'release.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', release, 'console', '--port', '0', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^Console: (\S+)$/m.exec(output);
      if (!match?.[1]) return;
      child.stdout.off('data', read);
      child.stdout.on('data', (more: Buffer) => (output += more.toString()));
      const link = new URL(match[1]);
      resolve({
        link,
        origin: link.origin,
        output: () => output,
        stop: () => {
          child.kill('SIGTERM');
          return exited;
        },
      });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`the console exited (${code}) before its link: ${output}`)));
  });
}
