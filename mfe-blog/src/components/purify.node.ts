/**
 * DOMPurify in Node (the server render, `#purify` under the `node` condition): it needs a DOM to
 * parse into, and jsdom's parser and serialiser follow the HTML standard as browsers do, so a
 * post's HTML comes out of the server as the browser's hydration makes it.
 */
import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';

export const purify = createDOMPurify(new JSDOM('').window as unknown as WindowLike);
