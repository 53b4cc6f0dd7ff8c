/** The servers a browser test starts (nginx, the api), each stopped by its own pid afterwards. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { repoRoot } from '../../ops/lib/workspace';

export interface Processes {
  /** Starts `command` from the checkout, with `extraEnv` over this process's environment. */
  start(command: string, args: readonly string[], extraEnv?: Record<string, string>): ChildProcess;
  /** Stops every process started, with SIGTERM, and waits for each to exit. */
  stopAll(): Promise<void>;
  readonly started: readonly ChildProcess[];
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = once(child, 'exit');
  process.kill(child.pid, 'SIGTERM');
  await exited;
}

export function processes(): Processes {
  const started: ChildProcess[] = [];
  return {
    started,
    start(command, args, extraEnv = {}) {
      const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...extraEnv }, stdio: 'ignore' });
      started.push(child);
      return child;
    },
    stopAll: async () => {
      await Promise.all(started.splice(0).map(stop));
    },
  };
}
