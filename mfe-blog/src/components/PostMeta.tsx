/** A post's date and byline, on its card and above its text. */
import { blogPostCopy } from '../content/blog-post';
import styles from './PostMeta.module.scss';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * 'September 16, 2025', en-US's long date. Read in UTC: a date-only value is midnight UTC, which
 * a visitor west of Greenwich would otherwise see as the day before. Written out rather than
 * asked of `toLocaleDateString`: a page's first Intl date format loads the browser's locale data,
 * 28–35 ms of one task on this machine while the post page first rendered.
 */
function formatPostDate(iso: string): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export interface PostMetaProps {
  /** ISO date; left out when absent or unreadable. */
  date?: string;
  authorName?: string;
  className?: string;
}

export function PostMeta({ date, authorName, className }: PostMetaProps) {
  const formatted = date === undefined ? undefined : formatPostDate(date);
  if (!formatted && !authorName) return null;
  return (
    <p className={className ? `${styles.meta} ${className}` : styles.meta}>
      {formatted && <time dateTime={date}>{formatted}</time>}
      {authorName && <span>{`${blogPostCopy.by} ${authorName}`}</span>}
    </p>
  );
}
