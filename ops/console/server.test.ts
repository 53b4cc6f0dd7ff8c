/**
 * The console as an operator runs it (`tsx ops/cli/release.ts console --port 0`, a real child
 * process) on a folder store of small builds (../testing/command-store.ts), and on a bucket with
 * PostgreSQL: who may use it, what refuses a request from elsewhere, and actions that are the
 * commands' own.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { localOrigin, shellApp } from 'shared/remotes';
import { freePort } from 'shared/testing/free-port';
import { startPgCluster, type PgCluster } from 'api/testing/pg-cluster';
import { readLive, readLog } from '../adapters/folder/live';
import { makeLive } from '../commands/make-live';
import { withReleases } from '../commands/open-releases';
import { operator } from '../lib/operator';
import { legal, setUpCommandStore } from '../testing/command-store';
import { startConsoleProcess, type ConsoleProcess } from '../testing/console-process';
import { startS3Server, type S3Server } from '../testing/s3-server';
import { addReleaseDroppingALinkedPage } from '../testing/dropped-page';
import { addTestRelease } from '../testing/test-store';
import { sessionCookie } from './auth';
import { copy } from './ui/content/copy';

jest.setTimeout(180_000);

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

const securityHeaders = {
  'content-security-policy':
    "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** One request as a browser (or anyone) may send it; answers are not followed. */
