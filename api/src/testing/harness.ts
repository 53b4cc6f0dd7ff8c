/**
 * Test support: the api on a real port over a real store (a SQLite file in a temp folder unless
 * the test opens another), local HTTP mocks for the two outside services (Google's siteverify and the CRM webhook), and one valid
 * submission per form.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { forms, type FormType } from 'shared/schemas/forms';
import { freePort } from 'shared/testing/free-port';
import { validFields } from 'shared/testing/lead-fixtures';
import { buildApp, type AppDeps } from '../app/app';
import { reportPassKey, signReportPass } from '../reports/report-pass';
import { repoRoot, tsx } from './checkout';
import { consentRecord } from './consent-repository-suite';
import { startOutboxWorker, type OutboxOptions, type OutboxWorker } from '../outbox/outbox';
import { openSqliteStore } from '../store/sqlite-store';
import type { Store } from '../store/store';
import { devTokenVerifier } from '../forms/verification';

export const SITE_ORIGIN = 'http://localhost:3000';
/** The site's secret the test api checks report passes with (`reportPassSecret`). */
export const SITE_SECRET = 'a-test-site-secret-of-32-characters-or-more';

/** A report pass as the site signs it with `secret`, for `releases` (app → release), good for an hour unless `expires` says. */
export function reportPassFor(
  releases: Record<string, string>,
  expires = Math.floor(Date.now() / 1000) + 3600,
  secret = SITE_SECRET,
): string {
  return signReportPass(reportPassKey(secret), releases, expires);
}

const tempDirs: string[] = [];

/** A fresh folder under the OS temp dir, removed by `removeTempDirs` (call it in `afterAll`). */
export function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function devToken(formType: FormType): string {
  return `dev.${forms[formType].action}.${randomUUID()}`;
}

export { validFields };

/** A body the api accepts: the form's valid fields, a fresh development token and the formType. */
export function submission(formType: FormType = 'contact', overrides: Record<string, unknown> = {}) {
  return { ...validFields[formType], recaptchaToken: devToken(formType), formType, ...overrides } as Record<
    string,
    unknown
  >;
}

export interface PostOptions {
  /** `null` sends no Idempotency-Key; default: a fresh one. */
  key?: string | null;
  contentType?: string | null;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** POSTs a body (an object is sent as JSON, a string as is) and reads the JSON answer. */
export async function post(url: string, body: unknown, options: PostOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.contentType !== null) headers['content-type'] = options.contentType ?? 'application/json';
  const key = options.key === undefined ? randomUUID() : options.key;
  if (key !== null) headers['idempotency-key'] = key;
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
}

// ---------------------------------------------------------------------------------------------
// The api under test
// ---------------------------------------------------------------------------------------------

export interface TestApi {
  url: string;
  formsUrl: string;
  consentsUrl: string;
  reportsUrl: string;
  store: Store;
  /** Every stored lead, spam included. */
  leadCount(): Promise<number>;
  close(): Promise<void>;
}

export interface TestApiOptions extends Partial<AppDeps> {
  /** Start an outbox worker posting to this URL (and queue leads for it). */
  webhook?: OutboxOptions;
}

/** The api over `store` (closed with it), or over a fresh SQLite file. */
export async function startTestApi({ webhook, store, ...overrides }: TestApiOptions = {}): Promise<TestApi> {
  const dir = store ? undefined : mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const opened = store ?? (await openSqliteStore(path.join(dir!, 'leads.db')));
  let worker: OutboxWorker | undefined;
  const app = await buildApp({
    store: opened,
    verifier: devTokenVerifier(opened.tokens),
    posts: [],
    allowedOrigins: [SITE_ORIGIN],
    rateLimitMax: 1000,
    reportsRateLimitMax: 1000,
    reportPassSecret: SITE_SECRET,
    forward: webhook !== undefined,
    onLeadStored: () => worker?.wake(),
    ...overrides,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  if (webhook) worker = startOutboxWorker(opened.outbox, webhook);

  return {
    url: address,
    formsUrl: `${address}/api/forms`,
    consentsUrl: `${address}/api/consents`,
    reportsUrl: `${address}/api/reports`,
    store: opened,
    leadCount: () => opened.leads.count(),
    async close() {
      await app.close();
      await worker?.stop();
      await opened.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The rate limit's budgets, one per route: `max` consent records from one address use up the
 * consents' budget and leave the forms' whole. The statuses, consents' then forms'.
 */
export async function budgetsApart(api: TestApi, max: number): Promise<{ consents: number[]; forms: number[] }> {
  const consents: number[] = [];
  const forms: number[] = [];
  for (let i = 0; i <= max; i++) {
    const record = { ...consentRecord(), givenAt: new Date().toISOString() };
    consents.push((await post(api.consentsUrl, record, { key: null })).status);
  }
  for (let i = 0; i <= max; i++) forms.push((await post(api.formsUrl, submission())).status);
  return { consents, forms };
}

// ---------------------------------------------------------------------------------------------
// The real entry point, as a separate process
// ---------------------------------------------------------------------------------------------

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  dbPath: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Settings of the developer's shell must not leak into the server under test. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (
      /^(API_|DATABASE_|POSTS_DIR|RECAPTCHA_|ALLOW_DEV_TOKENS|ALLOWED_ORIGINS|LEAD_WEBHOOK_URL|RETENTION_DAYS|RATE_LIMIT|REPORTS_RATE_LIMIT|REQUEST_LOG_LEVEL)/.test(
        name,
      )
    ) {
      delete env[name];
    }
  }
  return { ...env, NODE_ENV: 'test', ...extra };
}

/** `tsx api/src/server.ts` as its own process (group), on a free port, over a temp SQLite file unless `extra` says otherwise. */
export async function spawnServer(extra: Record<string, string>): Promise<ServerProcess> {
  const url = await closedPortUrl();
  const dbPath = path.join(tempDir(), 'leads.db');
  const child = spawn(tsx, ['api/src/server.ts'], {
    cwd: repoRoot,
    // Its own process group, so one signal reaches tsx and the node process it starts.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: cleanEnv({ API_PORT: new URL(url).port, DATABASE_PATH: dbPath, ...extra }),
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url, dbPath, output: () => output, exited };
}

/** Stops a spawned server's process group with `signal` if it still runs, and waits for it to exit. */
export async function stopServer(server: ServerProcess | undefined, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  process.kill(-server.child.pid!, signal);
  await server.exited;
}

/** Waits until the server's health check answers 200; throws with its output if it exits first. */
export async function whenReady(server: ServerProcess): Promise<void> {
  let ready = false;
  let exited = false;
  void server.exited.then(() => (exited = true));
  const check = async () => {
    try {
      ready = (await fetch(`${server.url}/api/health`)).ok;
    } catch {
      ready = false;
    }
  };
  await waitFor(() => {
    if (exited) throw new Error(`server exited:\n${server.output()}`);
    if (!ready) void check();
    return ready;
  }, 20_000);
}

// ---------------------------------------------------------------------------------------------
// Mocks of the outside services
// ---------------------------------------------------------------------------------------------

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface MockReply {
  status: number;
  json?: unknown;
  delayMs?: number;
}

export interface MockServer {
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

export async function startMockServer(
  respond: (request: ReceivedRequest, index: number) => MockReply | Promise<MockReply>,
): Promise<MockServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const received = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(received);
      const reply = await respond(received, requests.length - 1);
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nobody listens on: the address of a service that is down. */
export async function closedPortUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}

/** Polls until the condition holds, for work done in the background (the outbox worker). */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
