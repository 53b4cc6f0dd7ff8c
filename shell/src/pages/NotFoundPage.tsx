/** The 404 page (docs/product.md#routes-and-screens): owned by the shell, so it works whatever the remotes do. */
import { useEffect } from 'react';
import { Link, useLocation } from 'shared/router';
import { paths } from 'shared/paths';
import { shellCopy } from '../content/shell-copy';
import { DocumentTitle } from '../components/DocumentTitle';
import styles from './NotFoundPage.module.scss';

export function NotFoundPage() {
  const { pathname } = useLocation();
  const copy = shellCopy.notFound;

  // A warning, not an error: a visitor following a stale link is expected traffic, not a fault of
  // the page, and an error in the console would count against it (Lighthouse's Best Practices).
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <DocumentTitle title={copy.documentTitle} />
      <p className={styles.code}>{copy.code}</p>
      <h1 id="not-found-title">{copy.title}</h1>
      <p>{copy.body}</p>
      <Link className={styles.home} to={paths.home}>
        {copy.returnHome}
      </Link>
    </section>
  );
}
