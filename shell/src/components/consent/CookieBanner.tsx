/**
 * The cookie banner (docs/architecture.md#consent): with no valid stored choice it appears 1 s after load and
 * offers Accept All, Reject All (the close button rejects too) and Manage Preferences. While it
 * shows, the page keeps the bottom of the screen it covers clear of focused controls.
 */
import { X } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'shared/router';
import { paths } from 'shared/paths';
import { useSiteStore } from 'shared/site-store';
import { Button } from 'shared/ui/button';
import { IconButton } from 'shared/ui/icon-button';
import { consentCopy } from '../../content/consent-copy';
import styles from './CookieBanner.module.scss';

const BANNER_DELAY_MS = 1000;
/** Read by the page's scroll padding and the footer (shared/src/styles/global.scss). */
const CLEARANCE_PROPERTY = '--cookie-banner-clearance';

/**
 * Keeps focused controls clear of the banner while it shows. It sets how much of the screen's
 * bottom the banner takes, with a gap above it as wide as the one below, which the page's scroll
 * padding and the footer's room read; and as a text field scrolls into view only as far as its
 * caret, it scrolls a focused control the banner still covers clear of it.
 */
function useFocusKeptClear(banner: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = banner.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const { top, bottom } = element.getBoundingClientRect();
      const gapBelow = root.clientHeight - bottom;
      root.style.setProperty(CLEARANCE_PROPERTY, `${Math.ceil(root.clientHeight - top + gapBelow)}px`);
    });
    const revealFocused = (event: FocusEvent) => {
      const focused = event.target;
      if (!(focused instanceof Element) || !scrollsWithPage(focused)) return;
      if (focused.getBoundingClientRect().bottom > element.getBoundingClientRect().top) {
        focused.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      }
    };
    observer.observe(element);
    document.addEventListener('focusin', revealFocused);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', revealFocused);
      root.style.removeProperty(CLEARANCE_PROPERTY);
    };
  }, [banner, shown]);
}

/** False inside a layer fixed to the screen (the banner, a dialog, the toasts): scrolling cannot move it. */
function scrollsWithPage(element: Element): boolean {
  for (let current: Element | null = element; current && current !== document.body; current = current.parentElement) {
    if (getComputedStyle(current).position === 'fixed') return false;
  }
  return true;
}

export function CookieBanner() {
  const consentStatus = useSiteStore((state) => state.consentStatus);
  const privacySignal = useSiteStore((state) => state.privacySignal);
  const loadConsent = useSiteStore((state) => state.loadConsent);
  const acceptAll = useSiteStore((state) => state.acceptAll);
  const rejectAll = useSiteStore((state) => state.rejectAll);
  const openPreferences = useSiteStore((state) => state.openPreferences);
  const [delayOver, setDelayOver] = useState(false);
  const banner = useRef<HTMLElement>(null);
  const shown = consentStatus === 'unset' && delayOver;
  useFocusKeptClear(banner, shown);

  useEffect(() => {
    loadConsent();
    const timer = window.setTimeout(() => setDelayOver(true), BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loadConsent]);

  if (!shown) return null;
  const copy = consentCopy.banner;

  return (
    <section ref={banner} className={styles.banner} aria-label={copy.label}>
      <div className={styles.text}>
        <h2 className={styles.title}>{copy.title}</h2>
        <p>{copy.body}</p>
        <p>
          <Link to={paths.cookiePolicy}>{copy.policyLink}</Link>
        </p>
        {privacySignal && <p className={styles.signal}>{copy.privacySignal}</p>}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={openPreferences}>
          {copy.manage}
        </Button>
        <Button variant="secondary" onClick={rejectAll}>
          {copy.rejectAll}
        </Button>
        <Button onClick={acceptAll}>{copy.acceptAll}</Button>
      </div>
      <IconButton className={styles.close} aria-label={copy.close} onClick={rejectAll}>
        <X size={20} aria-hidden="true" />
      </IconButton>
    </section>
  );
}
