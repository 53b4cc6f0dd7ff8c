/**
 * The command line of `npm run release -- …` (ops/cli/release.ts), read strictly: an unknown
 * option, an option another command takes, a missing or extra argument or a malformed number is
 * refused in one line with the usage, before anything runs.
 */
import { parseArgs } from 'node:util';
import { FIELD_REPORT_RETENTION_DAYS } from 'api/retention';
import { urlHost } from '../console/auth';
import { defaultThresholds } from '../core/canary-verdict';
import { previewHoursDefault, previewHoursMax } from '../core/swap-cookies';

export type ReleaseCommand =
  | { command: 'build'; app: string; source?: string }
  | { command: 'promote'; app: string; id: string; canary?: number; watch?: boolean }
  | { command: 'rollback'; app: string; id?: string }
  | { command: 'preview'; app: string; id: string; hours?: number }
  | { command: 'status' }
  | { command: 'log' }
  | { command: 'help' }
  | { command: 'prune'; keep: number }
  | { command: 'push'; from?: string }
  | { command: 'health'; app?: string; window: string; windowMs: number }
  | { command: 'console'; port: number; host?: string }
  | {
      command: 'watch';
      app: string;
      windowMs: number;
      everyMs: number;
      minViews: number;
      maxIncreasePoints: number;
    };

const valueOptions = [
  'source',
  'keep',
  'from',
  'canary',
  'hours',
  'window',
  'every',
  'min-views',
  'max-increase',
  'port',
  'host',
] as const;
const options = [...valueOptions, 'no-watch'] as const;
type Option = (typeof options)[number];

/** Whether `host` names every interface (`0.0.0.0`, `::`, `0`): no browser names the console so. */
function isWildcard(host: string): boolean {
  try {
    const { hostname } = new URL(`http://${urlHost(host)}/`);
    return hostname === '0.0.0.0' || hostname === '[::]';
  } catch {
    return false;
  }
}

/**
 * Per command, in the order `help` lists them: its synopsis and what it does, its arguments (a `?`
 * marks an optional one) and the options it takes. The usage line joins the synopses.
 */
const grammar: Record<
  ReleaseCommand['command'],
  { synopsis: string; summary: string; positionals: readonly string[]; options?: readonly Option[] }
> = {
  build: {
    synopsis: 'build <app> [--source DIR]',
    summary: 'builds a new release, not live; its id is the last line',
    positionals: ['app'],
    options: ['source'],
  },
  promote: {
    synopsis: 'promote <app> <id> [--canary N [--no-watch]]',
    summary: 'gates, its pages rendered, the switch, logged; --canary N: for N % of visitors, watched',
    positionals: ['app', 'id'],
    options: ['canary', 'no-watch'],
  },
  rollback: {
    synopsis: 'rollback <app> [id]',
    summary: 'back to the previous live release at once (or to id); ends a canary',
    positionals: ['app', 'id?'],
  },
  preview: {
    synopsis: 'preview <app> <id> [--hours N]',
    summary: `a link that swaps the release in for one browser (${previewHoursDefault} hours, at most ${previewHoursMax})`,
    positionals: ['app', 'id'],
    options: ['hours'],
  },
  status: {
    synopsis: 'status',
    summary: 'per app: live, canary, previous, whether its pages are current and it fits the live shell',
    positionals: [],
  },
  log: {
    synopsis: 'log',
    summary: 'every promotion, canary and rollback: when, who, from → to, gates, timings, a reason',
    positionals: [],
  },
  prune: {
    synopsis: 'prune --keep N',
    summary: 'removes old releases, never a live, canary or previous one',
    positionals: [],
    options: ['keep'],
  },
  push: {
    synopsis: 'push [--from DIR]',
    summary: 'moves a folder store into the bucket and PostgreSQL',
    positionals: [],
    options: ['from'],
  },
  health: {
    synopsis: 'health [app] [--window 1h]',
    summary: 'field health per release: views, errors, error rate, p75 LCP, INP and CLS',
    positionals: ['app?'],
    options: ['window'],
  },
  watch: {
    synopsis: 'watch <app> [--window 10m] [--every 30s] [--min-views N] [--max-increase P]',
    summary: 'rolls the app’s canary back when it fails visitors more than the live release',
    positionals: ['app'],
    options: ['window', 'every', 'min-views', 'max-increase'],
  },
  console: {
    synopsis: 'console [--port 3030] [--host H]',
    summary:
      'serves the operator’s console on a loopback address of its own (--host: another interface’s) at the link it prints',
    positionals: [],
    options: ['port', 'host'],
  },
  help: {
    synopsis: 'help',
    summary: 'this list',
    positionals: [],
  },
};

export const usage = `usage: npm run release -- ${Object.values(grammar)
  .map(({ synopsis }) => synopsis)
  .join(' | ')}`;

