/**
 * Runs a command of this checkout (`tsx <script> ...args`) whose reader has gone before its first
 * line, as `| head` leaves it: everything it prints meets a closed pipe (EPIPE). Resolves to its
 * exit code and what it wrote on stderr.
 */
import { spawn } from 'node:child_process';
import { repoRoot, tsx } from './checkout';

export async function runWithReaderGone(
  script: string,
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(tsx, [script, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
  });
  child.stdout.destroy();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  return { code, stderr };
}
