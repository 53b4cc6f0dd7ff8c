/**
 * A post's text: HTML when the content is a string, otherwise (Payload's rich-text JSON, say)
 * shown serialised. The HTML comes from another host, so it is cut down to what an article is
 * made of: text, headings, lists, links, quotes, code, tables and images. Scripts, event
 * handlers, javascript: URLs, forms and their controls, frames, and `style` attributes (a
 * lookalike login box, a `url(javascript:…)` background) never reach the page.
 */
import { purify } from '#purify';
import { useMemo } from 'react';
import styles from './PostContent.module.scss';

/** The elements an article needs; everything else is removed, its text kept. */
const ARTICLE_TAGS = [
  ...['p', 'br', 'hr', 'div', 'span', 'h2', 'h3', 'h4', 'h5', 'h6'],
  ...['a', 'em', 'strong', 'b', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'small', 'mark', 'abbr', 'cite', 'q'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'pre', 'code', 'kbd', 'samp'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'img', 'figure', 'figcaption'],
];

const ARTICLE_ATTRIBUTES = [
  ...['href', 'title', 'id', 'lang', 'dir', 'cite', 'datetime'],
  ...['src', 'alt', 'width', 'height', 'loading'],
  ...['colspan', 'rowspan', 'scope', 'start', 'reversed'],
];

/** The same rules on the server and in the browser: the hydration finds the HTML it would make. */
export function sanitizePostHtml(html: string): string {
  return purify.sanitize(html, { ALLOWED_TAGS: ARTICLE_TAGS, ALLOWED_ATTR: ARTICLE_ATTRIBUTES });
}

export function PostContent({ content }: { content: unknown }) {
  const html = useMemo(() => (typeof content === 'string' ? sanitizePostHtml(content) : undefined), [content]);
  if (html !== undefined) return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />;
  if (content === null || content === undefined) return null;
  return <pre className={styles.serialized}>{JSON.stringify(content, null, 2)}</pre>;
}
