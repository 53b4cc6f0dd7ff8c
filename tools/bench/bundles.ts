/**
 * `npm run bench:bundles`: the JavaScript each route loads on a first visit, script by script,
 * from the production build served as `npm start` serves it: each script's owner, its size as
 * Lighthouse counts it, why the page loads it and what it holds, the modules a route loads twice,
 * and each route's total against its budget (tools/bench/budget.ts). Bytes, not timings: the same
 * build gives the same tables. Exits 1 when a route is over its budget. `--help` lists the options.
 */
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { launchChromium } from '../../ops/lib/chromium';
import { runCommand } from '../../ops/lib/command';
import { chromiumDependency, ensureSystemDependencies } from '../../ops/commands/system-dependencies';
import { jsBudgetCheck, jsBudgetKb, overallResult, type Check } from './budget';
import { describeChunk, siteBuilds, type Chunk } from './chunks';
import { parseRouteList } from './options';
import { compareLoads, scriptsOfPage, totalBytes, type ScriptLoad } from './page-scripts';
import { writeResults } from './results-doc';
import { partName } from './source-map-parts';
import { allSitePaths, blogApiUrl, resolveRoutes, type BenchRoute } from './routes';
import { siteOrigin, siteToMeasure } from './site';
import { formatKb } from './table';

const usage = `Usage: npm run bench:bundles -- [options]

Builds the site, serves it as npm start does, loads every route once in Chromium as a first
visit and prints the scripts each loads (owner, size, why, contents) and the budget check.

  --routes /,/about   these paths only (comma-separated; /blog/:slug expands to every post)
  --built             serve the builds as they are, without building (only an app with none)
  --reuse             do not build or serve: measure whatever answers on :3000
  --write             also replace the bundles block of docs/performance.md
  --help              show this text`;

interface RouteScripts {
  route: BenchRoute;
  /** The smaller load's, which the tables show. */
  scripts: ScriptLoad[];
  /** The larger load's total, which the budget checks. */
  largestBytes: number;
}

const kb = (bytes: number) => bytes / 1024;
const routeName = (route: BenchRoute) => (route.notFound ? `${route.path} (404 page)` : route.path);

/**
 * Each route loaded twice: a script that only one load asks for (a part loaded when something is
 * near the viewport, which a slow layout can bring about) is named on stderr. The tables show the
 * smaller load, the same from run to run; the budget checks the larger, so that such a script
 * counts against it.
 */
async function measureRoutes(browser: Browser, routes: readonly BenchRoute[]): Promise<RouteScripts[]> {
  const measured: RouteScripts[] = [];
  for (const route of routes) {
    const loads = [];
    for (let load = 0; load < 2; load += 1) loads.push(await scriptsOfPage(browser, `${siteOrigin}${route.path}`));
    const { smallest: scripts, largestBytes, notEveryLoad } = compareLoads(loads);
    if (notEveryLoad.length > 0) {
      console.error(`${route.path}: only one load of two asked for ${notEveryLoad.join(', ')}`);
    }
    const unencoded = scripts.filter(({ encoding }) => encoding !== 'br');
    if (unencoded.length > 0) {
      console.error(`${route.path}: not sent in Brotli: ${unencoded.map(({ url }) => url).join(', ')}`);
    }
    const larger = largestBytes > totalBytes(scripts) ? `, the larger load ${formatKb(kb(largestBytes))} KB` : '';
    console.error(`${route.path}: ${scripts.length} scripts, ${formatKb(kb(totalBytes(scripts)))} KB${larger}`);
    measured.push({ route, scripts, largestBytes });
  }
  return measured;
}

function markdownTable(header: readonly string[], right: readonly boolean[], rows: readonly string[][]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map((_, index) => (right[index] ? '---:' : '---'))), ...rows.map(line)].join('\n');
}

/** The routes a script loads on, by registry path: "every route", or the routes named, a post's as `/blog/:slug (6)`. */
function routesOf(loadedOn: readonly BenchRoute[], all: readonly BenchRoute[]): string {
  if (loadedOn.length === all.length) return 'every route';
  const counts = new Map<string, number>();
  for (const route of loadedOn) counts.set(route.pattern, (counts.get(route.pattern) ?? 0) + 1);
  return [...counts].map(([pattern, count]) => (count === 1 ? pattern : `${pattern} (${count})`)).join(', ');
}

const owners = (chunks: ReadonlyMap<string, Chunk>) => [...new Set([...chunks.values()].map(({ owner }) => owner))];

function routeTable(measured: readonly RouteScripts[], chunks: ReadonlyMap<string, Chunk>): string {
  const columns = owners(chunks);
  const rows = measured.map(({ route, scripts }) => {
    const total = totalBytes(scripts);
    const budget = jsBudgetKb(route.path);
    const byOwner = columns.map((owner) => {
      const bytes = totalBytes(scripts.filter(({ url }) => chunks.get(url)?.owner === owner));
      return bytes === 0 ? '–' : formatKb(kb(bytes));
    });
    return [
      routeName(route),
      formatKb(kb(total)),
      budget === undefined ? '–' : String(budget),
      String(scripts.length),
      ...byOwner,
    ];
  });
  return markdownTable(
    ['Route', 'JS (KB)', 'Budget (KB)', 'Scripts', ...columns],
    [false, true, true, true, ...columns.map(() => true)],
    rows,
  );
}

