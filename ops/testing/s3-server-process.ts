/**
 * `tsx ops/testing/s3-server-process.ts <bucket>`: the S3 server of ./s3-server.ts in a process of
 * its own, its endpoint the first line on stdout; SIGTERM stops it and removes its folder.
 */
import { startS3Server } from './s3-server';

const server = await startS3Server(process.argv[2]);
process.once('SIGTERM', () => void server.stop().then(() => process.exit(0)));
console.log(server.endpoint);
