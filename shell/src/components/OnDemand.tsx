/**
 * Parts of the frame most visits never use, loaded the first time they are needed rather than
 * with every page: the preference dialog (Radix dialog, focus trap, scroll lock, switches)
 * when a visitor opens it, the toaster when the first message arrives.
 */
import { lazy, Suspense, useState } from 'react';
import { useSiteStore } from 'shared/site-store';

const CookiePreferencesDialog = lazy(() =>
  import('./consent/CookiePreferencesDialog').then((module) => ({ default: module.CookiePreferencesDialog })),
);
const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

/** True from the first render where `value` is true on: a part once loaded stays mounted. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

export function PreferencesDialogOnDemand() {
  const wanted = useOnceTrue(useSiteStore((state) => state.preferencesOpen));
  return wanted ? (
    <Suspense fallback={null}>
      <CookiePreferencesDialog />
    </Suspense>
  ) : null;
}

export function ToasterOnDemand() {
  const wanted = useOnceTrue(useSiteStore((state) => state.toasts.length > 0));
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
