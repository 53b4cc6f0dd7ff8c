/**
 * The command line of `npm run release -- …` (ops/release.ts), read strictly: an unknown
 * option, an option another command takes, a missing or extra argument or a malformed number is
 * refused in one line with the usage, before anything runs.
 */
import { parseArgs } from 'node:util';
import { FIELD_REPORT_RETENTION_DAYS } from '../../api/src/retention/retention';

export const usage =
  'usage: npm run release -- build <app> [--source DIR] | promote <app> <id> | rollback <app> [id] | status | log | prune --keep N | push [--from DIR] | health [app] [--window 1h]';

export type ReleaseCommand =
  | { command: 'build'; app: string; source?: string }
  | { command: 'promote'; app: string; id: string }
  | { command: 'rollback'; app: string; id?: string }
  | { command: 'status' }
  | { command: 'log' }
  | { command: 'prune'; keep: number }
  | { command: 'push'; from?: string }
  | { command: 'health'; app?: string; window: string; windowMs: number };

type Option = 'source' | 'keep' | 'from' | 'window';

const windowUnits = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** No window longer than field reports are kept: its older part would read as a quiet one. */
const longestWindowMs = FIELD_REPORT_RETENTION_DAYS * windowUnits.d;

/** `--window 15m|1h|7d`: its length in ms, or a refusal. */
function windowLength(window: string): number {
  const match = /^(\d+)([mhd])$/.exec(window);
  const ms = match ? Number(match[1]) * windowUnits[match[2] as keyof typeof windowUnits] : 0;
  if (ms <= 0 || ms > longestWindowMs) {
    refuse(
      `--window takes minutes, hours or days up to ${FIELD_REPORT_RETENTION_DAYS}d (15m, 1h, 7d), not '${window}'`,
    );
  }
  return ms;
}

/** Per command: its arguments (a `?` marks an optional one) and the one option it takes. */
const grammar: Record<ReleaseCommand['command'], { positionals: readonly string[]; option?: Option }> = {
  build: { positionals: ['app'], option: 'source' },
  promote: { positionals: ['app', 'id'] },
  rollback: { positionals: ['app', 'id?'] },
  status: { positionals: [] },
  log: { positionals: [] },
  prune: { positionals: [], option: 'keep' },
  push: { positionals: [], option: 'from' },
  health: { positionals: ['app?'], option: 'window' },
};

function refuse(problem: string): never {
  throw new Error(`${problem}; ${usage}`);
}

export function parseReleaseArgs(argv: readonly string[]): ReleaseCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        source: { type: 'string' },
        keep: { type: 'string' },
        from: { type: 'string' },
        window: { type: 'string' },
      },
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
  for (const name of ['source', 'keep', 'from', 'window'] as const) {
    if (values[name] !== undefined && name !== option) refuse(`${command} takes no --${name}`);
  }
  const required = expected.filter((name) => !name.endsWith('?'));
  if (rest.length < required.length) refuse(`${command} needs ${required.map((name) => `<${name}>`).join(' ')}`);
  if (rest.length > expected.length) refuse(`${command} takes no argument ${rest.slice(expected.length).join(' ')}`);
  const [app = '', id] = rest;
  switch (command) {
    case 'build':
      return { command, app, ...(values.source === undefined ? {} : { source: values.source }) };
    case 'promote':
      return { command, app, id: id ?? '' };
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
    case 'health': {
      const window = values.window ?? '1h';
      return { command, ...(rest[0] === undefined ? {} : { app: rest[0] }), window, windowMs: windowLength(window) };
    }
    default:
      return { command: command as 'status' | 'log' };
  }
}
