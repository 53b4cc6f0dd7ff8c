/**
 * A blog post in every state: loading, found (title, long date, byline, HTML or serialised
 * content), hostile HTML made safe, not found, failed; its request, its title and description.
 * Global fetch (the network boundary) is the only fake.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { blogPostHref, paths } from 'shared/paths';
import {
  answer,
  apiPost,
  BLOG_API_URL,
  requestedQuery,
  restoreFetch,
  serveBlogAnswer,
  serveBlogPosts,
  serveNothingYet,
  setBlogConfig,
} from '../testing/blog-api';
import { BlogPostPage } from './BlogPostPage';

let consoleError: jest.SpyInstance;

beforeEach(() => {
  setBlogConfig();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  restoreFetch();
  consoleError.mockRestore();
});

function renderPost(slug = 'zero-data-egress') {
  return render(
    <MemoryRouter initialEntries={[blogPostHref(slug)]}>
      <Routes>
        <Route path={paths.blog} element={<h1>The list</h1>} />
        <Route path={paths.blogPost} element={<BlogPostPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const post = apiPost(1, {
  slug: 'zero-data-egress',
  title: 'Zero Data Egress: What It Means',
  excerpt: 'How to verify that nothing leaves.',
  content: '<h2>Where AI systems leak</h2><p>Small, <strong>well-meant</strong> data flows.</p>',
  author: { name: 'Priya Natarajan' },
  publishedDate: '2025-05-06T00:00:00.000Z',
  createdAt: '2025-04-20T00:00:00.000Z',
});

const title = () => screen.findByRole('heading', { level: 1, name: 'Zero Data Egress: What It Means' });

test("loading: placeholders in a busy 'Loading post' status, still under an h1", () => {
  serveNothingYet();
  renderPost();
  const status = screen.getByRole('status', { name: 'Loading post' });
  expect(status).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('heading', { level: 1, name: 'Loading post' })).toBeInTheDocument();
});

test('asks its blog host for the one post with this slug', async () => {
  const fetchMock = serveBlogPosts([post]);
  renderPost();
  await title();
  expect(fetchMock.mock.calls[0]![0]).toMatch(new RegExp(`^${BLOG_API_URL}/api/posts\\?`));
  expect(requestedQuery(fetchMock)).toEqual({ 'where[slug][equals]': 'zero-data-egress', limit: '1' });
});

describe('found', () => {
  test('the title, the date in en-US long format, the byline and the HTML content', async () => {
    serveBlogPosts([post]);
    renderPost();
    await title();
    expect(screen.getByText('May 6, 2025')).toHaveAttribute('datetime', '2025-05-06T00:00:00.000Z');
    expect(screen.getByText('By Priya Natarajan')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Where AI systems leak' })).toBeInTheDocument();
    expect(screen.getByText('well-meant').tagName).toBe('STRONG');
  });

  test('the back link leads to the list', async () => {
    const user = userEvent.setup();
    serveBlogPosts([post]);
    renderPost();
    await title();
    const back = screen.getByRole('link', { name: 'Back to Blog' });
    expect(back).toHaveAttribute('href', '/blog');
    await user.click(back);
    expect(screen.getByRole('heading', { level: 1, name: 'The list' })).toBeInTheDocument();
  });

  test('a midnight-UTC date is the same day west of Greenwich', async () => {
    // A visitor in California (UTC−7 in May): local time reads the day before. jest gives each
    // test file a copy of the environment, so TZ cannot change here; the local getters can.
    const californian = (read: (date: Date) => number) =>
      function (this: Date) {
        return read(new Date(this.getTime() - 7 * 3_600_000));
      };
    const getters = [
      jest.spyOn(Date.prototype, 'getFullYear').mockImplementation(californian((date) => date.getUTCFullYear())),
      jest.spyOn(Date.prototype, 'getMonth').mockImplementation(californian((date) => date.getUTCMonth())),
      jest.spyOn(Date.prototype, 'getDate').mockImplementation(californian((date) => date.getUTCDate())),
    ];
    try {
      expect(new Date('2025-05-06T00:00:00.000Z').getDate()).toBe(5);
      serveBlogPosts([post]);
      renderPost();
      await title();
      expect(screen.getByText('May 6, 2025')).toBeInTheDocument();
    } finally {
      for (const getter of getters) getter.mockRestore();
    }
  });

  test('without a published date the creation date is shown', async () => {
    serveBlogPosts([{ ...post, publishedDate: null }]);
    renderPost();
    await title();
    expect(screen.getByText('April 20, 2025')).toBeInTheDocument();
  });

  test.each([
    ['no author', undefined],
    ['an unpopulated author id', '6650f0c2a1b2c3d4e5f60718'],
    ['an author without a name', { id: 3 }],
  ])('with %s there is no byline', async (_name, author) => {
    serveBlogPosts([{ ...post, author }]);
    renderPost();
    await title();
    expect(screen.queryByText(/^By /)).not.toBeInTheDocument();
  });

  test('content that is not a string (Payload rich text) is shown serialised', async () => {
    const richText = { root: { type: 'root', children: [{ type: 'paragraph', children: [{ text: 'Hello' }] }] } };
    serveBlogPosts([{ ...post, content: richText }]);
    const { container } = renderPost();
    await title();
    expect(container.querySelector('pre')).toHaveTextContent(JSON.stringify(richText, null, 2), {
      normalizeWhitespace: false,
    });
  });

  test('hostile HTML is sanitised: no scripts, no event handlers, no javascript: links', async () => {
    const hostile = [
      '<p>Safe text</p>',
      '<script>window.hacked = true</script>',
      '<img src="x.png" alt="chart" onerror="window.hacked = true">',
      '<a href="javascript:window.hacked=true">Click me</a>',
      '<a href="https://www.veritenant.example/trust-center">Trust Center</a>',
      '<p onclick="window.hacked = true">Press</p>',
    ].join('');
    serveBlogPosts([{ ...post, content: hostile }]);
    const { container } = renderPost();
    await title();
    expect(screen.getByText('Safe text')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'chart' })).not.toHaveAttribute('onerror');
    expect(screen.getByText('Click me')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Trust Center' })).toHaveAttribute(
      'href',
      'https://www.veritenant.example/trust-center',
    );
    expect(screen.getByText('Press')).not.toHaveAttribute('onclick');
    expect(container.innerHTML).not.toMatch(/javascript:|onerror|onclick|hacked/);
  });

  test("sets the document's title and description, and gives the description back on leaving", async () => {
    document.head.innerHTML = '<meta name="description" content="The site">';
    serveBlogPosts([post]);
    const { unmount } = renderPost();
    await title();
    expect(document.title).toBe('Zero Data Egress: What It Means | Veritenant');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'How to verify that nothing leaves.',
    );
    unmount();
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'The site');
  });
});

describe('not found or failed: the message and a way back', () => {
  test.each([
    ['no post has the slug', () => serveBlogPosts([post]), 'Blog post not found.'],
    [
      'the host answers an error',
      () => serveBlogAnswer(answer(500, { error: 'internal' })),
      'Failed to load blog post.',
    ],
    ['the network fails', () => serveBlogAnswer(new TypeError('Failed to fetch')), 'Failed to load blog post.'],
    ['the answer has another shape', () => serveBlogAnswer(answer(200, { doc: post })), 'Failed to load blog post.'],
  ])('%s', async (_name, serve, message) => {
    const user = userEvent.setup();
    serve();
    renderPost('no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: message })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Blog' }));
    expect(screen.getByRole('heading', { level: 1, name: 'The list' })).toBeInTheDocument();
  });
});
