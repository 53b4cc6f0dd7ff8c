/**
 * reCAPTCHA v3 (docs/architecture.md#bot-protection): the script is added once, when the first form that
 * needs it mounts; never site-wide and never at import. A failed load is forgotten, so a form
 * mounted later tries again.
 */

export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha };

export const RECAPTCHA_SCRIPT_ID = 'recaptcha-v3-script';

export function recaptchaScriptUrl(siteKey: string): string {
  return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
}

let loading: { siteKey: string; promise: Promise<Grecaptcha> } | null = null;

/** Resolves once `grecaptcha.ready` has fired for this site key. */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  if (loading?.siteKey === siteKey) return loading.promise;

  document.getElementById(RECAPTCHA_SCRIPT_ID)?.remove();
  const script = document.createElement('script');
  script.id = RECAPTCHA_SCRIPT_ID;
  script.src = recaptchaScriptUrl(siteKey);
  script.async = true;

  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    script.addEventListener('load', () => {
      const grecaptcha = (window as RecaptchaWindow).grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('The reCAPTCHA script loaded without defining grecaptcha'));
    });
    script.addEventListener('error', () => reject(new Error('The reCAPTCHA script failed to load')));
  });
  const entry = { siteKey, promise };
  loading = entry;
  promise.catch(() => {
    if (loading === entry) {
      loading = null;
      script.remove();
    }
  });
  document.head.appendChild(script);
  return promise;
}
