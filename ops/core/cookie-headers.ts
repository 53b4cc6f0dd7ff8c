/** The `Cookie` header read, and the `Set-Cookie` of the swap cookies (./swap-cookies.ts) written, as both serving paths do. */

/** `name=value` pairs of a `Cookie` header; a malformed pair is skipped. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return cookies;
}

/** A `Set-Cookie` value (ops/adapters/nginx/swap.js writes the same); `secure` on an https site. */
export function setCookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}