function ask(
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Opens the printed link: the session's cookie, as the browser sends it back. */
async function signIn(console_: ConsoleProcess): Promise<string> {
  const answer = await ask(console_.link.href);
  expect(answer.status).toBe(303);
  return (answer.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
}

/** The CSRF token a confirmation page's form carries. */
async function csrfOf(console_: ConsoleProcess, cookie: string): Promise<string> {
  const page = await ask(`${console_.origin}/confirm?kind=rollback&app=${legal}`, { headers: { cookie } });
  expect(page.status).toBe(200);
  return /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
}

/** A form posted from the console's own page, `fields` over it. */
function post(console_: ConsoleProcess, cookie: string, form: Record<string, string>, headers = {}): Promise<Answer> {
  return ask(`${console_.origin}/actions`, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': 'application/x-www-form-urlencoded',
      origin: console_.origin,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(form).toString(),
  });
}

describe('on a folder store', () => {
  const t = setUpCommandStore();
  let console_: ConsoleProcess;

  beforeEach(async () => {
    console_ = await startConsoleProcess(t.env);
  });
  afterEach(async () => {
    expect(await console_.stop()).toBe(0);
  });

  test('the printed link opens a session (HttpOnly, SameSite=Strict) once, landing on the page; without one, or with a wrong or used token, every path is 401', async () => {
    const answers: Answer[] = [];
    const asked = async (...args: Parameters<typeof ask>) => {
      const answer = await ask(...args);
      answers.push(answer);
      return answer;
    };
    for (const path of ['/', '/confirm?kind=rollback&app=mfe-legal', '/console.css', '/nothing']) {
      expect((await asked(`${console_.origin}${path}`)).status).toBe(401);
    }
    expect((await asked(`${console_.origin}/actions`, { method: 'POST', body: 'kind=rollback' })).status).toBe(401);
    expect((await asked(`${console_.origin}/?token=not-the-token`)).status).toBe(401);

    // Opened at a path that reads as another site's (`/.//evil.example/x` is the path `//evil.example/x`):
    // it lands on the console's page all the same.
    const link = new URL('/.//evil.example/x', console_.link);
    link.search = console_.link.search;
    link.searchParams.set('window', '24h');
    const opened = await asked(link.href);
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe('/?window=24h');
    expect(opened.headers['set-cookie']).toEqual([
      expect.stringMatching(new RegExp(`^${sessionCookie}=[\\w-]{43}; HttpOnly; SameSite=Strict; Path=/$`)),
    ]);
    const cookie = opened.headers['set-cookie']?.[0]?.split(';')[0] ?? '';

    // The token is spent: the link again (a browser's history, another person) opens nothing.
    const again = await asked(console_.link.href);
    expect(again.status).toBe(401);
    expect(again.headers['set-cookie']).toBeUndefined();

    const page = await asked(`${console_.origin}/?window=24h`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(t.ids.first);
    const css = await asked(`${console_.origin}/console.css`, { headers: { cookie } });
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await asked(`${console_.origin}/nothing`, { headers: { cookie } })).status).toBe(404);
    // Another name for 127.0.0.1 (DNS rebinding) is refused; the loopback names are the console's.
    const port = console_.link.port;
    expect((await asked(`${console_.origin}/`, { headers: { cookie, host: `evil.example:${port}` } })).status).toBe(
      403,
    );
    expect((await asked(`${console_.origin}/`, { headers: { cookie, host: `localhost:${port}` } })).status).toBe(200);

    for (const answer of answers) expect(answer.headers).toMatchObject(securityHeaders);
  });

  test('bound to a loopback address of its own only: no other address of this machine answers, 127.0.0.1 included', async () => {
    // Its session cookie, scoped to the host and not the port, then reaches no server on 127.0.0.1.
    const [, ...octets] = /^127\.(\d+)\.(\d+)\.(\d+)$/.exec(console_.link.hostname) ?? [];
    expect(octets.map(Number)).toEqual([expect.any(Number), expect.any(Number), expect.any(Number)]);
    expect(console_.link.hostname).not.toBe('127.0.0.1');
    const others = Object.values(os.networkInterfaces())
      .flat()
      .filter((address) => address && !address.internal && address.family === 'IPv4');
    for (const address of [...others.map((other) => other!.address), '127.0.0.1']) {
      await expect(ask(`http://${address}:${console_.link.port}/`)).rejects.toMatchObject({
        code: 'ECONNREFUSED',
      });
    }
    await expect(ask(`http://[::1]:${console_.link.port}/`)).rejects.toHaveProperty('code');
  });

  test('a POST without the CSRF token, from another origin or from another site is refused (403) and switches nothing', async () => {
    t.switchInTest(legal, t.ids.second, 'promote');
    const cookie = await signIn(console_);
    const csrf = await csrfOf(console_, cookie);
    const before = t.storeText();
    const rollback = { kind: 'rollback', app: legal };
    const refusals = [
      await post(console_, cookie, rollback),
      await post(console_, cookie, { ...rollback, csrf: `${csrf}x` }),
      await post(console_, cookie, { ...rollback, csrf }, { origin: 'http://evil.example' }),
      await post(console_, cookie, { ...rollback, csrf }, { 'sec-fetch-site': 'cross-site' }),
      await post(console_, cookie, { ...rollback, csrf }, { 'sec-fetch-site': 'same-site' }),
      await post(console_, cookie, { ...rollback, csrf }, { origin: 'null', 'sec-fetch-site': 'cross-site' }),
      await post(console_, cookie, { ...rollback, csrf }, { host: `evil.example:${console_.link.port}` }),
    ];
    expect(refusals.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    for (const answer of refusals) expect(answer.headers).toMatchObject(securityHeaders);
    expect(t.storeText()).toEqual(before);
    expect(readLive(t.store).apps[legal]?.live).toBe(t.ids.second);
  });

  test('a rollback posted from the console is the command’s: switched, and logged as `rollback` by this operator; so is a preview link', async () => {
    t.switchInTest(legal, t.ids.second, 'promote');
    const cookie = await signIn(console_);
    const csrf = await csrfOf(console_, cookie);
    const version = readLive(t.store).version;
    const done = await post(console_, cookie, { kind: 'rollback', app: legal, csrf });
    expect(done.status).toBe(200);
    expect(done.body).toContain(t.ids.first);
    expect(readLive(t.store)).toMatchObject({
      version: version + 1,
      apps: { [legal]: { live: t.ids.first, previous: t.ids.second } },
    });
    expect(readLog(t.store).at(-1)).toMatchObject({
      who: operator(),
      command: 'rollback',
      app: legal,
      from: t.ids.second,
      to: t.ids.first,
      gates: { compatibility: 'passed' },
    });
    // The page shows it at the top of the log.
    const page = await ask(`${console_.origin}/?log=${legal}`, { headers: { cookie } });
    const newest = new JSDOM(page.body).window.document.querySelector('#log li')?.textContent ?? '';
    expect(newest).toContain(copy.log.kinds.rollback);
    expect(newest).toContain(`${t.ids.second} → ${t.ids.first}`);
    expect(newest).toContain(operator());

    // A preview link is the command's, shown as a link.
    const preview = await post(console_, cookie, { kind: 'preview', app: legal, release: t.ids.second, csrf });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatch(/<a href="http:\/\/localhost:3000\/[^"]+app=mfe-legal&amp;release=/);
  });

  test('a canary started from the console, then completed by promoting its release, is logged as the commands log them', async () => {
    const cookie = await signIn(console_);
    const csrf = await csrfOf(console_, cookie);
    const canary = await post(console_, cookie, {
      kind: 'canary',
      app: legal,
      release: t.ids.second,
      share: '10',
      csrf,
    });
    expect(canary.status).toBe(200);
    expect(readLive(t.store).apps[legal]).toMatchObject({
      live: t.ids.first,
      canary: { release: t.ids.second, share: 10 },
    });
    // As a browser posts the console's form under its `Referrer-Policy: no-referrer`.
    const completed = await post(
      console_,
      cookie,
      { kind: 'promote', app: legal, release: t.ids.second, csrf },
      { origin: 'null' },
    );
    expect(completed.status).toBe(200);
    expect(readLive(t.store).apps[legal]).toEqual(
      expect.objectContaining({ live: t.ids.second, previous: t.ids.first }),
    );
    expect(readLive(t.store).apps[legal]?.canary).toBeUndefined();
    expect(readLog(t.store).slice(-2)).toMatchObject([
      {
        who: operator(),
        command: 'canary',
        to: t.ids.second,
        gates: { compatibility: 'passed', smoke: 'passed', share: '10%' },
      },
      { who: operator(), command: 'promote', to: t.ids.second, gates: { compatibility: 'passed', smoke: 'passed' } },
    ]);
  });

  test("a refused promotion answers 409 with the gate's sentence, and switches nothing", async () => {
    const { candidate, refusal } = await addReleaseDroppingALinkedPage(t);
    const cookie = await signIn(console_);
    const csrf = await csrfOf(console_, cookie);
    const before = t.storeText();
    const refused = await post(console_, cookie, { kind: 'promote', app: legal, release: candidate, csrf });
    expect(refused.status).toBe(409);
    expect(refused.body).toContain(refusal);
    expect(t.storeText()).toEqual(before);
  });

  test('an action form with a field out of range is answered 400 naming the field, confirmed or posted', async () => {
    const cookie = await signIn(console_);
    const csrf = await csrfOf(console_, cookie);
    const before = t.storeText();
    const canary = { kind: 'canary', app: legal, release: t.ids.second, share: '100' };
    const confirm = await ask(`${console_.origin}/confirm?${new URLSearchParams(canary)}`, { headers: { cookie } });
    expect(confirm.status).toBe(400);
    expect(confirm.body).toContain('share takes the percent of visitors who get the release, 1 to 99');
    const posted = await post(console_, cookie, { ...canary, app: 'mfe-nothing', csrf });
    expect(posted.status).toBe(400);
    expect(posted.body).toContain('app is one of shell, mfe-marketing');
    expect(t.storeText()).toEqual(before);
  });
});

