/**
 * The command line of `npm run release -- …` (ops/release.ts), read strictly: an unknown
 * option, an option another command takes, a missing or extra argument or a malformed number is
 * refused in one line with the usage, before anything runs.
 */
import { parseArgs } from 'node:util';

export const usage =
  'usage: npm run release -- build <app> [--source DIR] | promote <app> <id> [--canary N] | rollback <app> [id] | preview <app> <id> [--hours N] | status | log | prune --keep N | push [--from DIR]';

export type ReleaseCommand =
  | { command: 'build'; app: string; source?: string }
  | { command: 'promote'; app: string; id: string; canary?: number }
  | { command: 'rollback'; app: string; id?: string }
  | { command: 'preview'; app: string; id: string; hours?: number }
  | { command: 'status' }
  | { command: 'log' }
  | { command: 'prune'; keep: number }
  | { command: 'push'; from?: string };

const options = ['source', 'keep', 'from', 'canary', 'hours'] as const;
type Option = (typeof options)[number];

/** Per command: its arguments (a `?` marks an optional one) and the one option it takes. */
const grammar: Record<ReleaseCommand['command'], { positionals: readonly string[]; option?: Option }> = {
  build: { positionals: ['app'], option: 'source' },
  promote: { positionals: ['app', 'id'], option: 'canary' },
  rollback: { positionals: ['app', 'id?'] },
  preview: { positionals: ['app', 'id'], option: 'hours' },
  status: { positionals: [] },
  log: { positionals: [] },
  prune: { positionals: [], option: 'keep' },
  push: { positionals: [], option: 'from' },
};

function refuse(problem: string): never {
  throw new Error(`${problem}; ${usage}`);
}

export function parseReleaseArgs(argv: readonly string[]): ReleaseCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: Object.fromEntries(options.map((name) => [name, { type: 'string' } as const])),
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    // Node's first sentence, without its advice on arguments that start with "-".
    refuse((error as Error).message.split(/\.\s/)[0] ?? '');
  }
  const { values, positionals } = parsed;
  const [command = '', ...rest] = positionals;
  if (!Object.hasOwn(grammar, command)) refuse(command ? `unknown command ${command}` : 'no command');
  const { positionals: expected, option } = grammar[command as ReleaseCommand['command']];
  for (const name of options) {
    if (values[name] !== undefined && name !== option) refuse(`${command} takes no --${name}`);
  }
  const required = expected.filter((name) => !name.endsWith('?'));
  if (rest.length < required.length) refuse(`${command} needs ${required.map((name) => `<${name}>`).join(' ')}`);
  if (rest.length > expected.length) refuse(`${command} takes no argument ${rest.slice(expected.length).join(' ')}`);
  const [app = '', id] = rest;
  switch (command) {
    case 'build':
      return { command, app, ...(values.source === undefined ? {} : { source: values.source }) };
    case 'promote': {
      const share = values.canary;
      if (share === undefined) return { command, app, id: id ?? '' };
      if (!/^\d+$/.test(share) || Number(share) < 1 || Number(share) > 99) {
        refuse(`--canary takes the percent of visitors who get the release, 1 to 99, not '${share}'`);
      }
      return { command, app, id: id ?? '', canary: Number(share) };
    }
    case 'preview': {
      const hours = values.hours;
      if (hours === undefined) return { command, app, id: id ?? '' };
      if (!/^\d+$/.test(hours) || Number(hours) < 1) refuse(`--hours takes a whole number of hours, not '${hours}'`);
      return { command, app, id: id ?? '', hours: Number(hours) };
    }
    case 'rollback':
      return { command, app, ...(id === undefined ? {} : { id }) };
    case 'prune': {
      const keep = values.keep;
      if (keep === undefined) refuse('prune needs --keep N');
      if (!/^\d+$/.test(keep)) refuse(`--keep takes a whole number of releases, not '${keep}'`);
      return { command, keep: Number(keep) };
    }
    case 'push':
      return { command, ...(values.from === undefined ? {} : { from: values.from }) };
    default:
      return { command: command as 'status' | 'log' };
  }
}
