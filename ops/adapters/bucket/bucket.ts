/**
 * An S3-compatible bucket (`RELEASE_STORE=s3://bucket/prefix`, the AWS variables; a self-hosted endpoint is
 * addressed path-style). Its layout, which nginx reads as it is: docs/architecture.md#the-bucket.
 */
import path from 'node:path';
import { DeleteObjectsCommand, S3Client } from '@aws-sdk/client-s3';
import { contentType } from 'mime-types';
import { copiedFileName, copyEncodingOf } from '../../lib/precompressed';
import { bucketAddress, type BucketAddress } from '../../core/bucket-layout';
import { cacheControlFor } from '../../core/serving-rules';

type Env = Readonly<Record<string, string | undefined>>;

export interface Bucket extends BucketAddress {
  client: S3Client;
}

/** The bucket `RELEASE_STORE=s3://bucket/prefix` names, with a client from the AWS variables. */
export function bucketFromEnv(location: string, env: Env): Bucket {
  const address = bucketAddress(location, env);
  const { endpoint } = address;
  // Its warning that releases after January 2027 need Node 22 says nothing to act on: the SDK is pinned
  // (the documented switch, aws/aws-sdk-js-v3#7983).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    region: env.AWS_REGION || 'us-east-1',
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY } }
      : {}),
    // A refusal is one line: the operator retries the command, not the SDK three times.
    maxAttempts: 2,
  });
  return { client, ...address };
}

/** The key of a path under the bucket's prefix. */
export function bucketKey(bucket: Pick<Bucket, 'prefix'>, ...parts: readonly string[]): string {
  return [bucket.prefix, ...parts].filter(Boolean).join('/');
}

export { inParallel } from '../../lib/in-parallel';

interface SdkError {
  name?: string;
  code?: string;
  message?: string;
  errors?: readonly SdkError[];
  $metadata?: { httpStatusCode?: number };
}

const unreachable = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH']);
const credentialsRefused = new Set(['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied', 'Forbidden']);

/** The one line an error of the SDK is to the operator, naming the bucket. */
export function bucketRefusal(bucket: Pick<Bucket, 'endpoint' | 'name' | 'location'>, error: unknown): Error {
  const sdk = (error ?? {}) as SdkError;
  // A connection error is Node's own, or an AggregateError of one per address tried; the SDK's
  // retry wraps one from another realm (a test's vm context) keeping only its message.
  const network = [sdk, ...(sdk.errors ?? [])]
    .flatMap((each) => [each.code, ...(each.message?.match(/\bE[A-Z]+\b/g) ?? [])])
    .find((code) => unreachable.has(code ?? ''));
  // One of this code's own refusals, already one line.
  if (!network && !sdk.$metadata && error instanceof Error && error.name === 'Error') return error;
  const where = bucket.endpoint ?? 'the S3 endpoint';
  let line: string;
  if (network) line = `${where} does not answer (${network})`;
  else if (sdk.name === 'NoSuchBucket') line = `the bucket ${bucket.name} does not exist at ${where}`;
  else if (credentialsRefused.has(sdk.name ?? '') || sdk.$metadata?.httpStatusCode === 403) {
    line = `the credentials were refused (${sdk.name}); check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY`;
  } else if (sdk.name === 'CredentialsProviderError') {
    line = 'no credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY';
  } else line = `${sdk.name ?? 'Error'}: ${(sdk.message ?? String(error)).split('\n')[0]}`;
  return new Error(`${bucket.location}: ${line}`, { cause: error });
}

/** Whether the SDK's error says the object is not there. */
export function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as SdkError;
  return name === 'NoSuchKey' || (name === 'NotFound' && $metadata?.httpStatusCode === 404);
}

/** A request to the bucket, any failure of it one line naming the bucket. */
export async function bucketCall<T>(bucket: Bucket, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw bucketRefusal(bucket, error);
  }
}

/** The headers an object is served with: a Brotli or gzip copy as the file it copies, encoded. */
export function objectHeaders(file: string): { ContentType: string; CacheControl: string; ContentEncoding?: string } {
  const copied = copiedFileName(file);
  const encoding = copyEncodingOf(file);
  return {
    ContentType: contentType(path.posix.basename(copied)) || 'application/octet-stream',
    CacheControl: cacheControlFor(copied),
    ...(encoding ? { ContentEncoding: encoding } : {}),
  };
}

/** The most keys one DeleteObjects request takes. */
const deleteBatch = 1000;

/** Deletes objects by key, a batch at a time; any key not deleted is a one-line refusal. */
export async function deleteObjects(bucket: Bucket, keys: readonly string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += deleteBatch) {
    const batch = keys.slice(start, start + deleteBatch).map((Key) => ({ Key }));
    const answer = await bucketCall(bucket, () =>
      bucket.client.send(new DeleteObjectsCommand({ Bucket: bucket.name, Delete: { Objects: batch, Quiet: true } })),
    );
    const [failed] = answer.Errors ?? [];
    if (failed) throw bucketRefusal(bucket, { name: failed.Code, message: `${failed.Key}: ${failed.Message}` });
  }
}
