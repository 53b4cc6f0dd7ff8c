/** The command line of `npm run bench`. */
import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Paths to bench; undefined means every route of the site and the 404 page. */
  routes: string[] | undefined;
  /** Lighthouse runs per route; the table shows the median of each metric. */
  runs: number;
  /** Replace the results block of docs/performance.md with this run's table. */
  write: boolean;
  /** Bench whatever is already served on :3000 instead of building and serving the site. */
  reuse: boolean;
  help: boolean;
}

export const usage = `Usage: npm run bench -- [options]

Builds the site, serves it as npm start does, runs Lighthouse (mobile, simulated throttling)
on every route and on a static reference page, and prints medians and the budget check.

  --routes /,/about   bench these paths only (comma-separated; /blog/:slug expands to every post)
  --runs N            Lighthouse runs per route (default 3)
  --write             also replace the results block of docs/performance.md
  --reuse             do not build or serve: bench whatever answers on :3000
  --help              show this text`;

export function parseBenchOptions(args: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      routes: { type: 'string' },
      runs: { type: 'string', default: '3' },
      write: { type: 'boolean', default: false },
      reuse: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  return {
    routes: values.routes === undefined ? undefined : parseRouteList(values.routes),
    runs: parseRuns(values.runs),
    write: values.write,
    reuse: values.reuse,
    help: values.help,
  };
}

/** `--routes /,/about`: the paths, each starting with '/'. */
export function parseRouteList(value: string): string[] {
  const routes = value
    .split(',')
    .map((route) => route.trim())
    .filter((route) => route !== '');
  if (routes.length === 0) throw new Error('--routes needs at least one path, e.g. --routes /,/about');
  const invalid = routes.filter((route) => !route.startsWith('/'));
  if (invalid.length > 0) throw new Error(`--routes takes paths starting with '/': ${invalid.join(', ')}`);
  return routes;
}

function parseRuns(value: string): number {
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number ≥ 1, not '${value}'`);
  return runs;
}
