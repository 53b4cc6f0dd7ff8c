/**
 * `npm run release -- <command>`: ships one app at a time through the release store
 * (scripts/release/store.ts; README: Deploying or rolling back one remote).
 *   build <app> [--source DIR]   build a new release (not live); its id is the last line
 *   promote <app> <id>           gates, switch, re-prerender that app's pages, log
 *   rollback <app> [id]          back to the previous live release (or id), at once
 *   status | log | prune --keep N
 * The store is `$RELEASE_STORE`, else `.releases/`. A refusal exits 1 with one line.
 */
import { parseArgs } from 'node:util';
import { runCommand } from './lib/command';
import {
  buildCommand,
  logCommand,
  promoteCommand,
  pruneCommand,
  rollbackCommand,
  statusCommand,
} from './release/commands';
import { releaseStore } from './release/store';

const usage =
  'usage: npm run release -- build <app> [--source DIR] | promote <app> <id> | rollback <app> [id] | status | log | prune --keep N';

async function main(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<string[]> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: { source: { type: 'string' }, keep: { type: 'string' } },
    allowPositionals: true,
  });
  const [command, app, id] = positionals;
  const store = releaseStore(env);
  const needApp = () => {
    if (!app) throw new Error(`${command} needs an app; ${usage}`);
    return app;
  };
  switch (command) {
    case 'build':
      return buildCommand(store, needApp(), values.source);
    case 'promote':
      if (!id) throw new Error(`promote needs an app and a release id; ${usage}`);
      return promoteCommand(store, needApp(), id, env);
    case 'rollback':
      return rollbackCommand(store, needApp(), id, env);
    case 'status':
      return statusCommand(store);
    case 'log':
      return logCommand(store);
    case 'prune':
      if (values.keep === undefined) throw new Error(`prune needs --keep N; ${usage}`);
      return pruneCommand(store, Number(values.keep));
    default:
      throw new Error(usage);
  }
}

await runCommand(async () => {
  for (const line of await main(process.argv.slice(2), process.env)) console.log(line);
});