describe('told to bind an address', () => {
  const t = setUpCommandStore();

  test('--host 127.0.0.1 binds it, and prints it in the link', async () => {
    const console_ = await startConsoleProcess(t.env, ['--host', '127.0.0.1']);
    try {
      expect(console_.link.hostname).toBe('127.0.0.1');
      expect((await ask(console_.link.href)).status).toBe(303);
    } finally {
      expect(await console_.stop()).toBe(0);
    }
  });
});

describe('stopped while an action runs', () => {
  const t = setUpCommandStore();

  /** A promotion of mfe-legal's second release posted, once it holds the store's lock: its answer, to come. */
  async function promoting(console_: ConsoleProcess): Promise<{ answer: Promise<Answer> }> {
    const cookie = await signIn(console_);
    const csrf = await csrfOf(console_, cookie);
    const answer = post(console_, cookie, { kind: 'promote', app: legal, release: t.ids.second, csrf });
    answer.catch(() => {});
    const lock = path.join(t.store, '.lock');
    while (!existsSync(lock)) await new Promise((wait) => setTimeout(wait, 20));
    return { answer };
  }

  test('SIGTERM lets the action finish and answer, then the console exits 0', async () => {
    const console_ = await startConsoleProcess(t.env);
    const { answer } = await promoting(console_);
    const exited = console_.stop();
    const done = await answer;
    expect(done.status).toBe(200);
    expect(done.body).toContain(t.ids.second);
    expect(await exited).toBe(0);
    expect(readLive(t.store).apps[legal]?.live).toBe(t.ids.second);
    expect(readLog(t.store).at(-1)).toMatchObject({ command: 'promote', to: t.ids.second });
  });

  test('a second signal ends it at once', async () => {
    const console_ = await startConsoleProcess(t.env);
    const { answer } = await promoting(console_);
    const first = console_.stop();
    while (!console_.output().includes('Console: stopping')) await new Promise((wait) => setTimeout(wait, 20));
    // Killed by the signal: no exit code.
    expect(await console_.stop()).toBeNull();
    expect(await first).toBeNull();
    await expect(answer).rejects.toThrow();
  });
});

