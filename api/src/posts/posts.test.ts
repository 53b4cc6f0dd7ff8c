import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultPostsDir } from '../app/env';
import { loadPosts, MAX_LIMIT, PostsError, sorts, type Post, type PostsPage } from './posts';
import { removeTempDirs, SITE_ORIGIN, startTestApi, tempDir, type TestApi } from '../testing/harness';

/** One post file: front matter lines as written (so YAML's own date handling is exercised), then the body. */
function markdown(frontMatter: Record<string, string>, body = 'A paragraph of the post.'): string {
  const lines = Object.entries(frontMatter).map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}\n`;
}

function writePosts(files: Record<string, string>): string {
  const dir = tempDir();
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, name), source);
  return dir;
}

function validFrontMatter(slug: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: `'Title of ${slug}'`,
    slug,
    excerpt: `'Excerpt of ${slug}.'`,
    author: 'Priya Natarajan',
    publishedDate: '2025-09-16',
    ...overrides,
  };
}

/**
 * 25 posts whose four orders all differ: published on days 1 to 25 of a month, created in the
 * reverse order, titled in an order unrelated to both.
 */
const TOTAL = 25;
const titles = Array.from({ length: TOTAL }, (_, i) => `${String.fromCharCode(97 + ((i * 7) % TOTAL))} post`);
const slugOf = (i: number) => `post-${String(i + 1).padStart(2, '0')}`;
const day = (n: number) => `2025-10-${String(n).padStart(2, '0')}`;

const fixtureFiles = Object.fromEntries(
  Array.from({ length: TOTAL }, (_, i) => [
    `${slugOf(i)}.md`,
    markdown({
      title: titles[i]!,
      slug: slugOf(i),
      excerpt: `Excerpt ${i + 1}`,
      author: i % 2 ? 'Daniel Reyes' : 'Priya Natarajan',
      publishedDate: day(i + 1),
      createdAt: `'${day(TOTAL - i)}T09:30:00Z'`,
    }),
  ]),
);

let api: TestApi;
let postsUrl: string;

beforeAll(async () => {
  api = await startTestApi({ posts: loadPosts(writePosts(fixtureFiles)) });
  postsUrl = `${api.url}/api/posts`;
});

afterAll(async () => {
  await api.close();
  removeTempDirs();
});

interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
}

async function get<T = PostsPage>(query: string, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const response = await fetch(`${postsUrl}${query}`, { headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

const slugs = (page: PostsPage) => page.docs.map((post) => post.slug);

describe('GET /api/posts: paging', () => {
  test('by default: page 1 of 10, newest published first, in Payload’s shape', async () => {
    const { status, body } = await get('');
    expect(status).toBe(200);
    expect({ ...body, docs: slugs(body) }).toEqual({
      docs: Array.from({ length: 10 }, (_, i) => slugOf(TOTAL - 1 - i)),
      totalDocs: 25,
      limit: 10,
      totalPages: 3,
      page: 1,
      pagingCounter: 1,
      hasPrevPage: false,
      hasNextPage: true,
      prevPage: null,
      nextPage: 2,
    });
  });

  test('a middle page', async () => {
    const { body } = await get('?page=2&limit=12&sort=-publishedDate');
    expect(body).toMatchObject({ page: 2, limit: 12, totalPages: 3, pagingCounter: 13, prevPage: 1, nextPage: 3 });
    expect(body).toMatchObject({ hasPrevPage: true, hasNextPage: true });
    expect(slugs(body)).toEqual(Array.from({ length: 12 }, (_, i) => slugOf(TOTAL - 13 - i)));
  });

  test('the last page holds the rest', async () => {
    const { body } = await get('?page=3&limit=12');
    expect(slugs(body)).toEqual([slugOf(0)]);
    expect(body).toMatchObject({ hasNextPage: false, nextPage: null, hasPrevPage: true, prevPage: 2 });
  });

  test('a page past the last is empty, as in Payload', async () => {
    const { status, body } = await get('?page=9');
    expect(status).toBe(200);
    expect(body).toMatchObject({ docs: [], page: 9, totalPages: 3, totalDocs: 25, hasNextPage: false });
  });

  test(`limit up to ${MAX_LIMIT} returns everything on one page`, async () => {
    const { body } = await get(`?limit=${MAX_LIMIT}`);
    expect(body.docs).toHaveLength(TOTAL);
    expect(body).toMatchObject({ totalPages: 1, hasNextPage: false, hasPrevPage: false });
  });

  test('no posts at all: one empty page', async () => {
    const empty = await startTestApi({ posts: [] });
    try {
      const response = await fetch(`${empty.url}/api/posts`);
      expect(await response.json()).toMatchObject({ docs: [], totalDocs: 0, totalPages: 1, page: 1 });
    } finally {
      await empty.close();
    }
  });
});

describe('GET /api/posts: sort', () => {
  const all = Array.from({ length: TOTAL }, (_, i) => i);
  const expected: Record<(typeof sorts)[number], string[]> = {
    publishedDate: all.map(slugOf),
    '-publishedDate': all.map(slugOf).reverse(),
    createdAt: all.map(slugOf).reverse(),
    '-createdAt': all.map(slugOf),
    title: [...all].sort((a, b) => titles[a]!.localeCompare(titles[b]!)).map(slugOf),
    '-title': [...all].sort((a, b) => titles[b]!.localeCompare(titles[a]!)).map(slugOf),
  };

  test.each(sorts)('sort=%s', async (sort) => {
    const { body } = await get(`?sort=${encodeURIComponent(sort)}&limit=${TOTAL}`);
    expect(slugs(body)).toEqual(expected[sort]);
  });
});

describe('GET /api/posts: where[slug][equals]', () => {
  test('finds the one post, with every field of the contract', async () => {
    const { body } = await get('?where[slug][equals]=post-07&limit=1');
    expect(body).toMatchObject({ totalDocs: 1, totalPages: 1, page: 1, limit: 1 });
    expect(body.docs).toEqual<Post[]>([
      {
        id: 'post-07',
        slug: 'post-07',
        title: titles[6]!,
        excerpt: 'Excerpt 7',
        content: '<p>A paragraph of the post.</p>\n',
        author: { name: 'Priya Natarajan' },
        publishedDate: '2025-10-07T00:00:00.000Z',
        createdAt: '2025-10-19T09:30:00.000Z',
      },
    ]);
  });

  test('the key may come URL-encoded, as browsers and Payload clients send it', async () => {
    const { body } = await get(`?${encodeURIComponent('where[slug][equals]')}=post-07&limit=1`);
    expect(slugs(body)).toEqual(['post-07']);
  });

  test('an unknown slug answers an empty list, not an error', async () => {
    const { status, body } = await get('?where[slug][equals]=no-such-post&limit=1');
    expect(status).toBe(200);
    expect(body).toMatchObject({ docs: [], totalDocs: 0, totalPages: 1 });
  });
});

describe('GET /api/posts: bad parameters answer 400 with the reason', () => {
  const reason = (path: string, message: string) => ({ error: 'invalid', issues: [{ path, message }] });
  const page = 'page must be a whole number of 1 or more';
  const limit = `limit must be a whole number from 1 to ${MAX_LIMIT}`;

  test.each([
    ['page=0', reason('page', page)],
    ['page=-1', reason('page', page)],
    ['page=1.5', reason('page', page)],
    ['page=two', reason('page', page)],
    ['page=', reason('page', page)],
    ['page=1&page=2', reason('page', page)],
    ['limit=0', reason('limit', limit)],
    [`limit=${MAX_LIMIT + 1}`, reason('limit', limit)],
    ['limit=ten', reason('limit', limit)],
    ['sort=author', reason('sort', `sort must be one of ${sorts.join(', ')}`)],
    ['sort=-', reason('sort', `sort must be one of ${sorts.join(', ')}`)],
    [
      'where[slug][equals]=a&where[slug][equals]=b',
      reason('where[slug][equals]', 'where[slug][equals] must be given once'),
    ],
    ['where[title][equals]=x', reason('', 'Unrecognized key: "where[title][equals]"')],
    ['depth=2', reason('', 'Unrecognized key: "depth"')],
  ])('?%s', async (query, answer) => {
    const { status, body, headers } = await get<unknown>(`?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual(answer);
    expect(headers.get('cache-control')).toBeNull();
  });

  test('every bad parameter is named at once', async () => {
    const { body } = await get<{ issues: { path: string }[] }>('?page=0&limit=0&sort=x');
    expect(body.issues.map((issue) => issue.path)).toEqual(['page', 'limit', 'sort']);
  });
});

