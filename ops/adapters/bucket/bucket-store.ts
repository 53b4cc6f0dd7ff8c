/**
 * The `ReleaseStore` in a bucket (./bucket.ts). A release's release.json goes up last: without one it is an
 * upload that did not finish, never listed. A refusal is one line naming the bucket, never the SDK's stack.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import { bucketScheme } from '../../core/bucket-layout';
import { cacheControl } from '../../core/serving-rules';
import {
  bucketCall,
  bucketKey,
  bucketRefusal,
  deleteObjects,
  inParallel,
  isMissingObject,
  objectHeaders,
  type Bucket,
} from './bucket';
import { bucketSite } from './bucket-site';
import { filesUnder } from '../../lib/files-under';
import { parseReleaseJson, releaseJsonFile, type ReleaseJson } from '../../core/release-json';
import {
  compareReleaseIds,
  notTheBuildMessage,
  readBackProblems,
  releaseAppOf,
  releaseIdPattern,
  requiredFiles,
  sha256,
  type ReleaseStore,
  type SitePublisher,
} from '../../core/release-store';

export interface BucketStoreOptions {
  /** Where `localFolder` downloads releases (`<cacheDir>/<app>/<id>`); one per bucket under the system's temporary folder by default. */
  cacheDir?: string;
}

export function createBucketStore(bucket: Bucket, options: BucketStoreOptions = {}): ReleaseStore & SitePublisher {
  const { client, name: Bucket } = bucket;
  const cacheDir =
    options.cacheDir ??
    path.join(
      os.tmpdir(),
      'veritenant-releases',
      sha256(`${bucket.endpoint ?? ''}\0${bucket.name}\0${bucket.prefix}`).slice(0, 16),
    );
  const releaseKey = (pkg: string, id: string, file = '') => `${bucketKey(bucket, pkg, id)}/${file}`;

  const call = <T>(request: () => Promise<T>) => bucketCall(bucket, request);

  /** The downloads of `localFolder` and of the verification under way, by `<app>/<id>`. */
  const downloads = new Map<string, Promise<string>>();

  /** The release's objects read into a folder of this call's own, and what is wrong with them. */
  async function downloadChecked(release: ReleaseJson): Promise<{ folder: string; problems: string[] }> {
    const { app, id } = release;
    mkdirSync(path.join(cacheDir, app), { recursive: true });
    const folder = mkdtempSync(path.join(cacheDir, app, `.download-${id}-`));
    try {
      const read = await inParallel(await releaseObjects(app, id), async (file) => {
        const destination = path.join(folder, file);
        if (!destination.startsWith(`${folder}${path.sep}`)) {
          throw new Error(notTheBuildMessage(release, [`${file} was not in the build`]));
        }
        // An object gone since the listing is missing.
        const bytes = await get(releaseKey(app, id, file));
        if (bytes === undefined) return [];
        mkdirSync(path.dirname(destination), { recursive: true });
        writeFileSync(destination, bytes);
        return [[file, bytes] as const];
      });
      return { folder, problems: readBackProblems(release, read.flat()) };
    } catch (error) {
      rmSync(folder, { recursive: true, force: true });
      throw error;
    }
  }

  /**
   * One download of the release from the bucket: what is wrong with it and, when it is whole, its
   * local folder, made the cache's when the cache has none (releases are never rewritten: one
   * downloaded first, by another command too, is as good). Callers of `localFolder` meanwhile share it.
   */
  function fetchRelease(release: ReleaseJson): { problems: Promise<string[]>; folder: Promise<string> } {
    const target = path.join(cacheDir, release.app, release.id);
    const problems = downloadChecked(release).then(({ folder, problems: found }) => {
      try {
        if (found.length === 0 && !existsSync(target)) renameSync(folder, target);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
      return found;
    });
    const folder = problems.then((found) => {
      if (found.length > 0) throw new Error(notTheBuildMessage(release, found));
      return target;
    });
    const key = `${release.app}/${release.id}`;
    if (!downloads.has(key)) downloads.set(key, folder);
    // A refusal is said by whoever awaits it; the download is done either way.
    folder
      .catch(() => undefined)
      .finally(() => {
        if (downloads.get(key) === folder) downloads.delete(key);
      });
    return { problems, folder };
  }

  /** The bytes of an object; undefined when there is none. */
  async function get(key: string): Promise<Uint8Array | undefined> {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return await answer.Body?.transformToByteArray();
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw bucketRefusal(bucket, error);
    }
  }

  async function exists(key: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw bucketRefusal(bucket, error);
    }
  }

  async function list(prefix: string, delimiter?: string): Promise<ListObjectsV2CommandOutput[]> {
    const pages: ListObjectsV2CommandOutput[] = [];
    let token: string | undefined;
    do {
      const page = await call(() =>
        client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, Delimiter: delimiter, ContinuationToken: token }),
        ),
      );
      pages.push(page);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return pages;
  }

  /** The paths of a release's objects (release.json among them), sorted. */
  async function releaseObjects(pkg: string, id: string): Promise<string[]> {
    const prefix = releaseKey(pkg, id);
    return (await list(prefix))
      .flatMap((page) => page.Contents ?? [])
      .flatMap(({ Key }) => (Key ? [Key.slice(prefix.length)] : []))
      .sort();
  }

  /** An app's releases by whether their release.json is there, oldest first. */
  async function releaseIds(pkg: string): Promise<{ whole: string[]; incomplete: string[] }> {
    const prefix = `${bucketKey(bucket, pkg)}/`;
    const ids = (await list(prefix, '/'))
      .flatMap((page) => page.CommonPrefixes ?? [])
      .map((common) => common.Prefix?.slice(prefix.length, -1) ?? '')
      .filter((id) => releaseIdPattern.test(id))
      .sort(compareReleaseIds);
    const whole = await inParallel(ids, (id) => exists(releaseKey(pkg, id, releaseJsonFile)));
    return { whole: ids.filter((_, index) => whole[index]), incomplete: ids.filter((_, index) => !whole[index]) };
  }

  async function readRelease(pkg: string, id: string): Promise<ReleaseJson> {
    releaseAppOf(pkg);
    const noRelease = new Error(`${pkg} has no release ${id} in ${bucket.location}`);
    if (!releaseIdPattern.test(id)) throw noRelease;
    const key = releaseKey(pkg, id, releaseJsonFile);
    const bytes = await get(key);
    if (bytes === undefined) {
      // (Not MaxKeys: 1, which s3rver answers with an InternalError when more keys match.)
      if ((await releaseObjects(pkg, id)).length > 0) {
        throw new Error(`${pkg} ${id} in ${bucket.location} is incomplete: its upload did not finish; build it again`);
      }
      throw noRelease;
    }
    const present = await inParallel(requiredFiles(pkg), (file) => exists(releaseKey(pkg, id, file)));
    const missing = requiredFiles(pkg).filter((_, index) => !present[index]);
    if (missing.length > 0) throw new Error(`${pkg} ${id} is incomplete: ${missing.join(', ')} missing`);
    const label = `${pkg} ${id}`;
    const release = parseReleaseJson(Buffer.from(bytes).toString('utf8'), label, `${bucketScheme}${Bucket}/${key}`);
    if (release.id !== id || release.app !== pkg) {
      throw new Error(`${label}: its release.json describes ${release.app} ${release.id}`);
    }
    return release;
  }

  return {
    location: bucket.location,
    listReleaseIds: async (pkg) => (await releaseIds(pkg)).whole,
    incompleteReleaseIds: async (pkg) => (await releaseIds(pkg)).incomplete,
    readRelease,

    releaseFileProblems(release) {
      // Always read from the bucket, what visitors are served, whatever the cache holds.
      return fetchRelease(release).problems;
    },

    async putRelease(release, buildDir) {
      const put = (file: string, body: Uint8Array | string, headers: ReturnType<typeof objectHeaders>) =>
        call(() =>
          client.send(
            new PutObjectCommand({ Bucket, Key: releaseKey(release.app, release.id, file), Body: body, ...headers }),
          ),
        );
      if (await exists(releaseKey(release.app, release.id, releaseJsonFile))) {
        throw new Error(
          `${release.app} ${release.id} is already in ${bucket.location}: a release is never written again`,
        );
      }
      await inParallel(filesUnder(buildDir), (file) =>
        put(file, readFileSync(path.join(buildDir, file)), objectHeaders(file)),
      );
      await put(releaseJsonFile, `${JSON.stringify(release, null, 2)}\n`, {
        ContentType: 'application/json',
        CacheControl: cacheControl.revalidate,
      });
    },

    async removeRelease(pkg, id) {
      releaseAppOf(pkg);
      if (!releaseIdPattern.test(id)) throw new Error(`${pkg} has no release ${id} in ${bucket.location}`);
      // release.json first: a removal stopped halfway leaves an incomplete upload, not a release.
      await call(() => client.send(new DeleteObjectCommand({ Bucket, Key: releaseKey(pkg, id, releaseJsonFile) })));
      await deleteObjects(
        bucket,
        (await releaseObjects(pkg, id)).map((file) => releaseKey(pkg, id, file)),
      );
    },

    localFolder(pkg, id) {
      const target = path.join(cacheDir, pkg, id);
      // Only ever renamed into place once verified, and releases are never rewritten.
      if (existsSync(target)) return Promise.resolve(target);
      // The verification, the render and the smoke gate of one promotion ask for it at once.
      const inFlight = () => downloads.get(`${pkg}/${id}`);
      return inFlight() ?? readRelease(pkg, id).then((release) => inFlight() ?? fetchRelease(release).folder);
    },

    ...bucketSite(bucket),
  };
}
