/**
 * The first part of `npm run bench:releases` (issue 45): each app's promotion of its real build,
 * its wall time split by stage, on the folder store and on a bucket (s3rver) with the pointer in
 * PostgreSQL. Each app's build in `dist/` is added twice as releases; the first of each is made
 * live and every page rendered, as on a running site; then each remote, and the shell last, is
 * promoted to its second with every gate and its pages rendered, the blog's posts from the api
 * of the repository's posts. The stages, from the log entry's timings and the switch's moments:
 *   verify   the release's files read back and hashed against its release.json
 *   gates    the compatibility gate (shared versions, the pages it serves, its contract)
 *   render   the pages it changes rendered in Node
 *   smoke    its routes loaded in Chromium on a preview
 *   switch   the pointer's compare-and-swap with its log entry
 *   publish  the site staged (as soon as its pages are rendered, while the gates run), and served after the switch
 * Stages that run at once overlap: `total` is the promotion's wall time.
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { remoteApps, shellApp } from 'shared/remotes';
import { freePort } from 'shared/testing/free-port';
import type { PgCluster } from 'api/testing/pg-cluster';
import { startStaticServer } from '../../ops/adapters/serve/static-server';
import { importBuild } from '../../ops/commands/build';
import { makeLive } from '../../ops/commands/make-live';
import { commandEnv, withReleases } from '../../ops/commands/open-releases';
import { formatTable } from '../../ops/commands/output';
import { prerender } from '../../ops/commands/prerender';
import { promoteCommand } from '../../ops/commands/promote';
import { waitUntilAnswering } from '../../ops/lib/wait-until-answering';
import { appDir, repoRoot } from '../../ops/lib/workspace';
import type { S3Server } from '../../ops/testing/s3-server';
import { localApiEnv } from '../start-env';
import { timedReleases, type SwitchMoment } from './timed-releases';

const stages = ['verify', 'gates', 'render', 'smoke', 'switch', 'publish'] as const;

type Stage = (typeof stages)[number];

export interface PromotionStages {
  backend: string;
  app: string;
  /** Milliseconds per stage; NaN for one the promotion did not record. */
  stages: Record<Stage, number>;
  totalMs: number;
}

/** The shell first (a remote's pages are framed by it), then each remote. */
const madeLiveFirst = [shellApp.pkg, ...remoteApps.map((app) => app.pkg)];
/** Each remote, then the shell, whose promotion renders every page. */
const promotedInTurn = [...remoteApps.map((app) => app.pkg), shellApp.pkg];

type Cleanups = Array<() => Promise<unknown> | void>;

/** The api with the repository's posts on a port of its own, its database a throwaway file in `workDir`. */
async function startApi(workDir: string, cleanups: Cleanups): Promise<string> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...localApiEnv(process.env),
    API_PORT: String(port),
    DATABASE_PATH: path.join(workDir, 'api.db'),
  };
  delete env.DATABASE_URL;
  // Its errors, if it cannot start, on the bench's stderr.
  const api = spawn(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), ['api/src/server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  cleanups.push(() => void api.kill('SIGTERM'));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering([`${url}/api/health`], { timeoutMs: 60_000, intervalMs: 100 });
  return url;
}

/** Each app promoted in turn on the releases `env` opens, as above. */
async function promoteEachApp(backend: string, env: Record<string, string>): Promise<PromotionStages[]> {
  const siteEnv = commandEnv(env);
  return withReleases(env, async (opened) => {
    const moments: SwitchMoment[] = [];
    const releases = timedReleases(opened, moments);
    const candidates = await releases.record.withLock(async () => {
      const second: Record<string, string> = {};
      for (const pkg of madeLiveFirst) {
        const first = await importBuild(releases.store, pkg, appDir(pkg), new Date('2026-11-29T06:00:00Z'));
        second[pkg] = (await importBuild(releases.store, pkg, appDir(pkg), new Date('2026-11-29T07:00:00Z'))).id;
        await makeLive(releases, siteEnv, pkg, first.id);
      }
      return second;
    });
    await prerender(siteEnv);
    const rows: PromotionStages[] = [];
    for (const pkg of promotedInTurn) {
      const started = performance.now();
      await promoteCommand(releases, pkg, candidates[pkg]!, siteEnv);
      const totalMs = performance.now() - started;
      const timings = (await releases.record.readLog()).at(-1)?.timings ?? {};
      const moment = moments.at(-1);
      const ms = (value: number | undefined) => value ?? Number.NaN;
      rows.push({
        backend,
        app: pkg,
        stages: {
          verify: ms(timings.verifyMs),
          gates: ms(timings.compatibilityMs),
          render: ms(timings.prerenderMs),
          smoke: ms(timings.smokeMs),
          switch: ms(moment?.commitMs),
          publish: moment ? moment.stageMs + moment.serveMs : Number.NaN,
        },
        totalMs,
      });
    }
    return rows;
  });
}

/** The promotions on both backends, on the blog api and the S3 server and PostgreSQL cluster given. */
export async function promotionStages(workDir: string, s3: S3Server, pg: PgCluster): Promise<PromotionStages[]> {
  const cleanups: Cleanups = [];
  try {
    const blogApiUrl = await startApi(workDir, cleanups);
    const siteUrl = `http://127.0.0.1:${await freePort()}`;
    const store = path.join(workDir, 'folder-store');
    const origin = await startStaticServer({ root: store, port: 0, isShell: false, env: {} });
    cleanups.push(() => new Promise((resolve) => origin.close(resolve)));
    const folder = await promoteEachApp('folder', {
      RELEASE_STORE: store,
      RELEASES_URL: `http://127.0.0.1:${(origin.address() as AddressInfo).port}`,
      SITE_URL: siteUrl,
      BLOG_API_URL: blogApiUrl,
    });
    const bucket = await promoteEachApp('bucket + PostgreSQL', {
      ...s3.env('stages'),
      RELEASE_DATABASE_URL: await pg.createDatabase(),
      RELEASES_URL: s3.objectsUrl('stages'),
      SITE_URL: siteUrl,
      BLOG_API_URL: blogApiUrl,
    });
    return [...folder, ...bucket];
  } finally {
    for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) await cleanup();
  }
}

/** The rows as the bench prints them: milliseconds per stage, then the wall time in seconds. */
export function stagesTable(rows: readonly PromotionStages[]): string[] {
  const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(0));
  return formatTable([
    ['backend', 'app', ...stages.map((stage) => `${stage} ms`), 'total s'],
    ...rows.map((row) => [
      row.backend,
      row.app,
      ...stages.map((stage) => ms(row.stages[stage])),
      (row.totalMs / 1000).toFixed(2),
    ]),
  ]);
}