describe('GET /api/posts: headers', () => {
  test('answers are cacheable for a minute', async () => {
    const { headers } = await get('');
    expect(headers.get('cache-control')).toBe('public, max-age=60');
    expect(headers.get('content-type')).toMatch(/^application\/json/);
  });

  test.each([SITE_ORIGIN, 'http://localhost:3003', 'https://preview.veritenant.example'])(
    'any origin may read the public posts (%s), errors included',
    async (origin) => {
      expect((await get('', { origin })).headers.get('access-control-allow-origin')).toBe('*');
      expect((await get('?page=0', { origin })).headers.get('access-control-allow-origin')).toBe('*');
    },
  );

  test('the form endpoint keeps its allow-list', async () => {
    const preflight = await fetch(`${api.url}/api/forms`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('loadPosts', () => {
  test('renders Markdown to HTML once: headings, emphasis, lists, links, tables, code', () => {
    const body = [
      '## A heading',
      '',
      'Some **strong** and *emphasised* text with [a link](https://www.veritenant.example).',
      '',
      '- one',
      '- two',
      '',
      '| a | b |',
      '| - | - |',
      '| 1 | 2 |',
      '',
      '```yaml',
      'retention: 90d',
      '```',
    ].join('\n');
    const [post] = loadPosts(writePosts({ 'a-post.md': markdown(validFrontMatter('a-post'), body) }));
    expect(post!.content).toContain('<h2>A heading</h2>');
    expect(post!.content).toContain('<strong>strong</strong> and <em>emphasised</em>');
    expect(post!.content).toContain('<a href="https://www.veritenant.example">a link</a>');
    expect(post!.content).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(post!.content).toContain('<table>');
    expect(post!.content).toContain('<pre><code class="language-yaml">retention: 90d');
  });

  test('reads only *.md files; createdAt defaults to the published date', () => {
    const dir = writePosts({
      'a-post.md': markdown(validFrontMatter('a-post', { publishedDate: "'2025-09-16T08:00:00+02:00'" })),
      'README.txt': 'Not a post.',
    });
    expect(loadPosts(dir)).toEqual([
      expect.objectContaining({
        slug: 'a-post',
        publishedDate: '2025-09-16T06:00:00.000Z',
        createdAt: '2025-09-16T06:00:00.000Z',
      }),
    ]);
  });

  test('invalid front matter stops the load, naming every file and field', () => {
    const dir = writePosts({
      'good.md': markdown(validFrontMatter('good')),
      'no-title.md': markdown({ ...validFrontMatter('no-title'), title: "''" }),
      'bad-date.md': markdown(validFrontMatter('bad-date', { publishedDate: 'last tuesday' })),
      'typo.md': markdown(validFrontMatter('typo', { publishDate: '2025-09-16' })),
      'Bad_Slug.md': markdown(validFrontMatter('Bad_Slug')),
      'long-excerpt.md': markdown(validFrontMatter('long-excerpt', { excerpt: 'x'.repeat(301) })),
      'no-author.md': markdown(
        Object.fromEntries(Object.entries(validFrontMatter('no-author')).filter(([key]) => key !== 'author')),
      ),
    });
    let error: unknown;
    try {
      loadPosts(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PostsError);
    const message = (error as PostsError).message;
    expect(message).toContain(`Invalid blog posts in ${dir}:`);
    expect(message).toMatch(/no-title\.md:\n\s+title: /);
    expect(message).toMatch(/bad-date\.md:\n\s+publishedDate: must be an ISO date such as 2025-09-16/);
    expect(message).toMatch(/typo\.md:\n\s+\(front matter\): Unrecognized key: "publishDate"/);
    expect(message).toMatch(/Bad_Slug\.md:\n\s+slug: must be lower-case words joined by hyphens/);
    expect(message).toMatch(/long-excerpt\.md:\n\s+excerpt: /);
    expect(message).toMatch(/no-author\.md:\n\s+author: /);
    expect(message).not.toContain('good.md');
  });

  test.each([
    [
      'YAML that does not parse',
      'broken.md',
      '---\ntitle: [unclosed\n---\n\nBody\n',
      /broken\.md: the front matter is not valid YAML/,
    ],
    [
      'a file not named after its slug',
      'other-name.md',
      markdown(validFrontMatter('a-post')),
      /other-name\.md: the file must be named after its slug, a-post\.md/,
    ],
    [
      'a post without a body',
      'a-post.md',
      markdown(validFrontMatter('a-post'), ''),
      /a-post\.md: the post has no body/,
    ],
  ])('%s stops the load', (_name, file, source, message) => {
    expect(() => loadPosts(writePosts({ [file]: source }))).toThrow(message);
  });

  test('a missing folder stops the load, naming it', () => {
    const missing = path.join(tempDir(), 'nowhere');
    expect(() => loadPosts(missing)).toThrow(`Cannot read the blog posts folder ${missing}`);
  });

  test('the repository’s own posts load: at least six, each complete', () => {
    const posts = loadPosts(defaultPostsDir);
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    for (const post of posts) {
      expect(post.author.name).not.toBe('');
      expect(post.content).toMatch(/^<p>/);
      expect(post.publishedDate >= post.createdAt).toBe(true);
    }
  });
});
