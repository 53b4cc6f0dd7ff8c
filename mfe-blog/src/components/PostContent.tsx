/**
 * A post's text (spec section 2): HTML when the content is a string, sanitised first because it
 * comes from another host (scripts, event handlers and javascript: URLs removed); anything else,
 * such as Payload's rich-text JSON, shown serialised.
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from './PostContent.module.scss';

function sanitize(html: string): string {
  // DOMPurify needs a DOM: without one (a server render) nothing unsanitised is ever emitted.
  return DOMPurify.isSupported ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) : '';
}

export function PostContent({ content }: { content: unknown }) {
  const html = useMemo(() => (typeof content === 'string' ? sanitize(content) : undefined), [content]);
  if (html !== undefined) return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />;
  if (content === null || content === undefined) return null;
  return <pre className={styles.serialized}>{JSON.stringify(content, null, 2)}</pre>;
}
