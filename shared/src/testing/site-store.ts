/**
 * Test helper: puts the site store back as it was when first imported and empties both
 * storages. `jest.setup.ts` runs it before every test; a test may call it to start over.
 */
import { useSiteStore } from 'shared/site-store';

const initialSiteState = useSiteStore.getState();

export function resetSiteStore(): void {
  useSiteStore.setState(initialSiteState, true);
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
}
