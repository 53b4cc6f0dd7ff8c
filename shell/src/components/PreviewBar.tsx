/**
 * The bar of a browser previewing releases (a signed preview link swapped them in; the servers
 * name them in its `/app-config.json`, `previews`): each app and release, until when, and the
 * way out. Only that browser's configuration names previews, and it arrives after the app has
 * hydrated: the store's server snapshot, which the server render and the hydration read, is its
 * initial state, with no configuration, so neither shows the bar. It sits above the header, and
 * any other visitor's page has no trace of it.
 */
import { paths } from 'shared/paths';
import { useSiteStore } from 'shared/site-store';
import { shellCopy } from '../content/shell-copy';
import styles from './PreviewBar.module.scss';

const copy = shellCopy.preview;

/** `26 Nov 2026, 14:05`, in the visitor's own locale and time zone. */
const untilText = (expires: string) =>
  new Date(expires).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function PreviewBar() {
  const previews = Object.entries(useSiteStore((state) => state.config?.previews) ?? {}).flatMap(([app, preview]) =>
    preview ? [{ app, ...preview }] : [],
  );
  if (previews.length === 0) return null;
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
