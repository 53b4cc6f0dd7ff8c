/**
 * The blog list in every state (loading, error, empty, loaded), its paging
 * through `?page=` and the request it sends. Global fetch (the network boundary) is the only fake.
 */
import { useEffect } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { paths } from 'shared/paths';
import { useSiteStore } from 'shared/site-store';
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
import { BlogListPage } from './BlogListPage';

let consoleError: jest.SpyInstance;

beforeEach(() => {
  setBlogConfig();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  restoreFetch();
  consoleError.mockRestore();
});

/** Where the router is now, for checking what the pager did to the URL. */
const current: { location?: Location } = {};

function LocationSpy() {
  const location = useLocation();
  useEffect(() => {
    current.location = location;
  });
  return null;
}

function renderList(url: string = paths.blog) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={paths.blog} element={<BlogListPage />} />
        <Route path={paths.blogPost} element={<h1>A post</h1>} />
      </Routes>
      <LocationSpy />
    </MemoryRouter>,
  );
}

/** Posts 1..n, newest first, as the host sorts them. */
const newestFirst = (count: number) => Array.from({ length: count }, (_, i) => apiPost(count - i));

const cards = () => screen.queryAllByRole('article');
const pager = () => screen.queryByRole('navigation', { name: 'Blog pages' });

test("the heading 'Our Blog' heads the page in every state", () => {
  serveNothingYet();
  renderList();
  expect(screen.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeInTheDocument();
});

describe('loading', () => {
  test("6 placeholders inside a busy 'Loading posts' status", () => {
    serveNothingYet();
    renderList();
    const status = screen.getByRole('status', { name: 'Loading posts' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(within(status).getAllByRole('listitem', { hidden: true })).toHaveLength(6);
    expect(cards()).toHaveLength(0);
  });

  test('waits for the run-time config before asking, then asks its blog host', async () => {
    useSiteStore.setState({ config: null });
    const fetchMock = serveBlogPosts(newestFirst(3));
    renderList();
    expect(screen.getByRole('status', { name: 'Loading posts' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => setBlogConfig());

    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(fetchMock.mock.calls[0]![0]).toMatch(new RegExp(`^${BLOG_API_URL}/api/posts\\?`));
  });
});

test('asks for 12 posts of page 1, newest published first', async () => {
  const fetchMock = serveBlogPosts(newestFirst(3));
  renderList();
  await screen.findAllByRole('article');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(requestedQuery(fetchMock)).toEqual({ page: '1', limit: '12', sort: '-publishedDate' });
});

describe('failure: the Coming Soon panel', () => {
  test.each([
    ['an error status', answer(500, { error: 'internal' })],
    ['a network failure', new TypeError('Failed to fetch')],
    ['an answer of another shape', answer(200, { posts: [] })],
  ])('%s', async (_name, outcome) => {
    serveBlogAnswer(outcome);
    renderList();
    expect(await screen.findByRole('heading', { level: 2, name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    expect(consoleError).toHaveBeenCalled();
  });
});

test("no posts: 'No blog posts found.'", async () => {
  serveBlogPosts([]);
  renderList();
  expect(await screen.findByText('No blog posts found.')).toBeInTheDocument();
  expect(cards()).toHaveLength(0);
  expect(pager()).not.toBeInTheDocument();
});

describe('one page', () => {
  test('every post as a card, and no pager', async () => {
    serveBlogPosts(newestFirst(5));
    renderList();
    expect(await screen.findAllByRole('article')).toHaveLength(5);
    expect(pager()).not.toBeInTheDocument();
    expect(screen.queryByText(/^Page \d+ of \d+$/)).not.toBeInTheDocument();
  });

  test('a card: the title linking to the post, the excerpt, the long date and the author', async () => {
    serveBlogPosts([
      apiPost(1, {
        slug: 'zero-data-egress',
        title: 'Zero Data Egress',
        excerpt: 'What never leaves.',
        publishedDate: '2025-05-06T00:00:00.000Z',
      }),
    ]);
    renderList();
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByRole('heading', { level: 2, name: 'Zero Data Egress' })).toBeInTheDocument();
    expect(within(card!).getByRole('link', { name: 'Zero Data Egress' })).toHaveAttribute(
      'href',
      '/blog/zero-data-egress',
    );
    expect(within(card!).getByText('What never leaves.')).toBeInTheDocument();
    expect(within(card!).getByText('May 6, 2025')).toHaveAttribute('datetime', '2025-05-06T00:00:00.000Z');
    expect(within(card!).getByText('By Priya Natarajan')).toBeInTheDocument();
  });

  test('a real Payload answer: extra fields, an unpopulated author, no excerpt, no published date', async () => {
    serveBlogPosts([
      apiPost(1, {
        id: 17,
        author: '6650f0c2a1b2c3d4e5f60718',
        excerpt: null,
        publishedDate: undefined,
        createdAt: '2026-02-03T10:00:00.000Z',
        updatedAt: '2026-02-04T10:00:00.000Z',
        _status: 'published',
      }),
    ]);
    renderList();
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).getByRole('link', { name: 'Post number 1' })).toBeInTheDocument();
    expect(within(card!).getByText('February 3, 2026')).toBeInTheDocument();
    expect(within(card!).queryByText(/^By /)).not.toBeInTheDocument();
  });
});

describe('several pages', () => {
  test("'Page 1 of 3' with next; next and previous change ?page", async () => {
    const user = userEvent.setup();
    const fetchMock = serveBlogPosts(newestFirst(30));
    renderList();

    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(within(pager()!).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager()!).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager()!).getByRole('link', { name: 'Next' }));
    expect(current.location?.search).toBe('?page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(requestedQuery(fetchMock, 1)).toMatchObject({ page: '2', limit: '12' });
    expect(screen.getByRole('link', { name: 'Post number 18' })).toBeInTheDocument();

    await user.click(within(pager()!).getByRole('link', { name: 'Previous' }));
    expect(current.location?.search).toBe('');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });

  test('the page comes from the URL, so a reload or a shared link lands on it', async () => {
    const fetchMock = serveBlogPosts(newestFirst(30));
    renderList('/blog?page=3');
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(requestedQuery(fetchMock)).toMatchObject({ page: '3' });
    expect(within(pager()!).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(pager()!).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(pager()!).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog?page=2');
  });

  test.each(['0', '-2', '1.5', 'two'])('?page=%s is read as the first page', async (value) => {
    const fetchMock = serveBlogPosts(newestFirst(30));
    renderList(`/blog?page=${value}`);
    await screen.findAllByRole('article');
    expect(requestedQuery(fetchMock)).toMatchObject({ page: '1' });
  });

  test('while the next page loads, the placeholders show again', async () => {
    const user = userEvent.setup();
    serveBlogPosts(newestFirst(30));
    renderList();
    await screen.findAllByRole('article');
    serveNothingYet();
    await user.click(within(pager()!).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Loading posts' })).toBeInTheDocument());
    expect(cards()).toHaveLength(0);
  });
});
