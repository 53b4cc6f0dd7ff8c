/**
 * The bot-protection service a form asks for a token before sending (docs/architecture.md#bot-protection). With a
 * reCAPTCHA site key in the run-time config it is reCAPTCHA v3; without one (the local default)
 * a development provider, ready at once, returns `dev.<action>.<random>`, which the api accepts
 * only when started with ALLOW_DEV_TOKENS. While the config is not loaded nothing is ready.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSiteStore } from 'shared/site-store';
import { loadRecaptcha, type Grecaptcha } from './recaptcha';

export type VerificationStatus = 'pending' | 'ready' | 'failed';

export interface Verification {
  status: VerificationStatus;
  /** True once a token can be asked for. */
  ready: boolean;
  /** A token for the action; null when the service is not ready or fails. Never throws. */
  getToken(action: string): Promise<string | null>;
}

type TokenProvider = (action: string) => Promise<string>;

export const developmentToken: TokenProvider = async (action) => `dev.${action}.${crypto.randomUUID()}`;

function recaptchaToken(grecaptcha: Grecaptcha, siteKey: string): TokenProvider {
  return (action) => grecaptcha.execute(siteKey, { action });
}

type RecaptchaState =
  { siteKey: string; status: 'ready'; grecaptcha: Grecaptcha } | { siteKey: string; status: 'failed' };

export function useVerification(): Verification {
  const config = useSiteStore((state) => state.config);
  const siteKey = config?.recaptchaSiteKey ?? '';
  const [recaptcha, setRecaptcha] = useState<RecaptchaState | null>(null);

  useEffect(() => {
    if (!siteKey) return;
    let mounted = true;
    loadRecaptcha(siteKey).then(
      (grecaptcha) => mounted && setRecaptcha({ siteKey, status: 'ready', grecaptcha }),
      (error: unknown) => {
        console.error(error);
        if (mounted) setRecaptcha({ siteKey, status: 'failed' });
      },
    );
    return () => {
      mounted = false;
    };
  }, [siteKey]);

  const { status, provider } = useMemo((): { status: VerificationStatus; provider: TokenProvider | null } => {
    if (!config) return { status: 'pending', provider: null };
    if (!siteKey) return { status: 'ready', provider: developmentToken };
    if (recaptcha?.siteKey !== siteKey) return { status: 'pending', provider: null };
    if (recaptcha.status === 'failed') return { status: 'failed', provider: null };
    return { status: 'ready', provider: recaptchaToken(recaptcha.grecaptcha, siteKey) };
  }, [config, siteKey, recaptcha]);

  const getToken = useCallback(
    async (action: string): Promise<string | null> => {
      if (!provider) return null;
      try {
        return (await provider(action)) || null;
      } catch (error) {
        console.error('The bot-protection token could not be obtained', error);
        return null;
      }
    },
    [provider],
  );

  return { status, ready: provider !== null, getToken };
}
