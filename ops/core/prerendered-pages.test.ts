import { prerenderedPagePath } from './prerendered-pages';

test('a path is its page file in the folder, relative and never outside it', () => {
  expect(prerenderedPagePath('/')).toBe('index.html');
  expect(prerenderedPagePath('/blog/a-post/')).toBe('blog/a-post/index.html');
  expect(prerenderedPagePath('/../../etc/./passwd')).toBe('etc/passwd/index.html');
});
