/**
 * The site header: logo home, the desktop menus, the Trial button (on home only after 500 px of
 * scroll, always elsewhere) and the mobile menu toggle.
 */
import * as Collapsible from '@radix-ui/react-collapsible';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'shared/router';
import { paths } from 'shared/paths';
import { ButtonLink } from 'shared/ui/button';
import { IconButton } from 'shared/ui/icon-button';
import { headerCopy } from '../../content/navigation';
import { DesktopNav } from './DesktopNav';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { useScrolledPast } from './use-scrolled-past';
import styles from './Header.module.scss';

const TRIAL_BUTTON_SCROLL_OFFSET = 500;

export function Header() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const scrolledPast = useScrolledPast(TRIAL_BUTTON_SCROLL_OFFSET);
  const trialVisible = pathname !== paths.home || scrolledPast;

  return (
    <Collapsible.Root asChild open={menuOpen} onOpenChange={setMenuOpen}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link className={styles.logoLink} to={paths.home} aria-label={headerCopy.homeLabel}>
            <Logo />
          </Link>
          <DesktopNav />
          <div className={styles.actions}>
            <div className={styles.trialSlot} data-state={trialVisible ? 'visible' : 'hidden'} inert={!trialVisible}>
              <ButtonLink to={headerCopy.trial.href} size="sm">
                {headerCopy.trial.label}
              </ButtonLink>
            </div>
            <Collapsible.Trigger asChild>
              <IconButton
                className={styles.menuToggle}
                aria-label={menuOpen ? headerCopy.closeMenu : headerCopy.openMenu}
              >
                {menuOpen ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
              </IconButton>
            </Collapsible.Trigger>
          </div>
        </div>
        <Collapsible.Content className={styles.mobilePanel}>
          <MobileMenu onNavigate={() => setMenuOpen(false)} />
        </Collapsible.Content>
      </header>
    </Collapsible.Root>
  );
}
