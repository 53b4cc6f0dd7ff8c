/**
 * Runs analytics only while the visitor allows it and a measurement id is configured: starts
 * GA4 on consent (telling Google Consent Mode the visitor's choice, and any later change), stops
 * it and clears its cookies on withdrawal, and sends a page_view (path plus query) and any
 * campaign_view on every route change. Campaign parameters are kept for
 * the session whatever the consent; they leave the browser only with it.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'shared/router';
import {
  campaignFromSearch,
  hasCampaign,
  rememberCampaign,
  startAnalytics,
  stopAnalytics,
  trackCampaign,
  trackPageView,
} from 'shared/analytics';
import { selectAnalyticsAllowed, useSiteStore } from 'shared/site-store';

export function AnalyticsTracker() {
  const { pathname, search } = useLocation();
  const measurementId = useSiteStore((state) => state.config?.gaMeasurementId ?? '');
  const allowed = useSiteStore(selectAnalyticsAllowed);
  const marketing = useSiteStore((state) => state.consent?.marketing === true);
  const active = allowed && measurementId !== '';
  const wasActive = useRef(false);
  const campaign = useMemo(() => campaignFromSearch(search), [search]);

  useEffect(() => {
    // Without a campaign sessionStorage is not even opened: that alone cost a page's hydration
    // 2–9 ms in CPU profiles.
    if (hasCampaign(campaign)) rememberCampaign(campaign, window.sessionStorage);
  }, [campaign]);

  useEffect(() => {
    // Runs again when marketing consent changes, to update Google Consent Mode's ad signals.
    if (active) startAnalytics(measurementId, { analytics: true, marketing });
    else if (wasActive.current) stopAnalytics(measurementId);
    wasActive.current = active;
  }, [active, measurementId, marketing]);

  useEffect(() => {
    if (!active) return;
    trackPageView(`${pathname}${search}`);
    trackCampaign(campaign);
  }, [active, pathname, search, campaign]);

  return null;
}
