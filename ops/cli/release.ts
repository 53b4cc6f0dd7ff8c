/**
 * `npm run release -- <command>`: ships one app at a time through the release store (`help` lists
 * the commands, ./arguments.ts; ../commands/open-releases.ts picks the stores). A refusal exits 1 in one line.
 */
import path from 'node:path';
import { runCommand } from '../lib/command';
import { chromiumDependency, ensureSystemDependencies } from '../commands/system-dependencies';
import { repoRoot } from '../lib/workspace';
import { helpLines, parseReleaseArgs, type ReleaseCommand } from './arguments';
import { buildCommand } from '../commands/build';
import { logCommand } from '../commands/log';
import { previewCommand } from '../commands/preview';
import { promoteCommand } from '../commands/promote';
import { pruneCommand } from '../commands/prune';
import { rollbackCommand } from '../commands/rollback';
import { statusCommand } from '../commands/status';
import { healthCommand } from '../commands/health';
import { commandEnv, withReleases, type Releases } from '../commands/open-releases';
import { pushCommand } from '../commands/push';
import { startWatcher, watchCommand } from '../commands/watch';
import { startConsole } from '../console/server';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * `console`: the operator's console on the releases, until SIGINT or SIGTERM; its link (with the
 * token) is the line it prints. An action under way when it is told to stop finishes and answers
 * before the stores close; a second signal ends it at once.
 */
async function serveConsole(
  { port, host }: Extract<ReleaseCommand, { command: 'console' }>,
  releases: Releases,
  env: Env,
): Promise<string[]> {
  const served = await startConsole({ releases, env, port, ...(host !== undefined && { host }) });
  console.log(`Console: ${served.url}`);
  await new Promise<void>((stopped) => {
    const signals = ['SIGINT', 'SIGTERM'] as const;
    // Once, of either: the next signal finds Node's own handling, which ends the process.
    const stop = (signal: NodeJS.Signals) => {
      for (const each of signals) process.off(each, stop);
      console.log(`Console: stopping once what it is doing is done; another ${signal} stops it now`);
      stopped();
    };
    for (const signal of signals) process.on(signal, stop);
  });
  await served.close();
  return [];
}

async function execute(
  args: Exclude<ReleaseCommand, { command: 'help' | 'console' }>,
  releases: Releases,
  env: Env,
): Promise<string[]> {
  switch (args.command) {
    case 'build':
      return buildCommand(releases, args.app, args.source);
    case 'promote': {
      const lines = await promoteCommand(releases, args.app, args.id, env, args.canary);
      return args.canary !== undefined && args.watch ? [...lines, ...(await startWatcher(args.app, env))] : lines;
    }
    case 'preview':
      return previewCommand(releases, args.app, args.id, env, args.hours);
    case 'rollback':
      return rollbackCommand(releases, args.app, args.id, env);
    case 'status':
      return statusCommand(releases);
    case 'log':
      return logCommand(releases);
    case 'prune':
      return pruneCommand(releases, args.keep);
    case 'push':
      return pushCommand(releases, path.resolve(repoRoot, args.from ?? '.releases'), env);
    case 'health':
      return healthCommand(releases, env, args);
    case 'watch':
      return watchCommand(releases, env, args);
  }
}

async function main(argv: readonly string[], env: Env): Promise<string[]> {
  const args = parseReleaseArgs(argv);
  // Needs no store: it answers where the stores cannot be reached.
  if (args.command === 'help') return helpLines();
  // The smoke gate loads the candidate's pages in Chromium (a rollback has no smoke gate, and the
  // pages are rendered in Node); the console promotes too.
  if (args.command === 'promote' || args.command === 'console') {
    await ensureSystemDependencies([chromiumDependency], `npm run release -- ${argv.join(' ')}`);
  }
  return withReleases(env, (releases) =>
    args.command === 'console'
      ? serveConsole(args, releases, commandEnv(env))
      : execute(args, releases, commandEnv(env)),
  );
}

await runCommand(async () => {
  for (const line of await main(process.argv.slice(2), process.env)) console.log(line);
});
