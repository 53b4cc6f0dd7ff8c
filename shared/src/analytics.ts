/**
 * Google Analytics 4, loaded only after the visitor allows analytics (docs/architecture.md#consent): IP
 * anonymised, a page_view per route change, a campaign_view when utm parameters arrive.
 * Campaign parameters are kept in sessionStorage for the visit. Every function runs in the
 * browser on demand; nothing happens at import.
 */

export const CAMPAIGN_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type CampaignParameter = (typeof CAMPAIGN_PARAMETERS)[number];
export type Campaign = Partial<Record<CampaignParameter, string>>;

/** Spec section 9: analytics cookies last up to 12 months (gtag.js would keep them for 2 years). */
export const ANALYTICS_COOKIE_MONTHS = 12;
const ANALYTICS_COOKIE_SECONDS = ANALYTICS_COOKIE_MONTHS * 30 * 24 * 60 * 60;

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

/** Whether a query string brought any campaign parameters (most visits bring none). */
export function hasCampaign(campaign: Campaign): boolean {
  return Object.keys(campaign).length > 0;
}

/** Keeps a visit's campaign parameters for the session, whatever the consent. */
export function rememberCampaign(campaign: Campaign, storage: Storage): void {
  for (const [key, value] of Object.entries(campaign)) storage.setItem(key, value);
}

/** The measurement id while analytics runs; null before consent and after withdrawal. */
let runningMeasurementId: string | null = null;

/** Starts GA4 (again): defines gtag once, configured without automatic page views, adds the script once. */
export function startAnalytics(measurementId: string): void {
  runningMeasurementId = measurementId;
  setTrackingDisabled(measurementId, false);
  const win = analyticsWindow();
  if (!win.gtag) {
    win.dataLayer = win.dataLayer ?? [];
    // gtag.js reads the `arguments` object itself, not an array copy of it.
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js tells commands from data by the Arguments object
      win.dataLayer?.push(arguments);
    };
    win.gtag('js', new Date());
    win.gtag('config', measurementId, {
      anonymize_ip: true,
      send_page_view: false,
      cookie_expires: ANALYTICS_COOKIE_SECONDS,
    });
  }
  if (document.getElementById(GA_SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = GA_SCRIPT_ID;
  script.async = true;
  script.src = `${GA_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

/** Sends an event while analytics runs; a no-op before consent and after withdrawal. */
export function trackEvent(name: string, parameters: Record<string, unknown>): void {
  if (runningMeasurementId) analyticsWindow().gtag?.('event', name, parameters);
}

export function trackPageView(pathWithQuery: string): void {
  trackEvent('page_view', { page_path: pathWithQuery, page_location: window.location.href });
}

export function trackCampaign(campaign: Campaign): void {
  if (hasCampaign(campaign)) trackEvent('campaign_view', campaign);
}

/**
 * Consent withdrawn: no more events leave the page (gtag.js's own `ga-disable` switch, and ours)
 * and the `_ga` cookies it set are deleted, on this host and its parent domains. gtag.js stays
 * loaded, so consent given again in the same visit resumes tracking.
 */
export function stopAnalytics(measurementId: string): void {
  runningMeasurementId = null;
  setTrackingDisabled(measurementId, true);
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
