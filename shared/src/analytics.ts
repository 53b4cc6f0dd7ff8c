/**
 * Google Analytics 4, loaded only after the visitor allows analytics (spec section 7): IP
 * anonymised, a page_view per route change, a campaign_view when utm parameters arrive.
 * Campaign parameters are kept in sessionStorage for the visit. Every function runs in the
 * browser on demand; nothing happens at import.
 */

export const CAMPAIGN_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type CampaignParameter = (typeof CAMPAIGN_PARAMETERS)[number];
export type Campaign = Partial<Record<CampaignParameter, string>>;

const GA_SCRIPT_ID = 'ga4-script';
const GA_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

function analyticsWindow(): AnalyticsWindow {
  return window as AnalyticsWindow;
}

/** gtag.js's documented opt-out switch: `window['ga-disable-<id>'] = true`. */
function setTrackingDisabled(measurementId: string, disabled: boolean): void {
  (window as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`] = disabled;
}

/** The utm_* parameters of a query string; empty when it has none. */
export function campaignFromSearch(search: string): Campaign {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const key of CAMPAIGN_PARAMETERS) {
    const value = params.get(key);
    if (value) campaign[key] = value;
  }
  return campaign;
}

/** Keeps a visit's campaign parameters for the session, whatever the consent. */
export function rememberCampaign(campaign: Campaign, storage: Storage): void {
  for (const [key, value] of Object.entries(campaign)) storage.setItem(key, value);
}

/** Adds the GA4 script once and configures it without automatic page views. */
export function startAnalytics(measurementId: string): void {
  setTrackingDisabled(measurementId, false);
  const win = analyticsWindow();
  if (document.getElementById(GA_SCRIPT_ID)) return;
  win.dataLayer = win.dataLayer ?? [];
  // gtag.js reads the `arguments` object itself, not an array copy of it.
  win.gtag = function gtag() {
    win.dataLayer?.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', measurementId, { anonymize_ip: true, send_page_view: false });
  const script = document.createElement('script');
  script.id = GA_SCRIPT_ID;
  script.async = true;
  script.src = `${GA_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

/** Sends an event if analytics is running; a no-op otherwise. */
export function trackEvent(name: string, parameters: Record<string, unknown>): void {
  analyticsWindow().gtag?.('event', name, parameters);
}

export function trackPageView(pathWithQuery: string): void {
  trackEvent('page_view', { page_path: pathWithQuery, page_location: window.location.href });
}

export function trackCampaign(campaign: Campaign): void {
  if (Object.keys(campaign).length > 0) trackEvent('campaign_view', campaign);
}

/**
 * Consent withdrawn: tells gtag.js to stop, forgets the command queue and deletes the `_ga`
 * cookies it set, on this host and its parent domains.
 */
export function stopAnalytics(measurementId: string): void {
  setTrackingDisabled(measurementId, true);
  const win = analyticsWindow();
  delete win.gtag;
  win.dataLayer = [];
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter((name) => name === '_ga' || name.startsWith('_ga_') || name === '_gid' || name.startsWith('_gat'));
  const hostParts = window.location.hostname.split('.');
  const domains = hostParts.map((_, index) => hostParts.slice(index).join('.'));
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/; domain=${domain}`;
  }
}
