/**
 * The stored cookie choice (docs/architecture.md#consent): what is kept, when it expires, and the browser
 * privacy signals that keep non-essential categories off until the visitor turns them on.
 * Storage is passed in, so nothing here touches the browser at import time.
 */
import { site } from 'shared/site';

export const CONSENT_VERSION = '1.0';
export const CONSENT_VALIDITY_MONTHS = 13;
/**
 * How long the api keeps a consent record by default (CONSENT_RETENTION_MONTHS): while the
 * consent is valid, plus a year in which it may still have to be proven.
 */
export const CONSENT_RECORD_RETENTION_MONTHS = CONSENT_VALIDITY_MONTHS + 12;
/** Dispatched on `window` whenever a choice is saved; `detail` is the saved ConsentChoice. */
export const CONSENT_CHANGED_EVENT = 'consent-changed';

export interface ConsentPreferences {
  analytics: boolean;
  marketing: boolean;
}

export interface ConsentChoice extends ConsentPreferences {
  necessary: true;
  /** ISO 8601 time the choice was made. */
  timestamp: string;
  version: string;
  /**
   * The random id the consent records of this visitor carry (docs/architecture.md#consent-records),
   * kept across later changes; absent from a choice stored before records were kept.
   */
  consentId?: string;
}

export const rejectedPreferences: ConsentPreferences = { analytics: false, marketing: false };
export const acceptedPreferences: ConsentPreferences = { analytics: true, marketing: true };

export function consentExpiry(choice: ConsentChoice): Date {
  const expiry = new Date(choice.timestamp);
  expiry.setMonth(expiry.getMonth() + CONSENT_VALIDITY_MONTHS);
  return expiry;
}

function isConsentChoice(value: unknown): value is ConsentChoice {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    candidate.necessary === true &&
    typeof candidate.analytics === 'boolean' &&
    typeof candidate.marketing === 'boolean' &&
    typeof candidate.timestamp === 'string' &&
    !Number.isNaN(Date.parse(candidate.timestamp)) &&
    typeof candidate.version === 'string' &&
    (candidate.consentId === undefined || typeof candidate.consentId === 'string')
  );
}

/**
 * The visitor's stored choice, or null when there is none. A choice that is unreadable, of
 * another version or older than 13 months is removed, so the banner asks again.
 */
export function readStoredConsent(storage: Storage, now: Date): ConsentChoice | null {
  let raw: string | null;
  try {
    raw = storage.getItem(site.consentStorageKey);
  } catch (error) {
    console.error('Could not read cookie preferences', error);
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // An unreadable value is treated like an outdated one: removed below.
  }
  if (isConsentChoice(parsed) && parsed.version === CONSENT_VERSION && now < consentExpiry(parsed)) {
    return parsed;
  }
  removeStoredConsent(storage);
  return null;
}

function removeStoredConsent(storage: Storage): void {
  try {
    storage.removeItem(site.consentStorageKey);
  } catch (error) {
    console.error('Could not remove outdated cookie preferences', error);
  }
}

/** Stores a choice made now and returns it; a failing storage is only logged (docs/architecture.md#consent). */
export function storeConsent(
  storage: Storage,
  preferences: ConsentPreferences,
  now: Date,
  consentId?: string,
): ConsentChoice {
  const choice: ConsentChoice = {
    necessary: true,
    analytics: preferences.analytics,
    marketing: preferences.marketing,
    timestamp: now.toISOString(),
    version: CONSENT_VERSION,
    ...(consentId === undefined ? {} : { consentId }),
  };
  try {
    storage.setItem(site.consentStorageKey, JSON.stringify(choice));
  } catch (error) {
    console.error('Could not save cookie preferences', error);
  }
  return choice;
}

export interface PrivacySignals {
  /** Global Privacy Control (`navigator.globalPrivacyControl`). */
  gpc: boolean;
  /** Do-Not-Track (`navigator.doNotTrack === '1'`). */
  dnt: boolean;
}

export function privacySignals(navigator: Navigator): PrivacySignals {
  const withGpc = navigator as Navigator & { globalPrivacyControl?: boolean };
  return { gpc: withGpc.globalPrivacyControl === true, dnt: navigator.doNotTrack === '1' };
}

/** Do-Not-Track or Global Privacy Control: the browser already asks not to be tracked. */
export function hasPrivacySignal(navigator: Navigator): boolean {
  const { gpc, dnt } = privacySignals(navigator);
  return gpc || dnt;
}
