/**
 * The blog's posts (docs/architecture.md#blog-api): Markdown files with front matter kept in the
 * repository, so the marketing team publishes a post with a pull request. They are read,
 * validated and rendered to HTML once at start; a file breaking the schema stops the start with
 * its name and the broken field. `GET /api/posts` answers the subset of Payload CMS's REST API
 * the blog uses, in Payload's response shape, so the blog works against either.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import matter from 'gray-matter';
import { marked } from 'marked';
import { z } from 'zod';
import { invalid, type Issue } from '../app/errors';

export interface Post {
  /** The slug: stable across restarts and deployments, as a post's address must be. */
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** HTML rendered from the Markdown body. */
  content: string;
  author: { name: string };
  /** ISO timestamps, as Payload answers them. */
  publishedDate: string;
  createdAt: string;
}

/** Payload's paginated answer, every field of it, so Payload clients find what they expect. */
export interface PostsPage {
  docs: Post[];
  totalDocs: number;
  limit: number;
  totalPages: number;
  page: number;
  /** The 1-based position of the page's first document overall. */
  pagingCounter: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  prevPage: number | null;
  nextPage: number | null;
}

export class PostsError extends Error {
  override name = 'PostsError';
}

// ---------------------------------------------------------------------------------------------
// Loading
// ---------------------------------------------------------------------------------------------

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** YAML reads an unquoted `2025-09-16` as a Date and a quoted one as a string: both are accepted. */
const isoDate = z
  .union([z.date(), z.iso.date(), z.iso.datetime({ offset: true })], {
    error: 'must be an ISO date such as 2025-09-16',
  })
  .transform((value) => new Date(value).toISOString());

const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(1),
  slug: z.string().regex(SLUG, 'must be lower-case words joined by hyphens'),
  /** Shown on the post's card and as its page's meta description, which search engines cut near 160. */
  excerpt: z.string().trim().min(1).max(300),
  author: z.string().trim().min(1),
  publishedDate: isoDate,
  /** When the post was first drafted; the published date when absent. */
  createdAt: isoDate.optional(),
});

/** Reads every `*.md` file of the folder; throws one `PostsError` naming every broken file. */
export function loadPosts(dir: string): Post[] {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.md'))
      .sort();
  } catch (error) {
    throw new PostsError(`Cannot read the blog posts folder ${dir}: ${(error as Error).message}`);
  }
  const posts: Post[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const result = parsePost(file, readFileSync(path.join(dir, file), 'utf8'));
    if (typeof result === 'string') problems.push(result);
    else posts.push(result);
  }
  if (problems.length > 0) throw new PostsError(`Invalid blog posts in ${dir}:\n${problems.join('\n')}`);
  return posts;
}

/** One file to a post, or a message naming the file and what is wrong with it. */
function parsePost(file: string, source: string): Post | string {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source);
  } catch (error) {
    return `  ${file}: the front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`;
  }
  const result = frontMatterSchema.safeParse(parsed.data);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `    ${issue.path.join('.') || '(front matter)'}: ${issue.message}`,
    );
    return `  ${file}:\n${lines.join('\n')}`;
  }
  const { slug, author, createdAt, ...meta } = result.data;
  // The file name is the slug, so a post's address can be found from the folder listing.
  if (file !== `${slug}.md`) return `  ${file}: the file must be named after its slug, ${slug}.md`;
  if (parsed.content.trim() === '') return `  ${file}: the post has no body`;
  return {
    id: slug,
    slug,
    ...meta,
    content: marked.parse(parsed.content, { async: false }),
    author: { name: author },
    createdAt: createdAt ?? meta.publishedDate,
  };
}

// ---------------------------------------------------------------------------------------------
// Querying: page, limit, sort and where[slug][equals], as Payload reads them
// ---------------------------------------------------------------------------------------------

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;

export const sorts = ['-publishedDate', 'publishedDate', '-createdAt', 'createdAt', 'title', '-title'] as const;
type Sort = (typeof sorts)[number];

/** Fastify's query parser keeps bracketed keys whole (and decodes `%5B…%5D`), so this is one key. */
const SLUG_FILTER = 'where[slug][equals]';

function wholeNumber(max: number, message: string) {
  return z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, message);
}

const querySchema = z.strictObject({
  page: wholeNumber(Number.MAX_SAFE_INTEGER, 'must be a whole number of 1 or more').default(1),
  limit: wholeNumber(MAX_LIMIT, `must be a whole number from 1 to ${MAX_LIMIT}`).default(DEFAULT_LIMIT),
  sort: z.enum(sorts, { error: `must be one of ${sorts.join(', ')}` }).default('-publishedDate'),
  [SLUG_FILTER]: z.string({ error: 'must be given once' }).optional(),
});

export type PostsQuery = z.output<typeof querySchema>;

/** The query string checked; a 400 listing every bad parameter otherwise. */
export function parsePostsQuery(query: unknown): PostsQuery {
  const result = querySchema.safeParse(query ?? {});
  if (result.success) return result.data;
  const issues: Issue[] = result.error.issues.map((issue) => {
    const name = issue.path.map(String).join('.');
    return { path: name, message: name ? `${name} ${issue.message}` : issue.message };
  });
  throw invalid(issues);
}

function compareBy(sort: Sort): (a: Post, b: Post) => number {
  const field = sort.replace(/^-/, '') as 'publishedDate' | 'createdAt' | 'title';
  const direction = sort.startsWith('-') ? -1 : 1;
  return (a, b) => {
    // ISO timestamps of one format order correctly as strings; titles order as people read them.
    const order = field === 'title' ? a.title.localeCompare(b.title, 'en') : a[field].localeCompare(b[field]);
    // Ties fall back to the slug, so a page never shifts between two requests.
    return direction * order || a.slug.localeCompare(b.slug);
  };
}

export function queryPosts(posts: readonly Post[], { page, limit, sort, [SLUG_FILTER]: slug }: PostsQuery): PostsPage {
  const matching = slug === undefined ? [...posts] : posts.filter((post) => post.slug === slug);
  matching.sort(compareBy(sort));
  const totalDocs = matching.length;
  // Payload counts an empty result as one page.
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  const start = (page - 1) * limit;
  const hasPrevPage = page > 1;
  const hasNextPage = page < totalPages;
  return {
    docs: matching.slice(start, start + limit),
    totalDocs,
    limit,
    totalPages,
    page,
    pagingCounter: start + 1,
    hasPrevPage,
    hasNextPage,
    prevPage: hasPrevPage ? page - 1 : null,
    nextPage: hasNextPage ? page + 1 : null,
  };
}

/** Published posts change only with a deployment; a minute of caching spares the api most reads. */
export const POSTS_CACHE_CONTROL = 'public, max-age=60';

export function registerPostsRoute(app: FastifyInstance, posts: readonly Post[]): void {
  app.get(
    '/api/posts',
    {
      // Posts are public and read without credentials, so any origin may read them: the blog's
      // own origin, a remote's standalone dev server, a preview deployment. Set before the
      // handler, so a 400 is readable cross-origin too.
      onRequest: async (_request, reply) => {
        reply.header('access-control-allow-origin', '*');
      },
    },
    async (request, reply) => {
      const page = queryPosts(posts, parsePostsQuery(request.query));
      return reply.header('cache-control', POSTS_CACHE_CONTROL).send(page);
    },
  );
}
