/**
 * The one store of the site, shared as a federated singleton: run-time configuration, the
 * visitor's cookie choice, the preference dialog and the toast queue. The shell and every
 * remote read and change the same instance, so a remote's button can open the shell's dialog.
 * Actions touch the browser only when called (from effects and handlers), never at import.
 */
import { create } from 'zustand';
import type { AppConfig } from 'shared/app-config';
import {
  acceptedPreferences,
  CONSENT_CHANGED_EVENT,
  hasPrivacySignal,
  readStoredConsent,
  rejectedPreferences,
  storeConsent,
  type ConsentChoice,
  type ConsentPreferences,
} from 'shared/consent';

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

  setConfig(config: AppConfig): void;
  /** Reads the stored choice (dropping an expired or outdated one) and the browser's signals. */
  loadConsent(): void;
  acceptAll(): void;
  rejectAll(): void;
  savePreferences(preferences: ConsentPreferences): void;
  openPreferences(): void;
  closePreferences(): void;
  showToast(toast: Omit<ToastMessage, 'id' | 'variant'> & { variant?: ToastVariant }): void;
  dismissToast(id: number): void;
}

let nextToastId = 1;

export const useSiteStore = create<SiteState>()((set) => {
  const decide = (preferences: ConsentPreferences) => {
    const choice = storeConsent(window.localStorage, preferences, new Date());
    set({ consent: choice, consentStatus: 'decided', preferencesOpen: false });
    window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGED_EVENT, { detail: choice }));
  };

  return {
    config: null,
    consentStatus: 'pending',
    consent: null,
    privacySignal: false,
    preferencesOpen: false,
    toasts: [],

    setConfig: (config) => set({ config }),
    loadConsent: () => {
      const consent = readStoredConsent(window.localStorage, new Date());
      set({
        consent,
        consentStatus: consent ? 'decided' : 'unset',
        privacySignal: hasPrivacySignal(window.navigator),
      });
    },
    acceptAll: () => decide(acceptedPreferences),
    rejectAll: () => decide(rejectedPreferences),
    savePreferences: (preferences) => decide(preferences),
    openPreferences: () => set({ preferencesOpen: true }),
    closePreferences: () => set({ preferencesOpen: false }),
    showToast: ({ variant = 'default', ...toast }) =>
      set((state) => ({ toasts: [...state.toasts, { ...toast, variant, id: nextToastId++ }] })),
    dismissToast: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
  };
});

/** True only while the visitor has allowed analytics; nothing non-essential runs otherwise. */
export const selectAnalyticsAllowed = (state: SiteState): boolean => state.consent?.analytics === true;
