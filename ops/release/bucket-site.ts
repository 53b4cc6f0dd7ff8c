/** Placeholder: the bucket's site, written by another helper; replaced at merge. */
import type { Bucket } from './bucket';
import type { ReleaseStore } from './release-store';

export function bucketSite(bucket: Bucket): Pick<ReleaseStore, 'readRenderedFrom' | 'stageSite' | 'catchUp'> {
  void bucket;
  return {
    readRenderedFrom: () => Promise.reject(new Error('not yet')),
    stageSite: () => Promise.reject(new Error('not yet')),
    catchUp: () => Promise.reject(new Error('not yet')),
  };
}
