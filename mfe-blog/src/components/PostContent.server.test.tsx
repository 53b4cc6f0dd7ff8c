/**
 * @jest-environment node
 */
/**
 * A post's body rendered on the server (the prerender): sanitised by the same rules as in the
 * browser, into the same HTML, never left out or left raw.
 */
import { renderToString } from 'react-dom/server';
import { articlePost, hostilePost, sanitised } from '../testing/post-html';
import { PostContent, sanitizePostHtml } from './PostContent';

test.each([
  ['hostile', hostilePost, sanitised.hostilePost],
  ['ordinary', articlePost, sanitised.articlePost],
])('an %s post is sanitised in Node into the HTML the browser makes of it', (_name, post, expected) => {
  expect(typeof window).toBe('undefined');
  expect(sanitizePostHtml(post)).toBe(expected);
});

test('the server renders the sanitised body in place', () => {
  const html = renderToString(<PostContent content={hostilePost} />);
  expect(html).toContain(sanitised.hostilePost.trim());
  expect(html).not.toMatch(/<script|onerror|javascript:|<form|<iframe/);
});
