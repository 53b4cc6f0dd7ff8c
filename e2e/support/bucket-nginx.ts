/**
 * nginx serving a site from a bucket (ops/adapters/nginx/bucket-origin.ts), on free ports of a
 * test's own, started by the test's `processes()` and stopped with them.
 */
import { remoteApps, shellApp } from 'shared/remotes';
import { freePort } from 'shared/testing/free-port';
import { makeBuildsLive } from '../../ops/commands/make-live';
import { withReleases } from '../../ops/commands/open-releases';
import { writeBucketOriginSite } from '../../ops/adapters/nginx/bucket-origin';
import { foregroundNginxArgs } from '../../ops/adapters/nginx/site';
import { releasesOriginVariable } from '../../ops/core/serving-config';
import { waitUntilAnswering } from '../../ops/lib/wait-until-answering';
import { runRelease } from '../../ops/testing/release-command';
import type { S3Server } from '../../ops/testing/s3-server';
import type { Processes } from './processes';

/** `SITE_URL` and each remote's `RELEASES_URL_<APP>`, on free ports. */
export async function siteOrigins(): Promise<Record<string, string>> {
  const [shellPort, ...remotePorts] = await Promise.all([shellApp, ...remoteApps].map(() => freePort()));
  return {
    SITE_URL: `http://127.0.0.1:${shellPort}`,
    ...Object.fromEntries(
      remoteApps.map((app, index) => [releasesOriginVariable(app.pkg), `http://127.0.0.1:${remotePorts[index]}`]),
    ),
  };
}

/**
 * The environment of the release commands and of nginx for a site in `s3`'s bucket, its pointer in
 * the database at `releaseDatabaseUrl`, on origins of free ports, the api at `apiPort` behind
 * nginx's `/api/`.
 */
export async function bucketSiteEnv(
  s3: S3Server,
  releaseDatabaseUrl: string,
  apiPort: number,
): Promise<Record<string, string>> {
  const site = await siteOrigins();
  return {
    ...s3.env('site'),
    RELEASE_DATABASE_URL: releaseDatabaseUrl,
    ...site,
    FORM_ENDPOINT: `${site.SITE_URL}/api/forms`,
    BLOG_API_URL: site.SITE_URL!,
    API_UPSTREAM: `http://127.0.0.1:${apiPort}`,
  };
}

/** An nginx for the site's origins in `serverEnv`, its files in `siteDir`; resolves when it answers. */
export async function startBucketNginx(
  servers: Processes,
  siteDir: string,
  serverEnv: Record<string, string>,
): Promise<void> {
  const conf = writeBucketOriginSite({ siteDir, env: serverEnv });
  const nginx = servers.start('nginx', foregroundNginxArgs(siteDir, conf));
  await waitUntilAnswering([`${serverEnv.SITE_URL}/app-config.json`], {
    timeoutMs: 30_000,
    intervalMs: 100,
    gaveUp: () => (nginx.exitCode !== null ? `nginx exited with ${nginx.exitCode}` : undefined),
  });
}

/**
 * This checkout's builds made live in a folder store at `boxStore`, as `npm start` leaves one
 * box's, then moved into the bucket and the database of `env` by `release -- push`.
 */
export async function pushBuildsFromBox(boxStore: string, env: Record<string, string>): Promise<void> {
  const pkgs = [shellApp.pkg, ...remoteApps.map((app) => app.pkg)];
  await withReleases({ RELEASE_STORE: boxStore }, (releases) => makeBuildsLive(releases, pkgs, {}));
  const pushed = await runRelease(['push', '--from', boxStore], env);
  if (pushed.code !== 0) throw new Error(`release -- push failed: ${pushed.stderr}`);
}
