/**
 * Load benchmark of `POST /api/forms` (`npm run bench -w api`): the api as real server processes
 * (as `npm start` runs it, rate limit off), the load generator in a process of its own
 * (bench/load.ts), every request a new lead committed before its 201. Three setups: SQLite, one
 * instance on PostgreSQL, two instances on one PostgreSQL (a throwaway cluster with fsync and
 * `synchronous_commit = on`). Prints a table; api/README.md#throughput keeps the latest.
 *   BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_SETUPS (sqlite,pg,pg-x2)
 */
import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Result } from 'autocannon';
import { startPgCluster, type PgCluster } from '../src/testing/pg-cluster';
import { openStore } from '../src/store/open-store';
import { removeTempDirs, spawnServer, tempDir, whenReady, type ServerProcess } from '../src/testing/harness';

const run = promisify(execFile);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const setups = (process.env.BENCH_SETUPS ?? 'sqlite,pg,pg-x2').split(',');
const tsx = path.resolve(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'tsx');

interface Row {
  setup: string;
  result: Result;
  stored: number;
}

async function measure(setup: string, cluster: PgCluster | undefined): Promise<Row> {
  const location: { DATABASE_PATH: string; DATABASE_URL?: string } =
    setup === 'sqlite'
      ? { DATABASE_PATH: path.join(tempDir(), 'leads.db') }
      : { DATABASE_PATH: '', DATABASE_URL: await cluster!.createDatabase() };
  const env = { ALLOW_DEV_TOKENS: '1', RATE_LIMIT_MAX: '0', ...location, DATABASE_URL: location.DATABASE_URL ?? '' };
  const servers: ServerProcess[] = [];
  try {
    for (let i = 0; i < (setup === 'pg-x2' ? 2 : 1); i++) servers.push(await spawnServer(env));
    await Promise.all(servers.map(whenReady));
    const { stdout } = await run(
      tsx,
      [path.join(import.meta.dirname, 'load.ts'), String(seconds), String(connections), ...servers.map((s) => s.url)],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const result = JSON.parse(stdout) as Result;
    const store = await openStore(location);
    try {
      return { setup, result, stored: await store.leads.count() };
    } finally {
      await store.close();
    }
  } finally {
    for (const server of servers) {
      process.kill(-server.child.pid!, 'SIGTERM');
      await server.exited;
    }
  }
}

const needsPg = setups.some((setup) => setup.startsWith('pg'));
const cluster = needsPg ? await startPgCluster({ fsync: true }) : undefined;
const rows: Row[] = [];
try {
  for (const setup of setups) rows.push(await measure(setup, cluster));
} finally {
  await cluster?.stop();
  removeTempDirs();
}

const names: Record<string, string> = {
  sqlite: 'SQLite, 1 instance',
  pg: 'PostgreSQL, 1 instance',
  'pg-x2': 'PostgreSQL, 2 instances',
};
const cpus = os.cpus();
console.log(
  `POST /api/forms, ${connections} connections, ${seconds} s each, ${cpus.length} × ${cpus[0]?.model.trim()}, ` +
    `Node ${process.version}`,
);
console.log('| store | leads/s | p50 ms | p99 ms | max ms | non-201 | errors | every 201 stored |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
for (const { setup, result, stored } of rows) {
  console.log(
    `| ${names[setup] ?? setup} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ` +
      `${result.latency.p99} | ${result.latency.max} | ${result.non2xx} | ${result.errors + result.timeouts} | ` +
      `${stored >= result['2xx'] ? 'yes' : `NO (${stored} of ${result['2xx']})`} |`,
  );
  if (result.non2xx > 0 || result.errors > 0 || stored < result['2xx']) process.exitCode = 1;
}
