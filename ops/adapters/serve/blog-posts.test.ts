/** The servers' question to the blog api about a post's slug, over the network to a real HTTP server standing in for the api. */
import { startBlogApi, type BlogApi } from '../../testing/blog-api';
import { blogPostLookup } from '../../core/blog-posts';

let api: BlogApi;

beforeEach(async () => {
  api = await startBlogApi(['a-post']);
});

afterEach(() => api.close());

test('the api says whether it knows a slug; a post published since is known at once without caching', async () => {
  const known = blogPostLookup(fetch);
  expect(await known(api.url, 'a-post')).toBe(true);
  expect(await known(api.url, 'never-existed')).toBe(false);
  api.slugs.add('never-existed');
  expect(await known(`${api.url}/`, 'never-existed')).toBe(true);
  expect(api.asked).toEqual(['a-post', 'never-existed', 'never-existed']);
});

test('an answer is kept as long as the api allows, then asked again', async () => {
  let now = 0;
  const known = blogPostLookup(fetch, () => now);
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
  const known = blogPostLookup(fetch);
  expect(await known(`${api.url}/elsewhere`, 'a-post')).toBeUndefined();
  await api.close();
  expect(await known(api.url, 'a-post')).toBeUndefined();
  api = await startBlogApi([]);
});
