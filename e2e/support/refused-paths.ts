/**
 * What every origin of the site refuses, whichever server answers (ops/core/serving-rules.ts):
 * a page by its file name and the store's own files (404), malformed paths (400, 414).
 */
import { serverRemoteEntry, shellServerEntry } from 'shared/build/server-build';
import { shellStartFiles } from 'shared/build/start-files';
import { shellApp } from 'shared/remotes';
import { malformedPaths } from '../../ops/testing/shell-paths';
import { expect } from './test';

/** Each URL and its status, for the shell's origin and a remote's origin serving `release`. */
function refusedUrls(siteUrl: string, remoteOrigin: string, release: string): Array<readonly [string, number]> {
  const shellFiles = ['/index.html', '/trial/index.html', `/${shellApp.appPage}`, '/404.html', '/release.json'];
  const records = ['/prerendered.json', '/rendered-from.json', `/${shellStartFiles}`, `/${shellServerEntry}`];
  const remoteFiles = [`/${release}/release.json`, `/${release}/${serverRemoteEntry}`, `/${serverRemoteEntry}`];
  return [
    ...[...shellFiles, ...records].map((pathname) => [`${siteUrl}${pathname}`, 404] as const),
    ...remoteFiles.map((pathname) => [`${remoteOrigin}${pathname}`, 404] as const),
    ...Object.entries(malformedPaths).map(([pathname, status]) => [`${siteUrl}${pathname}`, status] as const),
  ];
}

/** Asks for each with fetch, which sends a path as written (a %00 too). */
export async function expectRefused(siteUrl: string, remoteOrigin: string, release: string): Promise<void> {
  for (const [url, status] of refusedUrls(siteUrl, remoteOrigin, release)) {
    const response = await fetch(url);
    expect({ url: url.slice(0, 80), status: response.status }).toEqual({ url: url.slice(0, 80), status });
  }
}