describe('on a bucket and PostgreSQL', () => {
  let s3: S3Server;
  let pg: PgCluster;
  let env: Record<string, string>;
  const ids = { first: '', second: '' };

  beforeAll(async () => {
    [s3, pg] = await Promise.all([startS3Server(), startPgCluster()]);
    env = {
      ...s3.env('console'),
      RELEASE_DATABASE_URL: await pg.createDatabase(),
      RELEASES_URL: s3.objectsUrl('console'),
      SITE_URL: 'https://www.veritenant.example',
      // No blog api: the default port's may be a developer's `npm start`, which is not this site's.
      BLOG_API_URL: localOrigin(await freePort()),
    };
    await withReleases(env, async (releases) => {
      const at = (minute: number) => new Date(`2026-11-25T06:${String(minute).padStart(2, '0')}:00Z`);
      const shell = await addTestRelease(releases.store, shellApp.pkg, at(0));
      ids.first = (await addTestRelease(releases.store, legal, at(10))).id;
      ids.second = (await addTestRelease(releases.store, legal, at(20))).id;
      for (const [pkg, id] of [
        [shellApp.pkg, shell.id],
        [legal, ids.first],
        [legal, ids.second],
      ] as const) {
        await makeLive(releases, env, pkg, id);
      }
    });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([s3?.stop(), pg?.stop()]);
  });

  test('the console shows the live set and rolls back through the command, logged in PostgreSQL', async () => {
    const console_ = await startConsoleProcess(env);
    try {
      const cookie = await signIn(console_);
      const page = await ask(`${console_.origin}/`, { headers: { cookie } });
      expect(page.status).toBe(200);
      expect(page.body).toContain(ids.second);
      const csrf = await csrfOf(console_, cookie);
      const done = await post(console_, cookie, { kind: 'rollback', app: legal, csrf });
      expect(done.status).toBe(200);
      await withReleases(env, async ({ record }) => {
        expect((await record.readLive()).apps[legal]).toMatchObject({ live: ids.first, previous: ids.second });
        expect((await record.readLog()).at(-1)).toMatchObject({ who: operator(), command: 'rollback', to: ids.first });
      });
    } finally {
      expect(await console_.stop()).toBe(0);
    }
  });
});
