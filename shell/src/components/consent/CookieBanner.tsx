/**
 * The cookie banner (docs/architecture.md#consent): with no valid stored choice it appears 1 s after load and
 * offers Accept All, Reject All (the close button rejects too) and Manage Preferences.
 */
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'shared/router';
import { paths } from 'shared/paths';
import { useSiteStore } from 'shared/site-store';
import { Button } from 'shared/ui/button';
import { IconButton } from 'shared/ui/icon-button';
import { consentCopy } from '../../content/consent-copy';
import styles from './CookieBanner.module.scss';

const BANNER_DELAY_MS = 1000;

export function CookieBanner() {
  const consentStatus = useSiteStore((state) => state.consentStatus);
  const privacySignal = useSiteStore((state) => state.privacySignal);
  const loadConsent = useSiteStore((state) => state.loadConsent);
  const acceptAll = useSiteStore((state) => state.acceptAll);
  const rejectAll = useSiteStore((state) => state.rejectAll);
  const openPreferences = useSiteStore((state) => state.openPreferences);
  const [delayOver, setDelayOver] = useState(false);

  useEffect(() => {
    loadConsent();
    const timer = window.setTimeout(() => setDelayOver(true), BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loadConsent]);

  if (consentStatus !== 'unset' || !delayOver) return null;
  const copy = consentCopy.banner;

  return (
    <section className={styles.banner} aria-label={copy.label}>
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
