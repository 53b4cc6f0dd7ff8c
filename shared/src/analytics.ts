/**
 * Google Analytics 4, loaded only after the visitor allows analytics (docs/architecture.md#consent): IP
 * anonymised, a page_view per route change, a campaign_view when utm parameters arrive.
 * Campaign parameters are kept in sessionStorage for the visit. Google Consent Mode v2 is told
 * the visitor's choice: every signal denied by default, then updated to what they allowed.
 * Every function runs in the browser on demand; nothing happens at import.
 */
import type { ConsentPreferences } from 'shared/consent';

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

type ConsentModeValue = 'granted' | 'denied';

/** Google Consent Mode v2's signals: analytics consent grants storage for analytics, marketing the three ad signals. */
export interface ConsentModeSignals {
  analytics_storage: ConsentModeValue;
  ad_storage: ConsentModeValue;
  ad_user_data: ConsentModeValue;
  ad_personalization: ConsentModeValue;
}

const value = (granted: boolean): ConsentModeValue => (granted ? 'granted' : 'denied');

export function consentModeSignals({ analytics, marketing }: ConsentPreferences): ConsentModeSignals {
  return {
    analytics_storage: value(analytics),
    ad_storage: value(marketing),
    ad_user_data: value(marketing),
    ad_personalization: value(marketing),
  };
}

const allDenied = consentModeSignals({ analytics: false, marketing: false });

/** The measurement id while analytics runs; null before consent and after withdrawal. */
let runningMeasurementId: string | null = null;
/** The signals Consent Mode was last told, so an unchanged choice is not pushed again. */
let consentModeState = JSON.stringify(allDenied);

function updateConsentMode(signals: ConsentModeSignals): void {
  const next = JSON.stringify(signals);
  if (next === consentModeState) return;
  consentModeState = next;
  analyticsWindow().gtag?.('consent', 'update', signals);
}

/**
 * Starts GA4 (again), or tells it a changed choice: defines gtag once with Consent Mode's
 * defaults all denied, configured without automatic page views, adds the script once, and
 * updates Consent Mode to the visitor's preferences.
 */
export function startAnalytics(measurementId: string, preferences: ConsentPreferences): void {
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
    // Before anything else, so no command ever runs with more than the visitor allowed.
    win.gtag('consent', 'default', allDenied);
    consentModeState = JSON.stringify(allDenied);
    updateConsentMode(consentModeSignals(preferences));
    win.gtag('js', new Date());
    win.gtag('config', measurementId, {
      anonymize_ip: true,
      send_page_view: false,
      cookie_expires: ANALYTICS_COOKIE_SECONDS,
    });
  }
  updateConsentMode(consentModeSignals(preferences));
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
 * Consent withdrawn: Consent Mode is told every signal is denied, no more events leave the page
 * (gtag.js's own `ga-disable` switch, and ours) and the `_ga` cookies it set are deleted, on this
 * host and its parent domains. gtag.js stays loaded, so consent given again in the same visit
 * resumes tracking.
 */
export function stopAnalytics(measurementId: string): void {
  updateConsentMode(allDenied);
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
