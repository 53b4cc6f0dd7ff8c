/** Field health (./field-health.ts) for the app's life, with a view for each page shown. */
import { useEffect } from 'react';
import { useLocation } from 'shared/router';
import { reportView, startFieldHealth } from './field-health';

export function FieldHealth() {
  const { pathname } = useLocation();
  useEffect(() => startFieldHealth(), []);
  useEffect(() => reportView(pathname), [pathname]);
  return null;
}
