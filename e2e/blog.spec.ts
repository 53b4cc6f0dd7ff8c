/**
 * The blog in the composed site against the real api and its Markdown posts: the list, a post
 * opened from it (title, date, author, text, the way back), and a slug nobody wrote (404).
 */
import { expect, test, type APIRequestContext } from './support/test';
import { apiApp, localOrigin } from 'shared/remotes';
import { seedConsent } from './support/consent';

const POSTS_URL = `${localOrigin(apiApp.port)}/api/posts`;
const PAGE_SIZE = 12;

interface ApiPost {
  slug: string;
  title: string;
  excerpt: string;
  author: { name: string };
  publishedDate: string;
}

async function newestPosts(request: APIRequestContext): Promise<{ docs: ApiPost[]; totalDocs: number }> {
  const response = await request.get(`${POSTS_URL}?limit=${PAGE_SIZE}&sort=-publishedDate`);
  expect(response.ok()).toBe(true);
  return response.json();
}

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
});

test('the list shows the newest posts of the api, a card each', async ({ page, request }) => {
  const { docs, totalDocs } = await newestPosts(request);
  expect(totalDocs).toBeGreaterThanOrEqual(6);

  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(Math.min(PAGE_SIZE, totalDocs));
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(docs.map((post) => post.title));
  const pager = page.getByRole('navigation', { name: 'Blog pages' });
  if (totalDocs > PAGE_SIZE) await expect(pager).toContainText(`Page 1 of ${Math.ceil(totalDocs / PAGE_SIZE)}`);
  else await expect(pager).toHaveCount(0);
});

test('a post opened from the list: title, long date, author, text, and back to the list', async ({ page, request }) => {
  const [newest] = (await newestPosts(request)).docs;
  if (!newest) throw new Error('The api has no posts');

  await page.goto('/blog');
  await page.getByRole('link', { name: newest.title, exact: true }).click();

  await expect(page).toHaveURL(`/blog/${newest.slug}`);
  const article = page.getByRole('main').getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: newest.title })).toBeVisible();
  const longDate = new Date(newest.publishedDate).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  await expect(article.getByText(longDate, { exact: true })).toBeVisible();
  await expect(article.getByText(`By ${newest.author.name}`, { exact: true })).toBeVisible();
  // The Markdown arrives as HTML: the text's own section headings and paragraphs.
  await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await article.locator('p').count()).toBeGreaterThan(5);
  await expect(page).toHaveTitle(`${newest.title} | Veritenant`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', newest.excerpt);

  await article.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
});

test("an unknown slug answers 404 and says 'Blog post not found.' with a 'Back to Blog' button", async ({ page }) => {
  const response = await page.goto('/blog/no-such-post');
  // No soft 404: the server asked the blog api (ops/core/blog-posts.ts); the page keeps its headers.
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 1, name: 'Blog post not found.' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});
