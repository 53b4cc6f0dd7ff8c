/**
 * The blog's prerendered pages in the browser: the HTML served is the server's render with the
 * posts in it (no skeleton) and the data it was rendered from; the app hydrates it from that data
 * with no hydration error, then asks the blog api once and shows what changed since the render (a
 * post published or corrected: the api's answer is changed where the browser receives it, the
 * e2e api reading its posts once at start), with no skeleton in between; `/blog?page=2` hydrates
 * the first page it was rendered with, then shows the second.
 */
import { expect, test, type APIRequestContext, type Page, type Route } from './support/test';
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

/** Whether a skeleton of the blog was ever in the page, from its first byte on. */
async function watchSkeletons(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const seen = { skeleton: false };
    Object.assign(window, { blogSkeletonSeen: seen });
    new MutationObserver(() => {
      seen.skeleton ||= document.querySelector('[aria-label="Loading posts"], [aria-label="Loading post"]') !== null;
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { blogSkeletonSeen: { skeleton: boolean } }).blogSkeletonSeen.skeleton);
}

/** The blog api's answers as the browser receives them, changed by `change` (the api's own answer is real). */
async function changeBlogApi(
  page: Page,
  change: (answer: { docs: Record<string, unknown>[] }, query: URLSearchParams) => void,
) {
  await page.route(`${POSTS_URL}?*`, async (route: Route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { docs: Record<string, unknown>[] };
    change(answer, new URL(route.request().url()).searchParams);
    await route.fulfill({ response, json: answer });
  });
}

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
});

test('a post: its text in the HTML with its data, hydrated from that data, then asked for once', async ({
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
  await expect.poll(() => seen.apiRequests).toEqual([expect.stringContaining(`=${newest.slug}&`)]);
  expect(seen.errors).toEqual([]);
});

test('a post published after the render is on /blog without a new render, the rendered list shown first', async ({
  page,
  request,
}) => {
  const [newest] = (await postsPage(request, 1)).docs;
  if (!newest) throw new Error('The api has no posts');
  const published = {
    ...newest,
    id: 'published-now',
    slug: 'published-after-the-render',
    title: 'Published After the Render',
  };
  await changeBlogApi(page, (answer, query) => {
    if (!query.has('where[slug][equals]')) answer.docs = [published, ...answer.docs].slice(0, PAGE_SIZE);
  });
  const skeletonSeen = await watchSkeletons(page);
  const seen = watch(page);

  const served = await (await page.goto('/blog'))!.text();

  expect(served).not.toContain(published.title);
  expect(served).toContain(`>${newest.title}</a>`);
  const cards = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
  await expect(cards.first()).toHaveText(published.title);
  await expect(cards.nth(1)).toHaveText(newest.title);
  expect(await skeletonSeen()).toBe(false);
  expect(seen.apiRequests).toHaveLength(1);
  expect(seen.errors).toEqual([]);
});

test('a post corrected after the render shows its correction without a new render', async ({ page, request }) => {
  const [newest] = (await postsPage(request, 1)).docs;
  if (!newest) throw new Error('The api has no posts');
  const corrected = `${newest.title} (corrected)`;
  await changeBlogApi(page, (answer) => {
    answer.docs = answer.docs.map((post) => (post.slug === newest.slug ? { ...post, title: corrected } : post));
  });
  const skeletonSeen = await watchSkeletons(page);

  const served = await (await page.goto(`/blog/${newest.slug}`))!.text();

  expect(served).toContain(`${newest.title}</h1>`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(corrected);
  await expect(page).toHaveTitle(`${corrected} | Veritenant`);
  expect(await skeletonSeen()).toBe(false);
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
