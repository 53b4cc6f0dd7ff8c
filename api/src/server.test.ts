/**
 * The real entry point, as a separate process: `tsx api/src/server.ts` with a temp database.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openSqliteStore } from './store/sqlite-store';
import {
  closedPortUrl,
  post,
  removeTempDirs,
  spawnServer,
  stopServer,
  submission,
  tempDir,
  whenReady,
  type ServerProcess as Server,
} from './testing/harness';

let running: Server | undefined;

afterEach(async () => {
  await stopServer(running);
  running = undefined;
});

afterAll(removeTempDirs);

test('kill -9 mid-stream: every submission answered 201 is in the database', async () => {
  running = await spawnServer({ ALLOW_DEV_TOKENS: '1', RATE_LIMIT_MAX: '100000' });
  await whenReady(running);
  const server = running;
  const answered: string[] = [];
  let killed = false;

  await Promise.allSettled(
    Array.from({ length: 50 }, async () => {
      const response = await post(`${server.url}/api/forms`, submission('trial-request'));
      if (response.status !== 201 || killed) return;
      answered.push(response.body.id as string);
      if (answered.length === 30) {
        killed = true;
        process.kill(-server.child.pid!, 'SIGKILL');
      }
    }),
  );
  expect(await server.exited).toBeNull(); // killed, not exited

  expect(answered.length).toBeGreaterThanOrEqual(30);
  const store = await openSqliteStore(server.dbPath);
  try {
    const stored = new Set((await store.leads.list()).map((lead) => lead.id));
    expect(answered.filter((id) => !stored.has(id))).toEqual([]);
  } finally {
    await store.close();
  }
}, 30_000);

test('SIGTERM closes cleanly', async () => {
  running = await spawnServer({ ALLOW_DEV_TOKENS: '1' });
  await whenReady(running);
  expect((await post(`${running.url}/api/forms`, submission())).status).toBe(201);
  process.kill(-running.child.pid!, 'SIGTERM');
  expect(await running.exited).toBe(0);
  expect(running.output()).toContain('shutting down');
}, 30_000);

test('a production start without bot protection refuses to run, saying why', async () => {
  running = await spawnServer({ NODE_ENV: 'production' });
  expect(await running.exited).toBe(1);
  expect(running.output()).toContain('Refusing to start in production without bot protection: set RECAPTCHA_SECRET');
}, 30_000);

test('a production start with development tokens on refuses to run in one line', async () => {
  running = await spawnServer({ NODE_ENV: 'production', ALLOW_DEV_TOKENS: '1' });
  expect(await running.exited).toBe(1);
  expect(running.output().trim().split('\n')).toEqual([
    expect.stringMatching(/^Refusing to start in production with ALLOW_DEV_TOKENS on .*set RECAPTCHA_SECRET\.$/),
  ]);
}, 30_000);

test("serves the repository's blog posts by default", async () => {
  running = await spawnServer({ ALLOW_DEV_TOKENS: '1' });
  await whenReady(running);
  const response = await fetch(`${running.url}/api/posts?limit=1`);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ page: 1, limit: 1, totalDocs: expect.any(Number) });
  expect(running.output()).toContain('blog posts loaded');
}, 30_000);

test('a broken blog post refuses the start, naming the file and the field', async () => {
  const postsDir = tempDir();
  writeFileSync(path.join(postsDir, 'draft.md'), '---\ntitle: Draft\nslug: draft\n---\n\nText.\n');
  running = await spawnServer({ ALLOW_DEV_TOKENS: '1', POSTS_DIR: postsDir });
  expect(await running.exited).toBe(1);
  expect(running.output()).toContain(`Invalid blog posts in ${postsDir}:\n  draft.md:\n    excerpt:`);
}, 30_000);

test('an unreachable DATABASE_URL stops the start with one readable line', async () => {
  const port = new URL(await closedPortUrl()).port;
  running = await spawnServer({ ALLOW_DEV_TOKENS: '1', DATABASE_URL: `postgres://app:secret@127.0.0.1:${port}/leads` });
  expect(await running.exited).toBe(1);
  expect(running.output().trim()).toMatch(
    new RegExp(
      `^Cannot use the PostgreSQL store at postgres://app@127\\.0\\.0\\.1:${port}/leads: .*ECONNREFUSED[^\\n]*$`,
    ),
  );
}, 30_000);

test('a DATABASE_URL that is not postgres:// stops the start, saying so', async () => {
  running = await spawnServer({ ALLOW_DEV_TOKENS: '1', DATABASE_URL: 'mysql://app@127.0.0.1/leads' });
  expect(await running.exited).toBe(1);
  expect(running.output()).toContain('DATABASE_URL: must be a postgres:// URL');
}, 30_000);
