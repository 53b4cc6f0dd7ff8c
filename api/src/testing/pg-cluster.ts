/**
 * A throwaway PostgreSQL cluster for tests and the benchmark: `initdb` into a temp folder, the
 * server on a free port (and its socket in that folder), stopped with `pg_ctl` and the folder
 * removed by `stop()`. It uses Debian's `postgresql` package (`npm test` installs it), whichever
 * version is there, from /usr/lib/postgresql/<version>/bin. initdb refuses to run as root, so
 * as root the folder is given to the `postgres` user and the tools run as that user.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { freePort } from 'shared/testing/free-port';
import { postgresBin } from '../store/postgres-bin';

const run = promisify(execFile);

export interface PgCluster {
  /** The cluster's `postgres` database, as the superuser `app`. */
  url: string;
  port: number;
  /** A new empty database; its URL. */
  createDatabase(): Promise<string>;
  /** Stops the server at once, as a crash would (no shutdown checkpoint); `start()` brings it back. */
  kill(): Promise<void>;
  /** Stops the server as an operator does (`pg_ctl -m fast stop`: every session ended); `start()` brings it back. */
  shutDown(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

export interface PgClusterOptions {
  /** Off by default: a test's data need not survive a power cut. The benchmark turns it on. */
  fsync?: boolean;
}

export async function startPgCluster({ fsync = false }: PgClusterOptions = {}): Promise<PgCluster> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const tool = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args]) : run(path.join(bin, name), args);

  const port = await freePort();
  const settings = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', `-c fsync=${fsync ? 'on' : 'off'}`];
  const pgCtl = (...args: string[]) => tool('pg_ctl', ['-D', data, ...args]);
  const shutDown = async () => {
    await pgCtl('-m', 'fast', '-w', 'stop');
  };
  const start = async () => {
    await pgCtl('-o', settings.join(' '), '-l', path.join(dir, 'server.log'), '-w', 'start');
  };
  const url = `postgres://app@127.0.0.1:${port}/postgres`;
  let databases = 0;

  try {
    await tool('initdb', ['-D', data, '-A', 'trust', '-U', 'app', ...(fsync ? [] : ['--no-sync'])]);
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  return {
    url,
    port,
    async createDatabase() {
      const name = `test_${(databases += 1)}`;
      const admin = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await admin.unsafe(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return `postgres://app@127.0.0.1:${port}/${name}`;
    },
    async kill() {
      await pgCtl('-m', 'immediate', '-w', 'stop');
    },
    shutDown,
    start,
    async stop() {
      try {
        await shutDown();
      } catch {
        // pg_ctl failed (or the server was already down): kill the postmaster by its pid, if any.
        const pidFile = path.join(data, 'postmaster.pid');
        const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
        if (pid > 0) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // Already gone.
          }
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
