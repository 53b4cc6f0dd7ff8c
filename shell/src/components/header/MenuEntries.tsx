/**
 * A Products or Solutions menu's entries, each a link holding its name and description: the same
 * markup in the desktop dropdown and the phone menu, each styled by its own stylesheet.
 */
import { Link } from 'shared/router';
import type { NavEntry } from '../../content/navigation';

/** The classes a menu gives its entry list, each entry, and an entry's name and description. */
type EntryClasses = Readonly<Record<'entries' | 'entry' | 'entryName' | 'entryDescription', string>>;

export function MenuEntries({
  entries,
  styles,
  onNavigate,
}: {
  entries: readonly NavEntry[];
  styles: EntryClasses;
  onNavigate?: () => void;
}) {
  return (
    <ul className={styles.entries}>
      {entries.map((entry) => (
        <li key={entry.name}>
          <Link className={styles.entry} to={entry.href} onClick={onNavigate}>
            <span className={styles.entryName}>{entry.name}</span>
            <span className={styles.entryDescription}>{entry.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
