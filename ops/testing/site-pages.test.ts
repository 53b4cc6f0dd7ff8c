import { routedPageSchema } from 'shared/pages';
import { navigationLinks, reservedPaths } from 'shell/site-paths';
import { registeredPages } from './site-pages';

test('every registered page is a routed page, and no two remotes declare one path', () => {
  const pages = registeredPages();
  for (const page of pages) expect(routedPageSchema.safeParse(page).error).toBeUndefined();
  const paths = pages.map((page) => page.path);
  expect(new Set(paths).size).toBe(paths.length);
  expect(new Set(pages.map((page) => page.remote)).size).toBe(4);
});

test("every path the shell's navigation links to is a registered page, and no page takes a path the shell reserves", () => {
  const paths = registeredPages().map((page) => page.path);
  expect(navigationLinks.filter((link) => !paths.includes(link))).toEqual([]);
  expect(reservedPaths.filter((reserved) => paths.includes(reserved))).toEqual([]);
});
