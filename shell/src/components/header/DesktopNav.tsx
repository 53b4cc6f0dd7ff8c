/**
 * The desktop menu bar: Products and Solutions dropdowns (Radix navigation menu with the spec's
 * 200 ms hover delay and 300 ms skip delay; Radix closes after 150 ms) and the plain links.
 */
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import { Link } from 'shared/router';
import { headerCopy, headerLinks, productsMenu, solutionsMenu } from '../../content/navigation';
import styles from './DesktopNav.module.scss';

const MENU_DELAY_MS = 200;
const MENU_SKIP_DELAY_MS = 300;

export function DesktopNav() {
  return (
    <NavigationMenu.Root
      className={styles.root}
      aria-label={headerCopy.navLabel}
      delayDuration={MENU_DELAY_MS}
      skipDelayDuration={MENU_SKIP_DELAY_MS}
    >
      <NavigationMenu.List className={styles.list}>
        {[productsMenu, solutionsMenu].map((menu) => (
          <NavigationMenu.Item key={menu.label} className={styles.item}>
            <NavigationMenu.Trigger className={styles.trigger}>
              {menu.label}
              <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className={styles.content}>
              <ul className={styles.entries}>
                {menu.entries.map((entry) => (
                  <li key={entry.name}>
                    <NavigationMenu.Link asChild>
                      <Link className={styles.entry} to={entry.href}>
                        <span className={styles.entryName}>{entry.name}</span>
                        <span className={styles.entryDescription}>{entry.description}</span>
                      </Link>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
        {headerLinks.map((link) => (
          <NavigationMenu.Item key={link.label} className={styles.item}>
            <NavigationMenu.Link asChild>
              <Link className={styles.link} to={link.href}>
                {link.label}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
