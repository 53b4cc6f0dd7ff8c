/**
 * A Products or Solutions menu's entries, each a link holding its name and description: the same
 * markup in the desktop dropdown and the phone menu, each styled by its own stylesheet. The
 * classes come one by one, not as the stylesheet's object: passed whole, that object ships in the
 * script with every class of the stylesheet instead of only these names inlined.
 */
import { Link } from 'shared/router';
import type { NavEntry } from '../../content/navigation';

/** The classes a menu gives its entry list, each entry, and an entry's name and description. */
type EntryClasses = Readonly<Record<'entries' | 'entry' | 'entryName' | 'entryDescription', string | undefined>>;

export function MenuEntries({
  entries,
  classes,
  onNavigate,
}: {
  entries: readonly NavEntry[];
  classes: EntryClasses;
  onNavigate?: () => void;
}) {
  return (
    <ul className={classes.entries}>
      {entries.map((entry) => (
        <li key={entry.name}>
          <Link className={classes.entry} to={entry.href} onClick={onNavigate}>
            <span className={classes.entryName}>{entry.name}</span>
            <span className={classes.entryDescription}>{entry.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
