/**
 * `npm run release -- <command>`: ships one app at a time through the release store
 * (ops/release/store.ts; README: Deploying or rolling back one remote).
 *   build <app> [--source DIR]   build a new release (not live); its id is the last line
 *   promote <app> <id>           gates, switch, re-prerender that app's pages, log
 *   rollback <app> [id]          back to the previous live release (or id), at once
 *   status | log | prune --keep N
 * The store is `$RELEASE_STORE`, else `.releases/`. A refusal exits 1 with one line.
 */
import { runCommand } from './lib/command';
import { chromiumDependency, ensureSystemDependencies } from './lib/system-dependencies';
import { parseReleaseArgs } from './release/arguments';
import {
  buildCommand,
  logCommand,
  promoteCommand,
  pruneCommand,
  rollbackCommand,
  statusCommand,
} from './release/commands';
import { releaseStore } from './release/store';

async function main(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<string[]> {
  const args = parseReleaseArgs(argv);
  const store = releaseStore(env);
  switch (args.command) {
    case 'build':
      return buildCommand(store, args.app, args.source);
    case 'promote':
      // The smoke gate and the pages' render run in Chromium.
      await ensureSystemDependencies([chromiumDependency], `npm run release -- promote ${args.app} ${args.id}`);
      return promoteCommand(store, args.app, args.id, env);
    case 'rollback':
      await ensureSystemDependencies([chromiumDependency], `npm run release -- rollback ${args.app}`);
      return rollbackCommand(store, args.app, args.id, env);
    case 'status':
      return statusCommand(store);
    case 'log':
      return logCommand(store);
    case 'prune':
      return pruneCommand(store, args.keep);
  }
}

await runCommand(async () => {
  for (const line of await main(process.argv.slice(2), process.env)) console.log(line);
});
