/**
 * The bar of a browser previewing releases (a signed preview link swapped them in; the servers
 * name them in its `/app-config.json`, `previews`): each app and release, until when, and the
 * way out. Only that browser's configuration names previews, and it is read after the app has
 * hydrated, so neither the server's HTML nor the hydration shows the bar; it floats over the
 * page, so it shifts nothing, and any other visitor's page has no trace of it.
 */
import { useHydrating } from 'shared/hydrating';
import { paths } from 'shared/paths';
import { useSiteStore } from 'shared/site-store';
import { shellCopy } from '../content/shell-copy';
import styles from './PreviewBar.module.scss';

const copy = shellCopy.preview;

/** `26 Nov 2026, 14:05`, in the visitor's own locale and time zone. */
const untilText = (expires: string) =>
  new Date(expires).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function PreviewBar() {
  const hydrating = useHydrating();
  const previews = useSiteStore((state) => state.config?.previews);
  if (hydrating || !previews?.length) return null;
  return (
    <aside className={styles.bar} aria-label={copy.label}>
      <p className={styles.previews}>
        {copy.previewing}{' '}
        {previews.map(({ app, release, expires }, index) => (
          <span key={app} className={styles.preview}>
            {index > 0 && ', '}
            <strong>{app}</strong> <code>{release}</code> {copy.until}{' '}
            <time dateTime={expires}>{untilText(expires)}</time>
          </span>
        ))}
      </p>
      {/* A page load, not a route change: the server clears the cookies. */}
      <a className={styles.exit} href={paths.previewExit}>
        {copy.exit}
      </a>
    </aside>
  );
}
