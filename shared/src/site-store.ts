/**
 * The one store of the site, shared as a federated singleton: run-time configuration, the
 * visitor's cookie choice, the preference dialog and the toast queue. The shell and every
 * remote read and change the same instance, so a remote's button can open the shell's dialog.
 * Actions touch the browser only when called (from effects and handlers), never at import.
 * Every decision is also recorded with the api (shared/src/consent-records.ts): sent at once
 * when the configuration is known, and records still waiting are sent when it arrives.
 */
import { create } from 'zustand';
import { consentEndpoint, type AppConfig } from 'shared/app-config';
import {
  acceptedPreferences,
  CONSENT_CHANGED_EVENT,
  hasPrivacySignal,
  privacySignals,
  readStoredConsent,
  rejectedPreferences,
  storeConsent,
  type ConsentChoice,
  type ConsentPreferences,
} from 'shared/consent';
import { consentRecordFor, queueConsentRecord, sendQueuedConsentRecords } from 'shared/consent-records';
import type { ConsentSource } from 'shared/schemas/consent-record';

/** 'pending' until the stored choice has been read in the browser; 'unset' asks the visitor. */
export type ConsentStatus = 'pending' | 'unset' | 'decided';

export type ToastVariant = 'default' | 'destructive';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

export interface SiteState {
  config: AppConfig | null;
  consentStatus: ConsentStatus;
  consent: ConsentChoice | null;
  /** Do-Not-Track or Global Privacy Control is on in this browser. */
  privacySignal: boolean;
  preferencesOpen: boolean;
  toasts: ToastMessage[];

  /** Also sends the consent records still waiting from an earlier page. */
  setConfig(config: AppConfig): void;
  /** Reads the stored choice (dropping an expired or outdated one) and the browser's signals. */
  loadConsent(): void;
  /** The banner's Accept All. */
  acceptAll(): void;
  /** The banner's Reject All and close button. */
  rejectAll(): void;
  /** The dialog's Save Preferences. */
  savePreferences(preferences: ConsentPreferences): void;
  openPreferences(): void;
  closePreferences(): void;
  showToast(toast: Omit<ToastMessage, 'id' | 'variant'> & { variant?: ToastVariant }): void;
  dismissToast(id: number): void;
}

let nextToastId = 1;

export const useSiteStore = create<SiteState>()((set, get) => {
  const sendRecords = (config: AppConfig | null) => {
    if (config) void sendQueuedConsentRecords(window.localStorage, consentEndpoint(config));
  };

  const decide = (preferences: ConsentPreferences, source: ConsentSource) => {
    // The same visitor keeps one id across changes, so its records read as one history.
    const consentId = get().consent?.consentId ?? window.crypto.randomUUID();
    const choice = storeConsent(window.localStorage, preferences, new Date(), consentId);
    set({ consent: choice, consentStatus: 'decided', preferencesOpen: false });
    window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGED_EVENT, { detail: choice }));
    const record = consentRecordFor(
      { ...choice, consentId },
      source,
      privacySignals(window.navigator),
      window.location.pathname,
    );
    queueConsentRecord(window.localStorage, record);
    sendRecords(get().config);
  };

  return {
    config: null,
    consentStatus: 'pending',
    consent: null,
    privacySignal: false,
    preferencesOpen: false,
    toasts: [],

    setConfig: (config) => {
      set({ config });
      sendRecords(config);
    },
    loadConsent: () => {
      const consent = readStoredConsent(window.localStorage, new Date());
      set({
        consent,
        consentStatus: consent ? 'decided' : 'unset',
        privacySignal: hasPrivacySignal(window.navigator),
      });
    },
    acceptAll: () => decide(acceptedPreferences, 'banner'),
    rejectAll: () => decide(rejectedPreferences, 'banner'),
    savePreferences: (preferences) => decide(preferences, 'dialog'),
    openPreferences: () => set({ preferencesOpen: true }),
    closePreferences: () => set({ preferencesOpen: false }),
    showToast: ({ variant = 'default', ...toast }) =>
      set((state) => ({ toasts: [...state.toasts, { ...toast, variant, id: nextToastId++ }] })),
    dismissToast: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
  };
});

/** True only while the visitor has allowed analytics; nothing non-essential runs otherwise. */
export const selectAnalyticsAllowed = (state: SiteState): boolean => state.consent?.analytics === true;
