/** A real S3 server (s3rver) with one bucket over a temporary folder; `env` points the release commands at it. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import S3rver from 's3rver';

/** Any origin may read, as a bucket behind a CDN serving the remotes to every page. */
const readableFromAnyOrigin =
  '<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod>' +
  '<AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>';

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** The public URL of a prefix's objects, as a CDN in front of the bucket would serve them. */
  objectsUrl(prefix?: string): string;
  /** `RELEASE_STORE` (s3://bucket/prefix) and the AWS variables for this server. */
  env(prefix?: string): Record<string, string>;
  stop(): Promise<void>;
}

/** The server at `endpoint` with `bucket`, as the tests and the bench use it. */
function s3ServerAt(endpoint: string, bucket: string, stop: () => Promise<void>): S3Server {
  return {
    endpoint,
    bucket,
    objectsUrl: (prefix = '') => `${endpoint}/${bucket}${prefix ? `/${prefix}` : ''}`,
    env: (prefix = '') => ({
      RELEASE_STORE: `s3://${bucket}${prefix ? `/${prefix}` : ''}`,
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_REGION: 'us-east-1',
      // s3rver's fixed keys.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    }),
    stop,
  };
}

/** The server in this process. */
export async function startS3Server(bucket = 'releases'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [readableFromAnyOrigin] }],
  });
  const address = (await server.run()) as AddressInfo;
  return s3ServerAt(`http://127.0.0.1:${address.port}`, bucket, async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
}

/**
 * The server in a process of its own (./s3-server-process.ts), as a bucket is to the commands a
 * benchmark times: its work is not theirs. Stopped by SIGTERM, which removes its folder.
 */
export async function startS3ServerProcess(bucket = 'releases'): Promise<S3Server> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 's3-server-process.ts'), bucket],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  // Its endpoint, or its end: a server that could not start says why on stderr, and this refuses.
  const endpoint = await Promise.race([
    once(readline.createInterface({ input: child.stdout }), 'line').then(([line]) => String(line)),
    exited.then(() => {
      throw new Error('the S3 server process ended before it answered');
    }),
  ]);
  return s3ServerAt(endpoint, bucket, () => {
    child.kill('SIGTERM');
    return exited;
  });
}
