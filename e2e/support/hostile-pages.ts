/**
 * Pages of another origin on this machine (a real server: Chromium lets no public page reach a
 * local one) posting a form to a server under test once loaded.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HostilePages {
  /** `/` as any page, `/no-referrer` under a policy that makes its browser say `Origin: null`. */
  urls: string[];
  close(): Promise<void>;
}

/** Serves, on `host` at a free port, pages posting `fields` to `action`. */
export async function startHostilePages(
  host: string,
  action: string,
  fields: Record<string, string>,
): Promise<HostilePages> {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  const server = createServer((request, response) =>
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        '<!doctype html><title>Win a prize</title>' +
          (request.url === '/no-referrer' ? '<meta name="referrer" content="no-referrer">' : '') +
          `<form method="post" action="${action}">${inputs}</form><script>document.forms[0].submit()</script>`,
      ),
  );
  server.listen(0, host);
  await once(server, 'listening');
  const origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    urls: [`${origin}/`, `${origin}/no-referrer`],
    close: () => new Promise((closed, failed) => server.close((error) => (error ? failed(error) : closed()))),
  };
}
