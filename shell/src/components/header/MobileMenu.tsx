/**
 * The mobile menu panel: collapsible Products and Solutions groups (`<details>`, which open on a
 * tap before any script has run, as the panel's popover does) and the plain links. It closes when
 * any of its links is followed.
 */
import { ChevronDown } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'shared/router';
import { headerLinks, productsMenu, solutionsMenu } from '../../content/navigation';
import { MenuEntries } from './MenuEntries';
import styles from './MobileMenu.module.scss';

const entryClasses = {
  entries: styles.entries,
  entry: styles.entry,
  entryName: styles.entryName,
  entryDescription: styles.entryDescription,
};

export function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) onNavigate();
  };
  return (
    <nav className={styles.panel} aria-label="Mobile" onClick={closeOnLink}>
      {[productsMenu, solutionsMenu].map((menu) => (
        <details key={menu.label}>
          <summary className={styles.groupTrigger}>
            {menu.label}
            <ChevronDown className={styles.chevron} size={18} aria-hidden="true" />
          </summary>
          <MenuEntries entries={menu.entries} classes={entryClasses} />
        </details>
      ))}
      {headerLinks.map((link) => (
        <Link key={link.label} className={styles.link} to={link.href}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
