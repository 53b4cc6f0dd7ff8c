/** The fetch module: what it asks for, and how it reads our api's and Payload's answers. */
import {
  answer,
  apiPost,
  BLOG_API_URL,
  requestedQuery,
  restoreFetch,
  serveBlogAnswer,
  serveBlogPosts,
} from '../testing/blog-api';
import { fetchPost, fetchPosts } from './posts';

afterEach(restoreFetch);

test('without a limit it asks for 10 posts of page 1, newest published first', async () => {
  const fetchMock = serveBlogPosts([apiPost(1)]);
  await fetchPosts(BLOG_API_URL);
  expect(requestedQuery(fetchMock)).toEqual({ page: '1', limit: '10', sort: '-publishedDate' });
});

test('a blog host with a path or a trailing slash keeps its path', async () => {
  const fetchMock = serveBlogPosts([apiPost(1)]);
  await fetchPosts('https://cms.example.test/payload/');
  expect(fetchMock.mock.calls[0]![0]).toMatch(/^https:\/\/cms\.example\.test\/payload\/api\/posts\?/);
});

test('reads docs, page and totalPages into posts with a date and an author name, without their text', async () => {
  serveBlogPosts(Array.from({ length: 25 }, (_, i) => apiPost(25 - i)));
  expect(await fetchPosts(BLOG_API_URL, { page: 2, limit: 12 })).toEqual({
    page: 2,
    totalPages: 3,
    posts: expect.arrayContaining([
      {
        slug: 'post-13',
        title: 'Post number 13',
        excerpt: 'What post 13 is about.',
        authorName: 'Priya Natarajan',
        date: '2025-03-14T00:00:00.000Z',
      },
    ]),
  });
});

test('a Payload post: unknown fields ignored, an author id is no name, rich text kept as it is', async () => {
  const richText = { root: { children: [] } };
  serveBlogPosts([
    apiPost(1, { id: 42, author: 7, content: richText, excerpt: undefined, publishedDate: null, updatedAt: 'x' }),
  ]);
  expect(await fetchPost(BLOG_API_URL, 'post-1')).toEqual({
    slug: 'post-1',
    title: 'Post number 1',
    excerpt: undefined,
    content: richText,
    authorName: undefined,
    date: '2025-03-02T00:00:00.000Z',
  });
});

test('a post that is not there is null', async () => {
  serveBlogPosts([apiPost(1)]);
  expect(await fetchPost(BLOG_API_URL, 'post-2')).toBeNull();
});

test.each([
  ['an error status', answer(503, {})],
  ['a list without docs', answer(200, { page: 1 })],
  ['a post without a slug', answer(200, { docs: [{ title: 'No slug' }] })],
])('%s rejects', async (_name, response) => {
  serveBlogAnswer(response);
  await expect(fetchPosts(BLOG_API_URL)).rejects.toThrow();
});
