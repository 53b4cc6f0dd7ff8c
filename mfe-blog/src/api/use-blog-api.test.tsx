/**
 * The blog's pages on the server and in the hydration: the server render waits for the posts and
 * hands out what it rendered from; the browser hydrates that HTML from the page's data block with
 * no mismatch (`/blog?page=2` included: page 1 as rendered, then page 2), then asks the blog api
 * once and shows what changed since the render, the rendered page staying while it waits or when
 * the api fails; a page that is not hydrated loads as before. Global fetch (the network boundary)
 * is the only fake.
 */
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, render, screen, within } from '@testing-library/react';
import { text } from 'node:stream/consumers';
import { setImmediate } from 'node:timers';
import { MemoryRouter } from 'react-router-dom';
import { pageDataElement, type PageData } from 'shared/page-data';
import { blogPostHref, paths } from 'shared/paths';
import {
  answer,
  apiPost,
  requestedQuery,
  restoreFetch,
  serveBlogAnswer,
  serveBlogPosts,
  serveBlogPostsOnCue,
  serveNothingYet,
  setBlogConfig,
} from '../testing/blog-api';
import { BlogPages } from '../testing/blog-pages';

// React's Node renderer schedules its work with setImmediate, which jsdom's globals leave out.
Object.assign(globalThis, { setImmediate });

let consoleError: jest.SpyInstance;

beforeEach(() => {
  setBlogConfig();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** The hydrated roots, unmounted after each test as testing-library does its own. */
const roots: Root[] = [];

afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  restoreFetch();
  consoleError.mockRestore();
  document.body.innerHTML = '';
});

/**
 * As the shell's server render does it (shell/src/server-render.tsx), with modules of its own as
 * a server has: its own React, router and store, the store holding the run-time config.
 */
async function renderOnServer(url: string): Promise<{ html: string; data: PageData; errors: unknown[] }> {
  let rendered: { html: string; data: PageData; errors: unknown[] } | undefined;
  await jest.isolateModulesAsync(async () => {
    const { prerenderToNodeStream } = await import('react-dom/static.node');
    const { StaticRouter } = await import('react-router-dom');
    const { createPageDataLoads, PageDataContext } = await import('shared/page-data');
    const server = { ...(await import('../testing/blog-api')), ...(await import('../testing/blog-pages')) };
    server.setBlogConfig();
    const loads = createPageDataLoads();
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <PageDataContext.Provider value={loads}>
        <StaticRouter location={url}>
          <server.BlogPages />
        </StaticRouter>
      </PageDataContext.Provider>,
      { onError: (error) => void errors.push(error) },
    );
    rendered = { html: await text(prelude), data: loads.data, errors };
  });
  return rendered!;
}

/** The prerendered page in the document, hydrated at `url`; the hydration's recoverable errors. */
async function hydrate(url: string, page: { html: string; data: PageData }): Promise<unknown[]> {
  document.body.innerHTML = `<div id="root">${page.html}</div>${pageDataElement(page.data)}`;
  const hydrationErrors: unknown[] = [];
  await act(async () => {
    const root = hydrateRoot(
      document.getElementById('root')!,
      <MemoryRouter initialEntries={[url]}>
        <BlogPages />
      </MemoryRouter>,
      {
        onRecoverableError: (error) => void hydrationErrors.push(error),
      },
    );
    roots.push(root);
  });
  return hydrationErrors;
}

const post = apiPost(1, {
  slug: 'zero-data-egress',
  title: 'Zero Data Egress: What It Means',
  content:
    '<h2>Where AI systems leak</h2><p>Small <img src="x.png" alt="chart" onerror="alert(1)"></p><script>1</script>',
});

/** Posts 1..n, newest first, as the host sorts them. */
const newestFirst = (count: number) => Array.from({ length: count }, (_, i) => apiPost(count - i));

