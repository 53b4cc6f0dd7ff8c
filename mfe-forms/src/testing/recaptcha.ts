/** Test helpers for reCAPTCHA: jsdom never fetches the script, so a test plays its arrival. */
import { act } from '@testing-library/react';
import { RECAPTCHA_SCRIPT_ID, type Grecaptcha } from '../verification/recaptcha';

export function recaptchaScript(): HTMLScriptElement | null {
  return document.getElementById(RECAPTCHA_SCRIPT_ID) as HTMLScriptElement | null;
}

/** A grecaptcha whose `ready` fires at once and whose `execute` is the given mock. */
export function fakeGrecaptcha(execute: Grecaptcha['execute']): Grecaptcha {
  return { ready: (callback) => callback(), execute };
}

/** Defines `window.grecaptcha` and fires the script's load event, as Google's script would. */
export async function finishRecaptchaLoad(grecaptcha: Grecaptcha): Promise<void> {
  const script = recaptchaScript();
  if (!script) throw new Error('No reCAPTCHA script was added');
  Object.assign(window, { grecaptcha });
  await act(async () => {
    script.dispatchEvent(new Event('load'));
  });
}

export async function failRecaptchaLoad(): Promise<void> {
  const script = recaptchaScript();
  if (!script) throw new Error('No reCAPTCHA script was added');
  await act(async () => {
    script.dispatchEvent(new Event('error'));
  });
}

export function forgetGrecaptcha(): void {
  Reflect.deleteProperty(window, 'grecaptcha');
}
