/**
 * The servers' question to the blog api about a post's slug: asked as the blog asks it, answered
 * from a real HTTP server standing in for the api; kept as long as the api's Cache-Control says.
 */
import { startBlogApi, type BlogApi } from '../testing/blog-api';
import { blogPostLookup, blogPostSlug } from './blog-posts';

let api: BlogApi;

beforeEach(async () => {
  api = await startBlogApi(['a-post']);
});

afterEach(() => api.close());

test('a post’s path gives its slug, decoded; other paths none', () => {
  expect(blogPostSlug('/blog/a-post')).toBe('a-post');
  expect(blogPostSlug('/blog/a-post/')).toBe('a-post');
  expect(blogPostSlug('/blog/caf%C3%A9')).toBe('café');
  for (const other of ['/blog', '/blog/', '/blog/a/b', '/about']) expect(blogPostSlug(other)).toBeUndefined();
});

test('the api says whether it knows a slug; a post published since is known at once without caching', async () => {
  const known = blogPostLookup();
  expect(await known(api.url, 'a-post')).toBe(true);
  expect(await known(api.url, 'never-existed')).toBe(false);
  api.slugs.add('never-existed');
  expect(await known(`${api.url}/`, 'never-existed')).toBe(true);
  expect(api.asked).toEqual(['a-post', 'never-existed', 'never-existed']);
});

test('an answer is kept as long as the api allows, then asked again', async () => {
  let now = 0;
  const known = blogPostLookup(() => now);
  api.cacheControl = 'public, max-age=60';
  expect(await known(api.url, 'new-post')).toBe(false);
  api.slugs.add('new-post');
  now = 59_000;
  expect(await known(api.url, 'new-post')).toBe(false);
  now = 60_000;
  expect(await known(api.url, 'new-post')).toBe(true);
  expect(api.asked).toEqual(['new-post', 'new-post']);
});

test('an api that does not answer, or not as a blog api, leaves the question open', async () => {
  const known = blogPostLookup();
  expect(await known(`${api.url}/elsewhere`, 'a-post')).toBeUndefined();
  await api.close();
  expect(await known(api.url, 'a-post')).toBeUndefined();
  api = await startBlogApi([]);
});
