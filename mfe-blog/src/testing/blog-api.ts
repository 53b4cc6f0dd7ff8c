/**
 * Test helpers for the blog: the run-time config in the store, and a fake blog host at the
 * network boundary (global fetch) answering `GET /api/posts` the way our api and Payload do.
 */
import { appConfigFromEnv } from 'shared/app-config';
import { useSiteStore } from 'shared/site-store';

export const BLOG_API_URL = 'https://blog.example.test';

/** Points the store's run-time config at the fake host, as the shell does once it has loaded it. */
export function setBlogConfig(): void {
  useSiteStore.setState({ config: appConfigFromEnv({ BLOG_API_URL }) });
}

/** A post as the api serves it; `n` makes it unique, and newer the larger it is. */
export function apiPost(n: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const day = String((n % 28) + 1).padStart(2, '0');
  return {
    id: `post-${n}`,
    slug: `post-${n}`,
    title: `Post number ${n}`,
    excerpt: `What post ${n} is about.`,
    content: `<p>The text of post ${n}.</p>`,
    author: { name: 'Priya Natarajan' },
    publishedDate: `${2025 + Math.floor(n / 28)}-03-${day}T00:00:00.000Z`,
    createdAt: `${2025 + Math.floor(n / 28)}-03-${day}T00:00:00.000Z`,
    ...overrides,
  };
}

/** Only what the blog reads of a Response. */
export function answer(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

export type FetchMock = jest.Mock<Promise<Response>, [string, RequestInit?]>;

function install(implementation: (url: string) => Promise<Response>): FetchMock {
  const fetchMock: FetchMock = jest.fn((url: string) => implementation(url));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/**
 * A host holding these posts (newest first, as the blog asks): pages them by `page` and `limit`
 * (default 10), filters by `where[slug][equals]`, and answers Payload's shape.
 */
function blogHost(posts: readonly Record<string, unknown>[]): (url: string) => Promise<Response> {
  return async (url) => {
    const query = new URL(url).searchParams;
    const slug = query.get('where[slug][equals]');
    const matching = slug === null ? posts : posts.filter((post) => post.slug === slug);
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 10);
    const totalPages = Math.max(1, Math.ceil(matching.length / limit));
    return answer(200, {
      docs: matching.slice((page - 1) * limit, page * limit),
      totalDocs: matching.length,
      limit,
      page,
      totalPages,
      hasPrevPage: page > 1,
      hasNextPage: page < totalPages,
    });
  };
}

/** The blog api holding these posts (`blogHost`). */
export function serveBlogPosts(posts: readonly Record<string, unknown>[]): FetchMock {
  return install(blogHost(posts));
}

/** As `serveBlogPosts`, every answer held until `answerNow` is called. */
export function serveBlogPostsOnCue(posts: readonly Record<string, unknown>[]): {
  fetchMock: FetchMock;
  answerNow: () => void;
} {
  let answerNow = () => {};
  const cue = new Promise<void>((resolve) => (answerNow = resolve));
  const host = blogHost(posts);
  return { fetchMock: install((url) => cue.then(() => host(url))), answerNow };
}

/** Every request gets this answer, or this error thrown as a network failure would be. */
export function serveBlogAnswer(outcome: Response | Error): FetchMock {
  return install(async () => {
    if (outcome instanceof Error) throw outcome;
    return outcome;
  });
}

/** Requests that never settle: the page stays loading. */
export function serveNothingYet(): FetchMock {
  return install(() => new Promise<Response>(() => undefined));
}

/** The query of the n-th request, as a plain object. */
export function requestedQuery(fetchMock: FetchMock, call = 0): Record<string, string> {
  const url = fetchMock.mock.calls[call]?.[0];
  if (url === undefined) throw new Error(`No request number ${call}`);
  return Object.fromEntries(new URL(url).searchParams);
}

const originalFetch = globalThis.fetch;

/** Call in `afterEach`: the environment's own fetch (jsdom has none) comes back. */
export function restoreFetch(): void {
  globalThis.fetch = originalFetch;
}