function holds(chunk: Chunk, bytes: number): string {
  const shown = chunk.parts.filter(({ share }) => share >= 0.05).slice(0, 4);
  const rest = chunk.parts.length - shown.length;
  const parts = shown.map(({ name, share }) => `${name} ${formatKb(kb(bytes * share))}`);
  return [...parts, ...(rest > 0 ? [`${rest} more`] : [])].join(', ');
}

function chunkTable(measured: readonly RouteScripts[], chunks: ReadonlyMap<string, Chunk>): string {
  const routes = measured.map(({ route }) => route);
  const rows = [...chunks.values()].map((chunk) => {
    const loads = measured.flatMap(({ route, scripts }) =>
      scripts.filter(({ url }) => url === chunk.url).map(({ transferBytes }) => ({ route, transferBytes })),
    );
    const bytes = Math.max(...loads.map(({ transferBytes }) => transferBytes));
    return {
      bytes,
      cells: [
        `\`${chunk.file}\``,
        chunk.owner,
        formatKb(kb(bytes)),
        chunk.why,
        routesOf([...new Set(loads.map(({ route }) => route))], routes),
        holds(chunk, bytes),
      ],
    };
  });
  rows.sort((a, b) => b.bytes - a.bytes);
  return markdownTable(
    ['Script', 'Owner', 'KB', 'Why it loads', 'Routes', 'What it holds (KB)'],
    [false, false, true, false, false, false],
    rows.map(({ cells }) => cells),
  );
}

/** Modules a route loads in two scripts or more (two builds' copies of a library), by package. */
function loadedTwice(measured: readonly RouteScripts[], chunks: ReadonlyMap<string, Chunk>): string[] {
  const routes = measured.map(({ route }) => route);
  const found = new Map<string, BenchRoute[]>();
  for (const { route, scripts } of measured) {
    const holders = new Map<string, Set<string>>();
    for (const { url } of scripts) {
      const chunk = chunks.get(url);
      if (!chunk) continue;
      for (const module of chunk.modules) {
        holders.set(module, (holders.get(module) ?? new Set()).add(`${chunk.owner} \`${chunk.file}\``));
      }
    }
    const twice = [...holders].filter(([, files]) => files.size > 1);
    const keys = new Set(twice.map(([module, files]) => `${partName(module)} in ${[...files].sort().join(' and ')}`));
    for (const key of keys) found.set(key, [...(found.get(key) ?? []), route]);
  }
  return [...found].map(([key, on]) => `- ${key}: ${routesOf(on, routes)}`);
}

function budgetChecks(measured: readonly RouteScripts[]): Check[] {
  return measured.map(({ route, largestBytes }) => jsBudgetCheck(routeName(route), route.path, kb(largestBytes)));
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      routes: { type: 'string' },
      built: { type: 'boolean', default: false },
      reuse: { type: 'boolean', default: false },
      write: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  await ensureSystemDependencies([chromiumDependency], 'npm run bench:bundles');
  const site = await siteToMeasure(values.reuse, !values.built);
  let browser: Browser | undefined;
  try {
    const routes = await resolveRoutes(values.routes ? parseRouteList(values.routes) : allSitePaths(), blogApiUrl());
    browser = await launchChromium();
    const measured = await measureRoutes(browser, routes);
    const builds = await siteBuilds(siteOrigin);
    const urls = [...new Set(measured.flatMap(({ scripts }) => scripts.map(({ url }) => url)))];
    const chunks = new Map(
      await Promise.all(urls.map(async (url) => [url, await describeChunk(builds, url)] as const)),
    );
    const checks = budgetChecks(measured);
    const twice = loadedTwice(measured, chunks);
    const failures = checks
      .filter(({ verdict }) => verdict === 'FAIL')
      .map(({ route, detail }) => `- FAIL ${route}: ${detail}`);
    const block = [
      `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:bundles\` (Chromium ${browser.version()}).`,
      routeTable(measured, chunks),
      chunkTable(measured, chunks),
      twice.length === 0
        ? 'No module is loaded twice on a route.'
        : ['Modules a route loads in two scripts:', '', ...twice].join('\n'),
      [overallResult(checks), ...failures].join('\n'),
    ].join('\n\n');
    console.log(block);
    if (values.write) {
      await writeResults(block, 'bundles');
      console.error('\nWrote the bundles block of docs/performance.md');
    }
    return failures.length === 0 ? 0 : 1;
  } finally {
    await browser?.close();
    await site?.stop();
  }
}

await runCommand(async () => {
  process.exit(await main());
});
