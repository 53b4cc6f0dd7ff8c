/** A bucket store's address and the layout of the site it publishes, which nginx reads as it is (docs/architecture.md#the-bucket). */
import type { Live } from './live-record';

type Env = Readonly<Record<string, string | undefined>>;

export const bucketScheme = 's3://';

export function isBucketLocation(value: string | undefined): value is string {
  return value?.startsWith(bucketScheme) ?? false;
}

export interface BucketAddress {
  name: string;
  /** The key prefix, without a trailing slash ('' for the bucket's root). */
  prefix: string;
  /** `s3://bucket/prefix`, for messages. */
  location: string;
  /** The endpoint's URL when one is set (a self-hosted server), which the web servers read from. */
  endpoint?: string;
}

/** The bucket `RELEASE_STORE=s3://bucket/prefix` names, at the endpoint the AWS variables name. */
export function bucketAddress(location: string, env: Env): BucketAddress {
  const [name = '', ...rest] = location.slice(bucketScheme.length).split('/');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(name)) {
    throw new Error(`RELEASE_STORE=${location} does not name a bucket: use s3://bucket/prefix`);
  }
  const prefix = rest.filter(Boolean).join('/');
  const endpoint = (env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL)?.replace(/\/+$/, '') || undefined;
  if (endpoint && !URL.canParse(endpoint)) throw new Error(`AWS_ENDPOINT_URL_S3 is not a URL: ${endpoint}`);
  return {
    name,
    prefix,
    location: `${bucketScheme}${name}${prefix ? `/${prefix}` : ''}`,
    ...(endpoint ? { endpoint } : {}),
  };
}

/** Where the published sites are, under the bucket's prefix. */
export const siteFolder = 'site';
/** The object naming the site served, under `siteFolder`. */
export const servedObject = 'served';
/** The shell releases' content-hashed files, under `siteFolder`. */
export const sharedFilesFolder = 'files';
/** The user metadata of `site/served` (S3 sends them back as `x-amz-meta-<name>`). */
export const servedMetadata = { site: 'site', csp: 'csp', canary: 'canary' } as const;
/** In a site, the folder of its canaries' pages (./canary-pages.ts). */
export const canaryFolder = 'canary';

/**
 * The canaries of a live set as `site/served` carries them, `mfe-legal=<release>:<share>`, comma
 * separated and sorted (one string per set): the one format ops/adapters/nginx/swap.js parses.
 */
export function servedCanaries(apps: Live['apps']): string {
  return Object.entries(apps)
    .flatMap(([pkg, app]) => (app.canary ? [`${pkg}=${app.canary.release}:${app.canary.share}`] : []))
    .sort()
    .join(',');
}
