import { blogPostLookup, blogPostSlug, type Get } from './blog-posts';

test('a post’s path gives its slug, decoded; other paths none', () => {
  expect(blogPostSlug('/blog/a-post')).toBe('a-post');
  expect(blogPostSlug('/blog/a-post/')).toBe('a-post');
  expect(blogPostSlug('/blog/caf%C3%A9')).toBe('café');
  for (const other of ['/blog', '/blog/', '/blog/a/b', '/about']) expect(blogPostSlug(other)).toBeUndefined();
});

test('the lookup asks the api for the slug as the blog does, and keeps an answer as long as it allows', async () => {
  const asked: string[] = [];
  let now = 0;
  const get: Get = async (url) => {
    asked.push(url);
    return Response.json({ docs: [] }, { headers: { 'Cache-Control': 'public, max-age=60' } });
  };
  const known = blogPostLookup(get, () => now);
  expect(await known('http://blog.test/', 'a post')).toBe(false);
  now = 59_000;
  expect(await known('http://blog.test', 'a post')).toBe(false);
  now = 60_000;
  expect(await known('http://blog.test', 'a post')).toBe(false);
  expect(asked).toEqual([
    'http://blog.test/api/posts?where%5Bslug%5D%5Bequals%5D=a+post&limit=1',
    'http://blog.test/api/posts?where%5Bslug%5D%5Bequals%5D=a+post&limit=1',
  ]);
});

test('a lookup the api does not answer, or not as a blog api, is left open', async () => {
  const failing: Get = async () => {
    throw new Error('connection refused');
  };
  expect(await blogPostLookup(failing)('http://blog.test', 'a-post')).toBeUndefined();
  const notBlog: Get = async () => new Response('not found', { status: 404 });
  expect(await blogPostLookup(notBlog)('http://blog.test', 'a-post')).toBeUndefined();
});