/** `help`: each command's synopsis, with what it does indented below it. */
export function helpLines(): string[] {
  return [
    'npm run release -- <command>',
    ...Object.values(grammar).flatMap(({ synopsis, summary }) => [`  ${synopsis}`, `      ${summary}`]),
  ];
}

const durationUnits = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** No window longer than field reports are kept: its older part would read as a quiet one. */
const longestWindowMs = FIELD_REPORT_RETENTION_DAYS * durationUnits.d;

/** `--window 15m|1h|7d`: its length in ms, or a refusal. */
function windowLength(window: string): number {
  const ms = duration(window, /^(\d+)([mhd])$/);
  if (ms <= 0 || ms > longestWindowMs) {
    refuse(
      `--window takes minutes, hours or days up to ${FIELD_REPORT_RETENTION_DAYS}d (15m, 1h, 7d), not '${window}'`,
    );
  }
  return ms;
}

/** `--every 30s|2m`: how often the watcher reads the reports, at least a second. */
function interval(every: string): number {
  const ms = duration(every, /^(\d+)([sm])$/);
  if (ms < 1000) refuse(`--every takes seconds or minutes (30s, 2m), not '${every}'`);
  return ms;
}

function duration(text: string, pattern: RegExp): number {
  const match = pattern.exec(text);
  return match ? Number(match[1]) * durationUnits[match[2] as keyof typeof durationUnits] : 0;
}

function refuse(problem: string): never {
  throw new Error(`${problem}; ${usage}`);
}

export function parseReleaseArgs(argv: readonly string[]): ReleaseCommand {
  if (argv.length === 1 && (argv[0] === '--help' || argv[0] === '-h')) return { command: 'help' };
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        ...(Object.fromEntries(valueOptions.map((name) => [name, { type: 'string' }])) as Record<
          (typeof valueOptions)[number],
          { type: 'string' }
        >),
        'no-watch': { type: 'boolean' },
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
  const { positionals: expected, options: taken = [] } = grammar[command as ReleaseCommand['command']];
  for (const name of options) {
    if (values[name] !== undefined && !taken.includes(name)) refuse(`${command} takes no --${name}`);
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
      if (values['no-watch'] && share === undefined) refuse('--no-watch goes with --canary N');
      if (share === undefined) return { command, app, id: id ?? '' };
      if (!/^\d+$/.test(share) || Number(share) < 1 || Number(share) > 99) {
        refuse(`--canary takes the percent of visitors who get the release, 1 to 99, not '${share}'`);
      }
      return { command, app, id: id ?? '', canary: Number(share), watch: !values['no-watch'] };
    }
    case 'preview': {
      const hours = values.hours;
      if (hours === undefined) return { command, app, id: id ?? '' };
      if (!/^\d+$/.test(hours) || Number(hours) < 1 || Number(hours) > previewHoursMax) {
        refuse(`--hours takes a whole number of hours, 1 to ${previewHoursMax} (a week), not '${hours}'`);
      }
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
    case 'health': {
      const window = values.window ?? '1h';
      return { command, ...(rest[0] === undefined ? {} : { app: rest[0] }), window, windowMs: windowLength(window) };
    }
    case 'watch': {
      const minViews = values['min-views'] ?? String(defaultThresholds.minViews);
      if (!/^\d+$/.test(minViews) || Number(minViews) < 1) {
        refuse(`--min-views takes a whole number of clients who viewed the canary, not '${minViews}'`);
      }
      const maxIncrease = values['max-increase'] ?? String(defaultThresholds.maxIncreasePoints);
      if (!/^\d+(\.\d+)?$/.test(maxIncrease) || Number(maxIncrease) > 100) {
        refuse(`--max-increase takes percentage points of error rate, 0 to 100, not '${maxIncrease}'`);
      }
      return {
        command,
        app,
        windowMs: windowLength(values.window ?? '10m'),
        everyMs: interval(values.every ?? '30s'),
        minViews: Number(minViews),
        maxIncreasePoints: Number(maxIncrease),
      };
    }
    case 'console': {
      const port = values.port ?? '3030';
      if (!/^\d+$/.test(port) || Number(port) > 65_535) {
        refuse(`--port takes a port number, 0 (a free one) to 65535, not '${port}'`);
      }
      if (values.host === '') refuse('--host takes an address or a name to bind, not an empty one');
      if (values.host !== undefined && isWildcard(values.host)) {
        refuse(
          `--host takes the address of one interface, not '${values.host}' (every interface): ` +
            'a browser names that interface in its Host header, and the console answers only to the address it was given',
        );
      }
      return { command, port: Number(port), ...(values.host === undefined ? {} : { host: values.host }) };
    }
    default:
      return { command: command as 'status' | 'log' | 'help' };
  }
}
