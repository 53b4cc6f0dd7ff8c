/**
 * Small releases put straight into a test bucket with the bucket store's headers, and the site content a
 * release command would publish for them, for the site's tests without a build.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { AppConfig } from 'shared/app-config';
import type { PageEntry } from 'shared/pages';
import { remoteApps, shellApp } from 'shared/remotes';
import { bucketKey, objectHeaders, type Bucket } from '../adapters/bucket/bucket';
import type { LiveApp } from '../core/live-record';
import type { SiteContent, SitePages } from '../core/release-store';
import { compressedCopies } from '../lib/precompressed';
import { pageHeaders } from '../core/serving-rules';

/** Puts one file of a release, and its Brotli and gzip copies when `compressed`. */
export async function putReleaseFile(bucket: Bucket, key: string, text: string, compressed = false): Promise<void> {
  // The headers the bucket store gives each object it uploads.
  const put = (name: string, body: string | Buffer) =>
    bucket.client.send(
      new PutObjectCommand({ Bucket: bucket.name, Key: bucketKey(bucket, name), Body: body, ...objectHeaders(name) }),
    );
  await put(key, text);
  if (compressed) {
    await Promise.all((await compressedCopies(text)).map((copy) => put(`${key}${copy.extension}`, copy.bytes)));
  }
}

/** A shell release: its app page, its starter and one hashed script (`main.<hash>.js`, with copies). */
export async function putShellRelease(bucket: Bucket, id: string, script: string): Promise<void> {
  const root = `${shellApp.pkg}/${id}`;
  await Promise.all([
    putReleaseFile(
      bucket,
      `${root}/${shellApp.appPage}`,
      `<!doctype html><title>app ${id}</title><div id="root"></div>`,
    ),
    putReleaseFile(bucket, `${root}/${shellApp.pageStarter}`, `document.body.dataset.shell = ${JSON.stringify(id)};`),
    putReleaseFile(bucket, `${root}/${script}`, `console.log(${JSON.stringify(`${id} `.repeat(40))});`, true),
  ]);
  await putReleaseFile(bucket, `${root}/release.json`, JSON.stringify({ id, app: shellApp.pkg }));
}

/** A remote's release: its manifest (with copies), remote entry and one hashed chunk; the `pages` it records. */
export async function putRemoteRelease(
  bucket: Bucket,
  pkg: string,
  id: string,
  pages?: readonly PageEntry[],
): Promise<void> {
  const root = `${pkg}/${id}`;
  const manifest = JSON.stringify({ id, exposes: [{ name: 'Page', assets: { js: { sync: ['page.0123abcd.js'] } } }] });
  await Promise.all([
    putReleaseFile(bucket, `${root}/mf-manifest.json`, manifest.padEnd(400, ' '), true),
    putReleaseFile(bucket, `${root}/remoteEntry.js`, '/* remote entry */'),
    putReleaseFile(bucket, `${root}/page.0123abcd.js`, `export const page = ${JSON.stringify(id)};`),
  ]);
  await putReleaseFile(bucket, `${root}/release.json`, JSON.stringify({ id, app: pkg, ...(pages ? { pages } : {}) }));
}

/** The pointer's apps for `ids` (package → live release). */
export function liveApps(ids: Record<string, string>): Record<string, LiveApp> {
  const since = new Date().toISOString();
  return Object.fromEntries(Object.entries(ids).map(([pkg, live]) => [pkg, { live, previous: null, since }]));
}

/** The run-time configuration naming `origins` (remote package → its origin) for the live `ids`. */
export function testAppConfig(
  siteUrl: string,
  origins: Record<string, string>,
  ids: Record<string, string>,
): AppConfig {
  const remotes = Object.fromEntries(
    remoteApps.map((app) => [app.name, `${origins[app.pkg]}/${ids[app.pkg] ?? 'none'}/mf-manifest.json`]),
  ) as AppConfig['remotes'];
  return {
    remotes,
    formEndpoint: `${siteUrl}/api/forms`,
    blogApiUrl: siteUrl,
    recaptchaSiteKey: '',
    gaMeasurementId: '',
  };
}

/** What a release command publishes for the live `ids`, with `pages` when it rendered some, and `canaryPages`. */
export function testSiteContent(
  appConfig: AppConfig,
  ids: Record<string, string>,
  pages?: SitePages,
  canaryPages: SiteContent['canaryPages'] = [],
): SiteContent {
  return {
    live: { apps: liveApps(ids) },
    appConfig,
    pageHeaders: pageHeaders(appConfig, [`document.body.dataset.shell = ${JSON.stringify(ids[shellApp.pkg])};`]),
    ...(pages ? { pages } : {}),
    canaryPages,
  };
}
