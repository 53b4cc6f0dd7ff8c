/**
 * `npm run bench:releases`: how long a promotion takes, and how fast a switch is seen.
 *
 * First, each app's promotion of its real build, its wall time split by stage (verify, gates,
 * render, smoke, switch, publish), on the folder store and on a bucket + PostgreSQL
 * (./bench/promotion-stages.ts). `-- --stages-only` stops there.
 *
 * Then the switch on the production backends, and how soon the web servers show it. On a bucket
 * (s3rver, in a process of its own as a bucket is) with the pointer in PostgreSQL (a throwaway
 * cluster) and an nginx serving the site from the bucket (a bucket origin, ops/adapters/nginx/),
 * it promotes mfe-legal 10 times (two small releases in turn, ops/testing/test-store.ts, with the
 * real gates and prerender), and prints per promotion and as median and worst:
 *   - stage: the site of the new live set written into the bucket, before the switch
 *   - switch: the pointer's compare-and-swap committed, then the site served (one object)
 *   - seen: from the site served until a page load through nginx shows it (a process of its own
 *     loads `/app-config.json` back to back)
 * It is a benchmark, not a test: it prints figures and exits 0.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { remoteApps, shellApp } from 'shared/remotes';
import { freePort } from 'shared/testing/free-port';
import { startPgCluster } from 'api/testing/pg-cluster';
import { runCommand } from '../ops/lib/command';
import {
  chromiumDependency,
  ensureSystemDependencies,
  nginxDependency,
  postgresqlDependency,
} from '../ops/commands/system-dependencies';
import { waitUntilAnswering } from '../ops/lib/wait-until-answering';
import { repoRoot } from '../ops/lib/workspace';
import { writeBucketOriginSite } from '../ops/adapters/nginx/bucket-origin';
import { foregroundNginxArgs } from '../ops/adapters/nginx/site';
import { makeLive } from '../ops/commands/make-live';
import { promoteCommand } from '../ops/commands/promote';
import { openReleases } from '../ops/commands/open-releases';
import { addTestRelease } from '../ops/testing/test-store';
import { startS3ServerProcess } from '../ops/testing/s3-server';
import { median } from './bench/summary';
import { timedReleases, type SwitchMoment } from './bench/timed-releases';
import { promotionStages, stagesTable } from './bench/promotion-stages';
import { releasesOriginVariable } from '../ops/core/serving-config';

const PROMOTIONS = 10;
const legal = 'mfe-legal';

interface Timing {
  stageMs: number;
  switchMs: number;
  seenMs: number;
}

await runCommand(async () => {
  await ensureSystemDependencies([chromiumDependency, nginxDependency, postgresqlDependency], 'npm run bench:releases');
  const cleanups: Array<() => Promise<unknown> | void> = [];
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-releases-'));
  cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));
  try {
    const [s3, pg] = await Promise.all([startS3ServerProcess(), startPgCluster({ fsync: true })]);
    cleanups.push(
      () => s3.stop(),
      () => pg.stop(),
    );
    const staged = await promotionStages(workDir, s3, pg);
    console.log(
      `Each app promoted to a release of its build, by stage (${new Date().toISOString().slice(0, 10)}; ` +
        'stages run at once overlap, total is the wall time):',
    );
    for (const line of stagesTable(staged)) console.log(line);
    if (process.argv.includes('--stages-only')) return;
    const [shellPort, ...remotePorts] = await Promise.all([shellApp, ...remoteApps].map(() => freePort()));
    const siteUrl = `http://127.0.0.1:${shellPort}`;
    const env: Record<string, string> = {
      ...s3.env('bench'),
      RELEASE_DATABASE_URL: await pg.createDatabase(),
      SITE_URL: siteUrl,
      ...Object.fromEntries(
        remoteApps.map((app, index) => [releasesOriginVariable(app.pkg), `http://127.0.0.1:${remotePorts[index]}`]),
      ),
    };
    const moments: SwitchMoment[] = [];
    const releases = timedReleases(await openReleases(env), moments);
    cleanups.push(() => releases.close());

    const { store } = releases;
    const shell = await addTestRelease(store, shellApp.pkg, new Date('2026-11-25T06:00:00Z'));
    const candidates = [
      await addTestRelease(store, legal, new Date('2026-11-25T06:10:00Z')),
      await addTestRelease(store, legal, new Date('2026-11-25T06:20:00Z')),
    ];
    await makeLive(releases, env, shellApp.pkg, shell.id);
    await makeLive(releases, env, legal, candidates[0]!.id);
    moments.length = 0;

    const siteDir = path.join(workDir, 'nginx');
    const nginx = spawn('nginx', foregroundNginxArgs(siteDir, writeBucketOriginSite({ siteDir, env })), {
      stdio: 'ignore',
    });
    cleanups.push(() => void process.kill(nginx.pid!, 'SIGTERM'));
    await waitUntilAnswering([`${siteUrl}/app-config.json`], { timeoutMs: 30_000, intervalMs: 100 });

    const watcher = spawn(
      path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
      ['tools/bench/watch-config.ts', siteUrl],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    cleanups.push(() => void watcher.kill('SIGTERM'));
    const seen: { at: number; release: string }[] = [];
    const failures: string[] = [];
    readline.createInterface({ input: watcher.stdout }).on('line', (line) => {
      const [at = '0', release = '', ...reason] = line.split(' ');
      if (release === 'failed') failures.push(reason.join(' '));
      else seen.push({ at: Number(at), release });
    });
    while (seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));

    const timings: Timing[] = [];
    for (let index = 0; index < PROMOTIONS; index += 1) {
      const candidate = candidates[(index + 1) % 2]!;
      await promoteCommand(releases, legal, candidate.id, env);
      const moment = moments.at(-1)!;
      const seenAt = () => seen.find((sight) => sight.release === candidate.id && sight.at >= moment.committed)?.at;
      for (let waited = 0; !seenAt() && waited < 5_000; waited += 5)
        await new Promise((resolve) => setTimeout(resolve, 5));
      const sight = seenAt() ?? Number.NaN;
      timings.push({
        stageMs: moment.stageMs,
        switchMs: moment.served - moment.committed,
        seenMs: Math.max(0, sight - moment.served),
      });
      console.log(
        `promotion ${index + 1}: stage ${moment.stageMs.toFixed(0)} ms, switch ${(moment.served - moment.committed).toFixed(0)} ms, seen ${(sight - moment.served).toFixed(0)} ms after`,
      );
    }
    const summary = (name: keyof Timing, label: string) => {
      const values = timings.map((timing) => timing[name]);
      return `${label}: median ${(median(values) ?? Number.NaN).toFixed(0)} ms, worst ${Math.max(...values).toFixed(0)} ms`;
    };
    console.log(
      `\n${PROMOTIONS} promotions of ${legal} on a bucket (s3rver) + PostgreSQL, seen through nginx (${new Date().toISOString().slice(0, 10)})`,
    );
    console.log(summary('stageMs', 'site staged before the switch'));
    console.log(summary('switchMs', 'switch (the pointer’s compare-and-swap committed, then the site served)'));
    console.log(summary('seenMs', 'from the site served until a page load through nginx shows it'));
    const reasons = [...new Set(failures)].join('; ');
    console.log(
      `loads of /app-config.json that failed during the run: ${failures.length}${reasons ? ` (${reasons})` : ''}`,
    );
  } finally {
    for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) await cleanup();
  }
});
