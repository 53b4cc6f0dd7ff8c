/**
 * The site header: logo home, the desktop menus, the Trial button (on home only after 500 px of
 * scroll, always elsewhere) and the mobile menu toggle.
 *
 * The mobile menu is an HTML popover its toggle opens by itself (`popovertarget`): a tap works on
 * the server-rendered page before any script has run, and the browser gives Escape and a tap
 * outside for closing it. React follows the popover (its toggle events, and whether it was opened
 * before the hydration) for the toggle's name and `aria-expanded`.
 */
import { Menu, X } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type ToggleEvent } from 'react';
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
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const scrolledPast = useScrolledPast(TRIAL_BUTTON_SCROLL_OFFSET);
  const trialVisible = pathname !== paths.home || scrolledPast;

  // A menu opened on the server's page fired its toggle event before React listened; the
  // hydration renders it closed, as the server did, and this corrects it in the same commit.
  useLayoutEffect(() => {
    if (panel.current?.matches(':popover-open')) setMenuOpen(true);
  }, []);

  return (
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
          <IconButton
            className={styles.menuToggle}
            popoverTarget={panelId}
            aria-controls={panelId}
            aria-expanded={menuOpen}
            aria-label={menuOpen ? headerCopy.closeMenu : headerCopy.openMenu}
          >
            {/* Both icons: the stylesheet shows the one for the popover's state, scripts or not. */}
            <Menu className={styles.openIcon} size={24} aria-hidden="true" />
            <X className={styles.closeIcon} size={24} aria-hidden="true" />
          </IconButton>
        </div>
      </div>
      <div
        ref={panel}
        id={panelId}
        className={styles.mobilePanel}
        popover="auto"
        onToggle={(event: ToggleEvent<HTMLDivElement>) => {
          // React passes on the toggles of the menu's groups (`<details>`) too: only the panel's count.
          if (event.target === event.currentTarget) setMenuOpen(event.newState === 'open');
        }}
      >
        <MobileMenu onNavigate={() => panel.current?.hidePopover()} />
      </div>
    </header>
  );
}
