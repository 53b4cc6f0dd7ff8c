/**
 * `npm run release -- …` as an operator runs it: a child process in a group of its own, so `whenStarted` may
 * stop it with everything it started (its Chromium).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../lib/workspace';

export interface Outcome {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

export interface RunOptions {
  /** Given the child once started. */
  whenStarted?: (child: ChildProcess) => void;
  /** The working folder run from (its own ops/cli/release.ts): this checkout by default. */
  checkout?: string;
}

export function runRelease(
  args: readonly string[],
  env: Record<string, string>,
  { whenStarted, checkout = repoRoot }: RunOptions = {},
): Promise<Outcome> {
  const child = spawn(tsx, [path.join(checkout, 'ops', 'cli', 'release.ts'), ...args], {
    cwd: checkout,
    env: { ...process.env, ...env },
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  whenStarted?.(child);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}
