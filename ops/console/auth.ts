/**
 * Who may use the console: whoever opened the link it printed (its token, as Jupyter's), then
 * their browser's session cookie; a change also needs the session's CSRF token and a request from
 * the console's own page. The console answers only to the names of its own address (the `Host`
 * header), so a page elsewhere cannot reach it through a name it rebinds to 127.0.0.1.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const sessionCookie = 'veritenant-console';

const secret = () => randomBytes(32).toString('base64url');
const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `given` is `expected`, in a time that does not tell how much of it matched. */
export function sameSecret(given: string, expected: string): boolean {
  // Digests have one length, so neither does the comparison tell a length.
  return timingSafeEqual(digest(given), digest(expected));
}

export interface Sessions {
  /** The token the console's link carries. */
  readonly token: string;
  /** A new session for whoever gives the token (its cookie's value); none for a wrong one. */
  open(token: string): string | undefined;
  /** The CSRF token of the session a request's cookie names, if it names one. */
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

/** Sessions kept in memory: they end with the console. */
export function createSessions(token = secret()): Sessions {
  // By the digest of the session id: a lookup's timing tells nothing of an id.
  const csrfTokens = new Map<string, string>();
  return {
    token,
    open(given) {
      if (!sameSecret(given, token)) return undefined;
      const id = secret();
      csrfTokens.set(digest(id).toString('hex'), secret());
      return id;
    },
    csrfOf(request) {
      const id = cookieOf(request, sessionCookie);
      return id === undefined ? undefined : csrfTokens.get(digest(id).toString('hex'));
    },
  };
}

/** The `Set-Cookie` of a session: never read by a script, never sent by another site's request. */
export const sessionCookieHeader = (id: string): string => `${sessionCookie}=${id}; HttpOnly; SameSite=Strict; Path=/`;

/** The `Host` values naming the console at `port`: the loopback names, and the host it was told to bind. */
export function consoleHosts(host: string, port: number): Set<string> {
  const named = (name: string) => (name.includes(':') && !name.startsWith('[') ? `[${name}]` : name).toLowerCase();
  return new Set(['127.0.0.1', 'localhost', '[::1]', host].map((name) => `${named(name)}:${port}`));
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
