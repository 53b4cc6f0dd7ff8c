/** The numbered contents of a legal document, each entry a link to its section's anchor. */
import { useEffect, useRef } from 'react';
import { useHydrating } from 'shared/hydrating';
import { useLocation } from 'shared/router';
import { AnchorLink } from './AnchorLink';
import styles from './TableOfContents.module.scss';

export interface ContentsEntry {
  /** The section's id, the anchor the entry links to. */
  id: string;
  /** The id of the section's heading, which receives focus. */
  headingId: string;
  /** The section's numbered heading, as the section shows it. */
  heading: string;
}

export interface TableOfContentsProps {
  id: string;
  headingId: string;
  label: string;
  entries: readonly ContentsEntry[];
  className?: string;
}

export function TableOfContents({ id, headingId, label, entries, className }: TableOfContentsProps) {
  // The section the address names is marked, so a visitor who followed a link sees where they are.
  // The server renders no hash, so neither does the hydration: a production hydration leaves an
  // attribute that differs as the server wrote it, and the entry would stay unmarked.
  const { hash: addressHash } = useLocation();
  const hash = useHydrating() ? '' : addressHash;
  const navRef = useRef<HTMLElement>(null);

  // Beside the text the contents scroll on their own; keep the marked entry in their view. Only the
  // contents' own scroll position moves: scrollIntoView would scroll the page as well.
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector('[aria-current]');
    if (!nav || !current) return;
    const box = nav.getBoundingClientRect();
    const entry = current.getBoundingClientRect();
    if (entry.top < box.top || entry.bottom > box.bottom) nav.scrollTop += entry.top - box.top - box.height / 2;
  }, [hash]);

  return (
    <nav
      ref={navRef}
      id={id}
      aria-labelledby={headingId}
      className={className ? `${styles.toc} ${className}` : styles.toc}
    >
      <h2 id={headingId} className={styles.heading} tabIndex={-1}>
        {label}
      </h2>
      <ol className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <AnchorLink
              targetId={entry.id}
              focusId={entry.headingId}
              className={styles.link}
              aria-current={hash === `#${entry.id}` ? 'location' : undefined}
            >
              {entry.heading}
            </AnchorLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
