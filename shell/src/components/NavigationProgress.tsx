/**
 * A bar along the top of the window while the page a visitor asked for is on its way. A navigation
 * is the router's transition, which keeps the page they left on screen until the next page's module
 * is in; the address changes at once, the router's location once the next page is ready, so the two
 * differ while it is on its way. The bar shows only after a moment (its stylesheet), so a quick
 * navigation shows nothing. The address is read from the Navigation API's entry changes (a link's
 * `pushState` included) and `popstate`; a browser without that API shows the bar on back and
 * forward only.
 */
import { useSyncExternalStore } from 'react';
import { useLocation } from 'shared/router';
import { shellCopy } from '../content/shell-copy';
import styles from './NavigationProgress.module.scss';

function subscribeToAddress(onChange: () => void): () => void {
  // Typed as always there; not in every browser yet.
  const navigation = 'navigation' in window ? window.navigation : undefined;
  navigation?.addEventListener('currententrychange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    navigation?.removeEventListener('currententrychange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const currentAddress = () => window.location.pathname + window.location.search;
/** None on the server and while hydrating: the page the server rendered is the one on screen. */
const noAddress = () => null;

export function NavigationProgress() {
  const { pathname, search } = useLocation();
  const address = useSyncExternalStore(subscribeToAddress, currentAddress, noAddress);
  if (address === null || address === pathname + search) return null;
  return <div className={styles.bar} role="progressbar" aria-label={shellCopy.loadingPage} />;
}
