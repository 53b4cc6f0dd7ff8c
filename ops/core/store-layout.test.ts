import { appFolder, canaryPagesListFile, canaryPagesRoot, pagesFolder, releaseFolder } from './store-layout';

test("a folder store's releases by app and id, its pages and its canaries' pages beside them", () => {
  expect(appFolder('/srv/releases', 'mfe-legal')).toBe('/srv/releases/mfe-legal');
  expect(releaseFolder('/srv/releases', 'mfe-legal', 'r1')).toBe('/srv/releases/mfe-legal/r1');
  expect(pagesFolder('/srv/releases')).toBe('/srv/releases/pages');
  expect(canaryPagesRoot('/srv/releases')).toBe('/srv/releases/canary-pages');
  expect(canaryPagesListFile('/srv/releases', 'mfe-legal', 'r2')).toBe(
    '/srv/releases/canary-pages/mfe-legal/r2/pages.json',
  );
});
