/**
 * The console's HTTP surface (`npm run release -- console`): `GET /` (the page; `app`, `window`,
 * `log`, `gates`), `GET /confirm` (an action, to confirm), `POST /actions` (it, done), `GET
 * /console.css`. Pages are rendered on the server with no script, so the policy forbids every
 * script; access is by the printed link's token, then the session (./auth.ts).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Releases } from '../commands/open-releases';
import { readLiveSet } from '../commands/status';
import { firstLine, refusalLine } from '../lib/command';
import { parseAction, performAction, type ConsoleAction } from './actions';
import {
  consoleHosts,
  createSessions,
  crossSiteProblem,
  randomLoopback,
  sameSecret,
  sessionCookieHeader,
  urlHost,
  type Sessions,
} from './auth';
import { readConsoleView } from './read-console';
import {
  consoleStylesheetFile,
  renderConfirmPage,
  renderConsolePage,
  renderOutcomePage,
  renderUnauthorizedPage,
} from './ui/render';
import { actionKinds, consoleQueryFields, type ActionKind } from './view-model';

type Env = Readonly<Record<string, string | undefined>>;

/** On every answer: no script, no frame, no referrer (the first URL holds the token), nothing cached. */
const securityHeaders = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

/** An action form is a few short fields. */
const formLimit = 16 * 1024;

const html = 'text/html; charset=utf-8';
const text = 'text/plain; charset=utf-8';

export interface ConsoleOptions {
  releases: Releases;
  /** The commands' environment (stores, field reports, the site's URL). */
  env: Env;
  /** The interface bound: on Linux a loopback address of its own unless told, else 127.0.0.1. */
  host?: string;
  /** 0 for a free port. */
  port: number;
}

export interface ConsoleServer {
  /** The console's link, with its token, at the address bound. */
  url: string;
  /** Stops taking requests, lets those under way (an action) finish and answer, then resolves. */
  close(): Promise<void>;
}

function answer(response: ServerResponse, status: number, type: string, body: string, headers = {}): void {
  response.writeHead(status, { ...securityHeaders, 'Content-Type': type, ...headers });
  response.end(body);
}

/** A form body, or undefined when it is not one or is too long. */
async function readForm(request: IncomingMessage): Promise<URLSearchParams | undefined> {
  if (request.headers['content-type']?.split(';')[0]?.trim() !== 'application/x-www-form-urlencoded') return undefined;
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > formLimit) return undefined;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** What an outcome page names of an action it could not read. */
function askedFor(form: URLSearchParams): ConsoleAction {
  const kind = form.get('kind') ?? '';
  const known = (actionKinds as readonly string[]).includes(kind);
  return {
    kind: known ? (kind as ActionKind) : 'promote',
    app: form.get('app') ?? '',
    ...(form.get('release') && { release: form.get('release') ?? '' }),
  };
}

function handler({ releases, env }: ConsoleOptions, sessions: Sessions, hosts: () => Set<string>) {
  async function route(request: IncomingMessage, response: ServerResponse, csrf: string): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://console');
    const { method = 'GET' } = request;
    const path = `${method} ${url.pathname}`;
    if (path === 'GET /console.css') {
      answer(response, 200, 'text/css; charset=utf-8', await readFile(consoleStylesheetFile, 'utf8'));
    } else if (path === 'GET /') {
      const query = Object.fromEntries(
        consoleQueryFields.map((name) => [name, url.searchParams.get(name) ?? undefined]),
      );
      answer(response, 200, html, renderConsolePage(await readConsoleView(releases, env, query)));
    } else if (path === 'GET /confirm') {
      const parsed = parseAction(url.searchParams);
      if (!parsed.ok) {
        answer(
          response,
          400,
          html,
          renderOutcomePage(askedFor(url.searchParams), { ok: false, refusal: parsed.problem }),
        );
        return;
      }
      const { rows } = await readLiveSet(releases);
      const row = rows.find((candidate) => candidate.app === parsed.action.app);
      answer(response, 200, html, renderConfirmPage(parsed.action, row, csrf));
    } else if (path === 'POST /actions') {
      const refused = crossSiteProblem(request);
      if (refused) return answer(response, 403, text, `Refused: ${refused}.\n`);
      const form = await readForm(request);
      if (!form) return answer(response, 400, text, 'An action is a form of a few fields.\n');
      if (!sameSecret(form.get('csrf') ?? '', csrf)) {
        return answer(response, 403, text, 'Refused: the form is not one this console gave (its CSRF token).\n');
      }
      const parsed = parseAction(form);
      if (!parsed.ok) {
        return answer(response, 400, html, renderOutcomePage(askedFor(form), { ok: false, refusal: parsed.problem }));
      }
      const outcome = await performAction(releases, env, parsed.action);
      answer(response, outcome.ok ? 200 : 409, html, renderOutcomePage(parsed.action, outcome));
    } else if (url.pathname === '/' || url.pathname === '/confirm' || url.pathname === '/actions') {
      answer(response, 405, text, `${method} is not answered here.\n`);
    } else {
      answer(response, 404, text, 'Not found.\n');
    }
  }

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    try {
      // DNS rebinding: a page of another site reaching 127.0.0.1 under its own name.
      if (!hosts().has(request.headers.host?.toLowerCase() ?? '')) {
        return answer(response, 403, text, 'This console answers only to its own address.\n');
      }
      const url = new URL(request.url ?? '/', 'http://console');
      const token = url.searchParams.get('token');
      if (token !== null && request.method === 'GET') {
        const session = sessions.open(token);
        if (session === undefined) return answer(response, 401, html, renderUnauthorizedPage());
        url.searchParams.delete('token');
        // To the page, never to the path asked: `/.//evil.example` is the path `//evil.example`, another site.
        return answer(response, 303, text, '', {
          'Set-Cookie': sessionCookieHeader(session),
          Location: `/${url.search}`,
        });
      }
      const csrf = sessions.csrfOf(request);
      if (csrf === undefined) return answer(response, 401, html, renderUnauthorizedPage());
      await route(request, response, csrf);
    } catch (error) {
      // A refusal (a corrupt pointer, a store out of reach) is the operator's to read; a fault keeps its stack here.
      if (refusalLine(error) === undefined) console.error(error);
      if (!response.headersSent) answer(response, 500, text, `${firstLine(error)}\n`);
      else response.end();
    }
  };
}

/** Serves the console on `host` and `port` until closed. */
export async function startConsole(options: ConsoleOptions): Promise<ConsoleServer> {
  const { host = process.platform === 'linux' ? randomLoopback() : '127.0.0.1', port } = options;
  const sessions = createSessions();
  let hosts = new Set<string>();
  const handle = handler(options, sessions, () => hosts);
  /** The requests under way, each to its handling: closing waits for them. */
  const inFlight = new Map<ServerResponse, Promise<void>>();
  const server = createServer((request, response) => {
    const handled = handle(request, response).finally(() => inFlight.delete(response));
    inFlight.set(response, handled);
  });
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(port, host, () => listening());
  });
  const { address, port: bound } = server.address() as AddressInfo;
  hosts = consoleHosts([host, address], bound);
  return {
    url: `http://${urlHost(address)}:${bound}/?token=${sessions.token}`,
    close: async () => {
      const closed = new Promise<void>((done, failed) => server.close((error) => (error ? failed(error) : done())));
      server.closeIdleConnections();
      // An action under way finishes and answers, then its connection closes rather than idling.
      for (const response of inFlight.keys()) if (!response.headersSent) response.setHeader('Connection', 'close');
      await Promise.allSettled(inFlight.values());
      server.closeIdleConnections();
      await closed;
    },
  };
}
