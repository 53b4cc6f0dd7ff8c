/**
 * A blog api answering slug lookups (`GET /api/posts?where[slug][equals]=…`) from the slugs a test sets now,
 * recording what it was asked; any other request goes to `otherwise`, else 404.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BlogApi {
  url: string;
  slugs: Set<string>;
  /** The slugs asked for, in order. */
  asked: string[];
  /** The `Cache-Control` of its answers (ours: `public, max-age=60`); none when undefined. */
  cacheControl: string | undefined;
  close(): Promise<void>;
}

export async function startBlogApi(
  slugs: readonly string[],
  otherwise: http.RequestListener = (_request, response) => void response.writeHead(404).end(),
): Promise<BlogApi> {
  const api: Omit<BlogApi, 'url' | 'close'> = { slugs: new Set(slugs), asked: [], cacheControl: undefined };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://blog.test');
    const slug = url.searchParams.get('where[slug][equals]');
    if (url.pathname !== '/api/posts' || slug === null) return otherwise(request, response);
    api.asked.push(slug);
    const docs = api.slugs.has(slug) ? [{ id: slug, slug, title: slug, content: '<p>text</p>' }] : [];
    if (api.cacheControl) response.setHeader('Cache-Control', api.cacheControl);
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ docs, totalDocs: docs.length, limit: 1, page: 1, totalPages: 1 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(api, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
