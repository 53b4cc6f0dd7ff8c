/**
 * The site a bucket publishes for the live set (`site/`, docs/architecture.md#the-bucket): staging writes a
 * whole new site, serving it is one PUT of `site/served`, so web servers answer the old site or the new one.
 */
import {
  CopyObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { shellApp } from 'shared/remotes';
import {
  canaryFolder,
  servedCanaries,
  servedMetadata,
  servedObject,
  sharedFilesFolder,
  siteFolder,
} from '../../core/bucket-layout';
import { canaryPagesFolder, canaryPagesList } from '../../core/canary-pages';
import { compressedCopies, copiedFileName, copyNames } from '../../lib/precompressed';
import { cacheControl, hashedFile } from '../../core/serving-rules';
import { bucketCall, bucketKey, deleteObjects, inParallel, isMissingObject, type Bucket } from './bucket';
import type { Live } from '../../core/live-record';
import {
  renderedFromFile,
  type RenderedFrom,
  type SiteContent,
  type SitePublisher,
  type StagedSite,
} from '../../core/release-store';

/** S3 holds at most 2 KB of user metadata per object, its names and values counted. */
const metadataLimit = 2048;

const appConfigFile = 'app-config.json';
const siteJsonFile = 'site.json';
/** A site's files that are not pages: written for each site, never copied forward. */
const ownFiles = new Set([appConfigFile, renderedFromFile, siteJsonFile]);
/** The live shell's files each site carries: the app page (a route without a page) and the starter. */
const shellFiles: readonly string[] = [shellApp.appPage, shellApp.pageStarter];

const htmlType = 'text/html; charset=utf-8';
const siteFileTypes: Record<string, string> = {
  'sitemap.xml': 'application/xml',
  'robots.txt': 'text/plain; charset=utf-8',
};

const siteJsonSchema = z.object({
  id: z.string(),
  /** The live set it was made for: each app's live release. */
  apps: z.record(z.string(), z.string()),
  /** Its canaries (`servedCanaries`); absent in a site staged before there were any. */
  canary: z.string().default(''),
  /** The page headers `site/served` carries while it is served. */
  csp: z.string(),
});
type SiteJson = z.infer<typeof siteJsonSchema>;

const renderedFromSchema = z.record(
  z.string(),
  z.object({ shell: z.string(), release: z.string(), places: z.record(z.string(), z.array(z.string())).optional() }),
);

/** `20261125T063000123Z-9f2c1a4e`: sorts by the millisecond it was staged in, unique by its suffix. */
function newSiteId(now: Date): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${randomBytes(4).toString('hex')}`;
}

function liveIds(apps: Live['apps']): Record<string, string> {
  return Object.fromEntries(Object.entries(apps).map(([pkg, app]) => [pkg, app.live]));
}

function sameApps(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** Whether a site published for `site` serves the live set `apps`: the same releases and canaries. */
const servesLive = (site: SiteJson, apps: Live['apps']): boolean =>
  sameApps(site.apps, liveIds(apps)) && site.canary === servedCanaries(apps);

/** S3 user metadata travels as HTTP headers: ASCII only, 2 KB in all. */
function checkedMetadata(metadata: Record<string, string>): Record<string, string> {
  const size = Object.entries(metadata).reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  for (const [name, value] of Object.entries(metadata)) {
    if (/[^\x20-\x7e]/.test(value)) throw new Error(`site/served cannot carry ${name}: it is not printable ASCII`);
  }
  if (size > metadataLimit) {
    throw new Error(
      `site/served cannot carry the page headers: ${size} bytes of metadata, S3 holds ${metadataLimit}; shorten the Content-Security-Policy (fewer origins)`,
    );
  }
  return metadata;
}

export function bucketSite(bucket: Bucket): SitePublisher {
  const { client } = bucket;
  const siteKey = (...parts: string[]) => bucketKey(bucket, siteFolder, ...parts);
  const servedKey = siteKey(servedObject);

  /** The names of every object under `folder`, relative to it. */
  async function listNames(folder: string): Promise<string[]> {
    const prefix = `${folder}/`;
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket.name, Prefix: prefix, ContinuationToken: token }),
      );
      names.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key.slice(prefix.length)] : [])));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names;
  }

  async function readText(key: string): Promise<string | undefined> {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket.name, Key: key }));
      return await object.Body?.transformToString('utf8');
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
  }

  async function readJson<T>(key: string, schema: z.ZodType<T>): Promise<T | undefined> {
    const text = await readText(key);
    if (text === undefined) return undefined;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new Error(`${bucket.location}: ${key} is not what this store writes`);
    return parsed.data;
  }

  /** The id of the site served, none before the first. */
  async function servedId(): Promise<string | undefined> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket.name, Key: servedKey }));
      return head.Metadata?.[servedMetadata.site];
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
  }

  /** Removes every object of the site `id`. */
  async function removeSite(id: string): Promise<void> {
    await deleteObjects(
      bucket,
      (await listNames(siteKey(id))).map((name) => siteKey(id, name)),
    );
  }

  const servedMetadataOf = (site: SiteJson) => ({
    [servedMetadata.site]: site.id,
    [servedMetadata.csp]: site.csp,
    ...(site.canary ? { [servedMetadata.canary]: site.canary } : {}),
  });

  const readSiteJson = (id: string) => readJson(siteKey(id, siteJsonFile), siteJsonSchema);
  const renderedFromOf = async (id: string | undefined): Promise<RenderedFrom> =>
    (id ? await readJson(siteKey(id, renderedFromFile), renderedFromSchema) : undefined) ?? {};

  async function serveSite(site: SiteJson): Promise<void> {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket.name,
        Key: servedKey,
        Body: `${site.id}\n`,
        ContentType: 'text/plain; charset=utf-8',
        CacheControl: cacheControl.revalidate,
        Metadata: checkedMetadata(servedMetadataOf(site)),
      }),
    );
  }

  const put = (key: string, body: string | Buffer, headers: { ContentType: string; ContentEncoding?: string }) =>
    client.send(
      new PutObjectCommand({
        Bucket: bucket.name,
        Key: key,
        Body: body,
        CacheControl: cacheControl.revalidate,
        ...headers,
      }),
    );

  /** A server-side copy: the object keeps its Content-Type, Cache-Control and Content-Encoding. */
  const copy = (from: string, to: string) =>
    client.send(
      new CopyObjectCommand({
        Bucket: bucket.name,
        Key: to,
        CopySource: `${bucket.name}/${from.split('/').map(encodeURIComponent).join('/')}`,
        MetadataDirective: 'COPY',
      }),
    );

  const site: SitePublisher = {
    async readRenderedFrom(): Promise<RenderedFrom> {
      return renderedFromOf(await servedId());
    },

    async readCanaryPages(pkg, release) {
      const id = await servedId();
      const list = id && siteKey(id, canaryFolder, canaryPagesFolder(pkg, release), canaryPagesList);
      return list ? readJson(list, z.array(z.string())) : undefined;
    },

    async stageSite(content: SiteContent): Promise<StagedSite> {
      const shellId = content.live.apps[shellApp.pkg]?.live;
      if (!shellId) throw new Error(`${bucket.location}: no shell release is live, so there is no site to publish`);
      const csp = content.pageHeaders['Content-Security-Policy'] ?? '';
      const id = newSiteId(new Date());
      const site: SiteJson = { id, apps: liveIds(content.live.apps), canary: servedCanaries(content.live.apps), csp };
      // Refused before anything is written: a site that could never be served.
      checkedMetadata(servedMetadataOf(site));

      const served = await servedId();
      const shellRelease = bucketKey(bucket, shellApp.pkg, shellId);
      const [servedNames, shellNames, sharedNames] = await Promise.all([
        served ? listNames(siteKey(served)) : [],
        listNames(shellRelease),
        listNames(siteKey(sharedFilesFolder)),
      ]);
      if (!shellNames.includes(shellApp.appPage)) {
        throw new Error(
          `${bucket.location}: ${shellApp.pkg} ${shellId} has no ${shellApp.appPage}; it is not a whole release`,
        );
      }

      const pages = content.pages;
      const written = new Set<string>();
      const writes: (() => Promise<unknown>)[] = [];
      const write = (name: string, body: string | Buffer, type: string, encoding?: string) => {
        written.add(name);
        writes.push(() =>
          put(siteKey(id, name), body, { ContentType: type, ...(encoding ? { ContentEncoding: encoding } : {}) }),
        );
      };
      /** A page and its Brotli and gzip copies, compressed as the writes run, several at once. */
      const writePage = (name: string, html: string) => {
        write(name, html, htmlType);
        for (const copy of copyNames(name)) written.add(copy);
        writes.push(async () => {
          const copies = await compressedCopies(html);
          await Promise.all(
            copies.map(({ extension, bytes, encoding }) =>
              put(siteKey(id, `${name}${extension}`), bytes, { ContentType: htmlType, ContentEncoding: encoding }),
            ),
          );
        });
      };
      write(appConfigFile, JSON.stringify(content.appConfig), 'application/json');
      for (const page of pages?.pages ?? []) writePage(page.file, page.html);
      // Each canary's pages, rendered for this site's live set, never carried from another.
      for (const canary of content.canaryPages) {
        const folder = `${canaryFolder}/${canaryPagesFolder(canary.pkg, canary.release)}`;
        for (const page of canary.pages) writePage(`${folder}/${page.file}`, page.html);
        write(
          `${folder}/${canaryPagesList}`,
          JSON.stringify(canary.pages.map((page) => page.file)),
          'application/json',
        );
      }
      for (const { file, text } of pages?.siteFiles ?? []) {
        write(file, text, siteFileTypes[file] ?? 'text/plain; charset=utf-8');
      }
      for (const name of shellNames.filter((name) => shellFiles.includes(copiedFileName(name)))) {
        writes.push(() => copy(`${shellRelease}/${name}`, siteKey(id, name)));
        written.add(name);
      }
      // What this run did not render stays as served: another app's pages, or every page when
      // none were rendered; the pages this run owns and did not render again go (a deleted post).
      const carried = servedNames.filter(
        (name) =>
          !ownFiles.has(name) &&
          !name.startsWith(`${canaryFolder}/`) &&
          !written.has(name) &&
          !(pages?.owns(name) ?? false),
      );
      for (const name of carried) writes.push(() => copy(siteKey(served!, name), siteKey(id, name)));
      const shared = new Set(sharedNames);
      const hashed = shellNames.filter((name) => hashedFile.test(copiedFileName(name)) && !shared.has(name));
      for (const name of hashed) {
        writes.push(() => copy(`${shellRelease}/${name}`, siteKey(sharedFilesFolder, name)));
      }
      await inParallel(writes, (run) => run(), 16);

      const renderedFrom = { ...(await renderedFromOf(served)), ...pages?.renderedFrom };
      await put(siteKey(id, renderedFromFile), JSON.stringify(renderedFrom, null, 2), {
        ContentType: 'application/json',
      });
      // Last: a site.json says the site is whole, which is what `catchUp` serves.
      await put(siteKey(id, siteJsonFile), JSON.stringify(site, null, 2), { ContentType: 'application/json' });
      return { id, serve: () => serveSite(site), discard: () => removeSite(id) };
    },

    async catchUp(live: Live): Promise<boolean> {
      const served = await servedId();
      const servedSite = served ? await readSiteJson(served) : undefined;
      if (servedSite && servesLive(servedSite, live.apps)) return false;
      // The pointer names only a whole site: another one means something else wrote the pointer, and
      // the site served stays until the next switch publishes one.
      const staged = live.site ? await readSiteJson(live.site) : undefined;
      if (!staged || !servesLive(staged, live.apps)) return false;
      await serveSite(staged);
      return true;
    },

    async removeUnservedSites(live: Live): Promise<number> {
      const keep = new Set([await servedId(), live.site, sharedFilesFolder]);
      const sites = new Set(
        (await listNames(siteKey()))
          .map((name) => name.split('/')[0] ?? '')
          .filter((name) => name !== servedObject && !keep.has(name)),
      );
      for (const id of sites) await removeSite(id);
      return sites.size;
    },
  };
  // Any failure of the bucket is one line naming it, as the store's own are.
  return {
    readRenderedFrom: () => bucketCall(bucket, () => site.readRenderedFrom()),
    readCanaryPages: (pkg, release) => bucketCall(bucket, () => site.readCanaryPages(pkg, release)),
    stageSite: async (content) => {
      const staged = await bucketCall(bucket, () => site.stageSite(content));
      return {
        ...staged,
        serve: () => bucketCall(bucket, () => staged.serve()),
        discard: () => bucketCall(bucket, () => staged.discard()),
      };
    },
    catchUp: (live) => bucketCall(bucket, () => site.catchUp(live)),
    removeUnservedSites: (live) => bucketCall(bucket, () => site.removeUnservedSites(live)),
  };
}
