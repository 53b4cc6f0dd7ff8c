import { routedPageSchema } from 'shared/pages';
import { registeredPages } from './site-pages';

test('every registered page is a routed page, and no two remotes declare one path', () => {
  const pages = registeredPages();
  for (const page of pages) expect(routedPageSchema.safeParse(page).error).toBeUndefined();
  const paths = pages.map((page) => page.path);
  expect(new Set(paths).size).toBe(paths.length);
  expect(new Set(pages.map((page) => page.remote)).size).toBe(4);
});
