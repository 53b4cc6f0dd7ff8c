/** 'Page X of Y' between previous and next links; the page lives in the URL (`?page=2`). */
import type { To } from 'shared/router';
import { Button, ButtonLink } from 'shared/ui/button';
import { blogListCopy } from '../content/blog-list';
import styles from './Pager.module.scss';

/** The list's own URL with that page: page 1 is the bare list, so it has one address. */
function pageLink(page: number): To {
  return { search: page > 1 ? `?page=${page}` : '' };
}

export function Pager({ page, totalPages }: { page: number; totalPages: number }) {
  const copy = blogListCopy.pager;
  return (
    <nav className={styles.pager} aria-label={copy.label}>
      {page > 1 ? (
        <ButtonLink to={pageLink(page - 1)} variant="secondary" rel="prev" data-direction="previous">
          {copy.previous}
        </ButtonLink>
      ) : (
        <Button variant="secondary" disabled data-direction="previous">
          {copy.previous}
        </Button>
      )}
      <p className={styles.status}>{copy.status(page, totalPages)}</p>
      {page < totalPages ? (
        <ButtonLink to={pageLink(page + 1)} variant="secondary" rel="next" data-direction="next">
          {copy.next}
        </ButtonLink>
      ) : (
        <Button variant="secondary" disabled data-direction="next">
          {copy.next}
        </Button>
      )}
    </nav>
  );
}
