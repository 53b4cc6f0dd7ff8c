import { bucketAddress, isBucketLocation, servedCanaries } from './bucket-layout';

test('RELEASE_STORE=s3://bucket/prefix names a bucket, its prefix and the endpoint the AWS variables give', () => {
  expect(isBucketLocation('s3://releases')).toBe(true);
  expect(isBucketLocation('/srv/releases')).toBe(false);
  expect(isBucketLocation(undefined)).toBe(false);
  expect(bucketAddress('s3://releases/site/a/', {})).toEqual({
    name: 'releases',
    prefix: 'site/a',
    location: 's3://releases/site/a',
  });
  expect(bucketAddress('s3://releases', { AWS_ENDPOINT_URL: 'http://127.0.0.1:9000/' })).toEqual({
    name: 'releases',
    prefix: '',
    location: 's3://releases',
    endpoint: 'http://127.0.0.1:9000',
  });
  expect(
    bucketAddress('s3://releases', { AWS_ENDPOINT_URL_S3: 'http://s3.local', AWS_ENDPOINT_URL: 'http://x' }).endpoint,
  ).toBe('http://s3.local');
});

test('a bucket name S3 would refuse, or an endpoint that is no URL, is refused in one line', () => {
  expect(() => bucketAddress('s3://Releases', {})).toThrow(
    'RELEASE_STORE=s3://Releases does not name a bucket: use s3://bucket/prefix',
  );
  expect(() => bucketAddress('s3://releases', { AWS_ENDPOINT_URL_S3: 'not a url' })).toThrow(
    'AWS_ENDPOINT_URL_S3 is not a URL: not a url',
  );
});

test("site/served carries a live set's canaries sorted, and nothing without one", () => {
  const since = '2026-11-25T06:00:00.000Z';
  const app = (live: string, canary?: { release: string; share: number }) => ({
    live,
    previous: null,
    since,
    ...(canary && { canary: { ...canary, since } }),
  });
  expect(servedCanaries({ shell: app('s1') })).toBe('');
  expect(
    servedCanaries({
      'mfe-legal': app('l1', { release: 'l2', share: 10 }),
      shell: app('s1'),
      'mfe-forms': app('f1', { release: 'f2', share: 50 }),
    }),
  ).toBe('mfe-forms=f2:50,mfe-legal=l2:10');
});
