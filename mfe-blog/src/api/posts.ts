/**
 * The blog's one door to its data: `GET ${blogApiUrl}/api/posts` (docs/architecture.md#blog-api), the
 * subset of Payload CMS's REST API that our api and a real Payload both answer. The schema reads
 * only what the pages show and lets everything else through unread, since Payload adds fields
 * of its own (and an author left unpopulated is an id, rich-text content is JSON).
 * zod/mini rather than zod: the same checks at a tenth of the bundle, in a remote that needs few.
 */
import * as z from 'zod/mini';

/** The page size when none is asked for (docs/architecture.md#blog-api), as in Payload. */
export const DEFAULT_LIMIT = 10;

const optionalText = z.nullish(z.string());

const postSchema = z.looseObject({
  slug: z.string(),
  title: z.string(),
  excerpt: z.nullish(z.unknown()),
  content: z.nullish(z.unknown()),
  /** Populated: `{ name }`; unpopulated (depth 0): the related document's id. */
  author: z.nullish(z.union([z.looseObject({ name: optionalText }), z.string(), z.number()])),
  publishedDate: optionalText,
  createdAt: optionalText,
});

const listSchema = z.looseObject({
  docs: z.array(postSchema),
  page: z.optional(z.number()),
  totalPages: z.optional(z.number()),
});

type PostDoc = z.infer<typeof postSchema>;

/** A post as the pages use it, whichever server answered. */
export interface BlogPost {
  slug: string;
  title: string;
  excerpt?: string;
  /** HTML when a string; anything else (Payload rich text) is shown serialised. */
  content: unknown;
  authorName?: string;
  /** ISO date: the published date, else the creation date. */
  date?: string;
}

/** A post as the list shows it: everything but its text. */
export type PostSummary = Omit<BlogPost, 'content'>;

export interface PostsPage {
  posts: PostSummary[];
  page: number;
  totalPages: number;
}

function toBlogPost(doc: PostDoc): BlogPost {
  const author = typeof doc.author === 'object' && doc.author !== null ? doc.author.name : undefined;
  return {
    slug: doc.slug,
    title: doc.title,
    excerpt: typeof doc.excerpt === 'string' && doc.excerpt !== '' ? doc.excerpt : undefined,
    content: doc.content,
    authorName: author || undefined,
    date: doc.publishedDate || doc.createdAt || undefined,
  };
}

async function getPosts(blogApiUrl: string, query: URLSearchParams, signal?: AbortSignal) {
  const url = `${blogApiUrl.replace(/\/+$/, '')}/api/posts?${query}`;
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return listSchema.parse(await response.json());
}

export interface PostsRequest {
  /** 1-based; defaults to 1. */
  page?: number;
  /** Defaults to DEFAULT_LIMIT. */
  limit?: number;
}

/**
 * One page of posts, newest first, without their text: the list shows none, and the page carries
 * what it was rendered from (shared/src/page-data.ts). Rejects when the server fails or answers
 * another shape.
 */
export async function fetchPosts(
  blogApiUrl: string,
  { page = 1, limit = DEFAULT_LIMIT }: PostsRequest = {},
  signal?: AbortSignal,
): Promise<PostsPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit), sort: '-publishedDate' });
  const answer = await getPosts(blogApiUrl, query, signal);
  const posts = answer.docs.map((doc) => {
    const { content: _text, ...summary } = toBlogPost(doc);
    return summary;
  });
  return { posts, page: answer.page ?? page, totalPages: answer.totalPages ?? 1 };
}

/** The post with this slug, or `null` when there is none. Rejects when the server fails. */
export async function fetchPost(blogApiUrl: string, slug: string, signal?: AbortSignal): Promise<BlogPost | null> {
  const query = new URLSearchParams({ 'where[slug][equals]': slug, limit: '1' });
  const [doc] = (await getPosts(blogApiUrl, query, signal)).docs;
  return doc ? toBlogPost(doc) : null;
}
