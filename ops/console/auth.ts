/**
 * Who may use the console: whoever opened the link it printed first (its token, as Jupyter's, is
 * good once), then that browser's session cookie until it idles out; a change also needs the
 * session's CSRF token and a request from the console's own page. The console answers only to the
 * names of its own address (the `Host` header), so a page elsewhere cannot reach it through a name
 * it rebinds to a loopback address.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const sessionCookie = 'veritenant-console';

const secret = () => randomBytes(32).toString('base64url');
const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `given` is `expected`, in a time that does not tell how much of it matched. */
export function sameSecret(given: string, expected: string): boolean {
  // Digests have one length, so neither does the comparison tell a length.
  return timingSafeEqual(digest(given), digest(expected));
}

/** A session left unused this long ends: a browser left open does not hold the console for good. */
export const sessionIdleMs = 8 * 60 * 60_000;

export interface Sessions {
  /** The token the console's link carries. */
  readonly token: string;
  /**
   * The session of whoever gives the token first (its cookie's value); none for a wrong one, nor
   * for the token given again: a link seen later (a browser's history, a shoulder) opens nothing.
   */
  open(token: string): string | undefined;
  /** The CSRF token of the live session a request's cookie names, if it names one; using it keeps it. */
  csrfOf(request: IncomingMessage): string | undefined;
}

/** The cookie a request carries under `name`, if any. */
function cookieOf(request: IncomingMessage, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The one session the token opens, kept in memory: it ends with the console, or after
 * `idleMs` unused. One token, one session: there is no second to cap.
 */
export function createSessions({
  token = secret(),
  idleMs = sessionIdleMs,
  now = Date.now,
}: { token?: string; idleMs?: number; now?: () => number } = {}): Sessions {
  let unused = true;
  // By the digest of the session id: a comparison's timing tells nothing of an id.
  let session: { key: string; csrf: string; usedAt: number } | undefined;
  return {
    token,
    open(given) {
      if (!unused || !sameSecret(given, token)) return undefined;
      unused = false;
      const id = secret();
      session = { key: digest(id).toString('hex'), csrf: secret(), usedAt: now() };
      return id;
    },
    csrfOf(request) {
      const id = cookieOf(request, sessionCookie);
      if (id === undefined || session === undefined || !sameSecret(digest(id).toString('hex'), session.key)) {
        return undefined;
      }
      if (now() - session.usedAt > idleMs) {
        session = undefined;
        return undefined;
      }
      session.usedAt = now();
      return session.csrf;
    },
  };
}

/** The `Set-Cookie` of a session: never read by a script, never sent by another site's request. */
export const sessionCookieHeader = (id: string): string => `${sessionCookie}=${id}; HttpOnly; SameSite=Strict; Path=/`;

/** `host` as a URL names it: an IPv6 address in brackets. */
export const urlHost = (host: string): string =>
  (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host).toLowerCase();

/**
 * A loopback address of its own (all of 127/8 is this machine's on Linux): the session's cookie,
 * scoped to a host and not to a port, then reaches no other local server.
 */
export const randomLoopback = (): string => `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;

/**
 * The `Host` values naming the console at `port`: the loopback names, the host it was told to bind
 * and the address that bound.
 */
export function consoleHosts(hosts: readonly string[], port: number): Set<string> {
  return new Set(['127.0.0.1', 'localhost', '[::1]', ...hosts].map((name) => `${urlHost(name)}:${port}`));
}

/**
 * Why a state-changing request is refused as another site's, if it is: a browser names the page
 * that sent it (`Origin`) and whether that was this site (`Sec-Fetch-Site`).
 */
export function crossSiteProblem(request: IncomingMessage): string | undefined {
  const { origin, host } = request.headers;
  const site = request.headers['sec-fetch-site'];
  // Under `Referrer-Policy: no-referrer` a browser's form POST says `Origin: null`, the console's
  // own included: that names no page, and `Sec-Fetch-Site` tells where it came from.
  if (origin !== undefined && origin !== 'null' && origin.toLowerCase() !== `http://${host?.toLowerCase()}`) {
    return `a request from ${origin} cannot change anything here`;
  }
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return `a ${site} request cannot change anything here`;
  }
  return undefined;
}