describe('on the server', () => {
  test('a post page waits for its post, renders it sanitised and hands out what it was rendered from', async () => {
    const fetchMock = serveBlogPosts([post]);
    const { html, data, errors } = await renderOnServer(blogPostHref('zero-data-egress'));
    expect(errors).toEqual([]);
    expect(html).toContain('<h1');
    expect(html).toContain('Zero Data Egress: What It Means</h1>');
    expect(html).toContain('<h2>Where AI systems leak</h2><p>Small <img src="x.png" alt="chart"></p>');
    expect(html).not.toMatch(/Loading post|onerror|<script/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(data).toEqual({
      'post zero-data-egress': expect.objectContaining({ slug: 'zero-data-egress', content: post.content }),
    });
  });

  test('the list renders its first page of posts', async () => {
    serveBlogPosts(newestFirst(14));
    const { html, data } = await renderOnServer(paths.blog);
    expect(html).toContain('Post number 14</a>');
    expect(html).toContain('Page 1 of 2');
    expect(Object.keys(data)).toEqual(['posts page 1']);
  });

  test('a blog api that cannot answer fails the render: no page with a skeleton', async () => {
    serveBlogAnswer(answer(503, {}));
    const { html, errors } = await renderOnServer(blogPostHref('zero-data-egress'));
    expect(errors).toEqual([expect.objectContaining({ message: expect.stringContaining('answered 503') })]);
    expect(html).not.toContain('Loading post');
  });
});

describe('the hydration', () => {
  test("renders a post from the page's data, with no mismatch, and keeps it while the api is asked", async () => {
    serveBlogPosts([post]);
    const page = await renderOnServer(blogPostHref('zero-data-egress'));
    const fetchMock = serveNothingYet();

    expect(await hydrate(blogPostHref('zero-data-egress'), page)).toEqual([]);

    expect(screen.getByRole('heading', { level: 1, name: 'Zero Data Egress: What It Means' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'chart' })).not.toHaveAttribute('onerror');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requestedQuery(fetchMock)).toMatchObject({ 'where[slug][equals]': 'zero-data-egress' });
  });

  test('a post corrected since the render shows its new text once the api has answered', async () => {
    serveBlogPosts([post]);
    const page = await renderOnServer(blogPostHref('zero-data-egress'));
    const fetchMock = serveBlogPosts([{ ...post, title: 'Zero Data Egress, corrected' }]);

    expect(await hydrate(blogPostHref('zero-data-egress'), page)).toEqual([]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Zero Data Egress, corrected' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test("a post removed since the render says 'Blog post not found.'", async () => {
    serveBlogPosts([post]);
    const page = await renderOnServer(blogPostHref('zero-data-egress'));
    serveBlogPosts([]);

    expect(await hydrate(blogPostHref('zero-data-egress'), page)).toEqual([]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog post not found.' })).toBeInTheDocument();
  });

  test('the list shows a post published since the render, after the rendered list and no skeleton', async () => {
    const posts = newestFirst(3);
    serveBlogPosts(posts);
    const page = await renderOnServer(paths.blog);
    const { fetchMock, answerNow } = serveBlogPostsOnCue([apiPost(4), ...posts]);

    expect(await hydrate(paths.blog, page)).toEqual([]);

    const titles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
    expect(titles()).toEqual(['Post number 3', 'Post number 2', 'Post number 1']);
    expect(screen.queryByRole('status', { name: 'Loading posts' })).not.toBeInTheDocument();
    await act(async () => answerNow());
    expect(titles()).toEqual(['Post number 4', 'Post number 3', 'Post number 2', 'Post number 1']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requestedQuery(fetchMock)).toMatchObject({ page: '1', limit: '12' });
  });

  test('an api that answers as rendered leaves the hydrated page as it is', async () => {
    serveBlogPosts([post]);
    const page = await renderOnServer(blogPostHref('zero-data-egress'));
    const fetchMock = serveBlogPosts([post]);

    await hydrate(blogPostHref('zero-data-egress'), page);
    const article = screen.getByRole('article');
    await act(async () => undefined);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('article')).toBe(article);
  });

  test('an api that fails after the render leaves the rendered page, with no error shown', async () => {
    serveBlogPosts([post]);
    const page = await renderOnServer(blogPostHref('zero-data-egress'));
    const consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveBlogAnswer(answer(503, {}));

    await hydrate(blogPostHref('zero-data-egress'), page);
    await act(async () => undefined);

    expect(screen.getByRole('heading', { level: 1, name: 'Zero Data Egress: What It Means' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load blog post.')).not.toBeInTheDocument();
    expect(consoleWarn).toHaveBeenCalledTimes(1);
    consoleWarn.mockRestore();
  });

  test('/blog?page=2 hydrates the first page it was rendered with, then shows page 2', async () => {
    const posts = newestFirst(14);
    serveBlogPosts(posts);
    const page = await renderOnServer(paths.blog);
    const fetchMock = serveBlogPosts(posts);

    expect(await hydrate(`${paths.blog}?page=2`, page)).toEqual([]);

    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Post number 2',
      'Post number 1',
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requestedQuery(fetchMock)).toMatchObject({ page: '2' });
  });
});

test('a page that is not hydrated loads as before, a data block in the document or not', async () => {
  serveBlogPosts([post]);
  const page = await renderOnServer(blogPostHref('zero-data-egress'));
  document.body.innerHTML = pageDataElement(page.data);
  const fetchMock = serveNothingYet();

  render(
    <MemoryRouter initialEntries={[blogPostHref('zero-data-egress')]}>
      <BlogPages />
    </MemoryRouter>,
  );

  expect(screen.getByRole('status', { name: 'Loading post' })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
