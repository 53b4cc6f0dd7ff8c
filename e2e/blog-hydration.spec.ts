/**
 * The blog's prerendered pages in the browser: the HTML served is the server's render with the
 * posts in it (no skeleton) and the data it was rendered from; the app hydrates it from that data,
 * with no request to the blog api and no hydration error; `/blog?page=2` hydrates the first page it
 * was rendered with, then shows the second.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { apiApp, localOrigin } from 'shared/remotes';
import { seedConsent } from './support/consent';
import { collectPageErrors } from './support/page-errors';

const POSTS_URL = `${localOrigin(apiApp.port)}/api/posts`;
const PAGE_SIZE = 12;

interface ApiPosts {
  docs: { slug: string; title: string }[];
}

async function postsPage(request: APIRequestContext, page: number): Promise<ApiPosts> {
  const response = await request.get(`${POSTS_URL}?page=${page}&limit=${PAGE_SIZE}&sort=-publishedDate`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/** The console's errors and the blog api's requests, from the page's first byte on. */
function watch(page: Page): { errors: string[]; apiRequests: string[] } {
  const seen = { errors: collectPageErrors(page), apiRequests: [] as string[] };
  page.on('request', (request) => {
    if (request.url().startsWith(POSTS_URL)) seen.apiRequests.push(new URL(request.url()).search);
  });
  return seen;
}

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
});

test('a post: its text in the HTML with its data, hydrated from that data without a request', async ({
  page,
  request,
}) => {
  const [newest] = (await postsPage(request, 1)).docs;
  if (!newest) throw new Error('The api has no posts');
  const seen = watch(page);

  const served = await (await page.goto(`/blog/${newest.slug}`))!.text();

  expect(served).toContain(`${newest.title}</h1>`);
  expect(served).not.toContain('Loading post');
  expect(served).toContain('<script type="application/json" id="page-data">');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: newest.title })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(seen.apiRequests).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test('/blog?page=2 hydrates the first page as rendered, then shows the second', async ({ page, request }) => {
  const [first, second] = [await postsPage(request, 1), await postsPage(request, 2)];
  const seen = watch(page);

  const served = await (await page.goto('/blog?page=2'))!.text();

  for (const post of first.docs) expect(served).toContain(`>${post.title}</a>`);
  const cards = page.getByRole('main').getByRole('article');
  if (second.docs.length > 0) {
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(second.docs.map((post) => post.title));
  } else {
    await expect(page.getByText('No blog posts found.')).toBeVisible();
    await expect(cards).toHaveCount(0);
  }
  expect(seen.apiRequests).toEqual([expect.stringContaining('page=2')]);
  expect(seen.errors).toEqual([]);
});
