/** The bot-protection service: development tokens locally, reCAPTCHA v3 loaded once when a form mounts. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { useSiteStore } from 'shared/site-store';
import { setConfig } from '../testing/lead-forms';
import {
  failRecaptchaLoad,
  fakeGrecaptcha,
  finishRecaptchaLoad,
  forgetGrecaptcha,
  recaptchaScript,
} from '../testing/recaptcha';
import { useVerification } from './use-verification';

let consoleError: jest.SpyInstance;
let siteKeys = 0;

/** A site key no earlier test used, so each test sees its own script. */
function newSiteKey(): string {
  siteKeys += 1;
  return `site-key-${siteKeys}`;
}

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
  forgetGrecaptcha();
  recaptchaScript()?.remove();
});

test('importing the module adds no script', () => {
  expect(recaptchaScript()).toBeNull();
  expect(document.querySelectorAll('script')).toHaveLength(0);
});

test('while the run-time config is loading nothing is ready and no token results', async () => {
  const { result } = renderHook(() => useVerification());
  expect(result.current).toMatchObject({ status: 'pending', ready: false });
  await expect(result.current.getToken('contact_form')).resolves.toBeNull();
  expect(recaptchaScript()).toBeNull();
});

test('without a site key the development provider is ready at once with dev.<action>.<random> tokens', async () => {
  setConfig({ recaptchaSiteKey: '' });
  const { result } = renderHook(() => useVerification());
  expect(result.current).toMatchObject({ status: 'ready', ready: true });
  const first = await result.current.getToken('trial_request');
  const second = await result.current.getToken('trial_request');
  expect(first).toMatch(/^dev\.trial_request\.[0-9a-f-]{36}$/);
  expect(second).not.toBe(first);
  expect(recaptchaScript()).toBeNull();
});

test('with a site key the script is added once, however many forms mount, and is ready after grecaptcha.ready', async () => {
  const siteKey = newSiteKey();
  setConfig({ recaptchaSiteKey: siteKey });
  const first = renderHook(() => useVerification());
  const second = renderHook(() => useVerification());

  expect(document.querySelectorAll('script')).toHaveLength(1);
  expect(recaptchaScript()).toHaveAttribute('src', `https://www.google.com/recaptcha/api.js?render=${siteKey}`);
  expect(first.result.current).toMatchObject({ status: 'pending', ready: false });
  await expect(first.result.current.getToken('contact_form')).resolves.toBeNull();

  const execute = jest.fn().mockResolvedValue('token-from-google');
  await finishRecaptchaLoad(fakeGrecaptcha(execute));
  for (const { result } of [first, second]) expect(result.current).toMatchObject({ status: 'ready', ready: true });
  await expect(first.result.current.getToken('government_solution')).resolves.toBe('token-from-google');
  expect(execute).toHaveBeenCalledWith(siteKey, { action: 'government_solution' });

  // A form mounted later reuses the loaded script.
  const third = renderHook(() => useVerification());
  await waitFor(() => expect(third.result.current.ready).toBe(true));
  expect(document.querySelectorAll('script')).toHaveLength(1);
});

test('a failing or empty execute gives no token', async () => {
  setConfig({ recaptchaSiteKey: newSiteKey() });
  const { result } = renderHook(() => useVerification());
  const execute = jest.fn().mockRejectedValueOnce(new Error('Invalid site key')).mockResolvedValueOnce('');
  await finishRecaptchaLoad(fakeGrecaptcha(execute));

  await expect(result.current.getToken('contact_form')).resolves.toBeNull();
  expect(consoleError).toHaveBeenCalled();
  await expect(result.current.getToken('contact_form')).resolves.toBeNull();
});

test('a script that fails to load leaves the service failed; a form mounted later tries again', async () => {
  const siteKey = newSiteKey();
  setConfig({ recaptchaSiteKey: siteKey });
  const first = renderHook(() => useVerification());
  await failRecaptchaLoad();
  expect(first.result.current).toMatchObject({ status: 'failed', ready: false });
  expect(recaptchaScript()).toBeNull();
  first.unmount();

  const second = renderHook(() => useVerification());
  expect(recaptchaScript()).not.toBeNull();
  await finishRecaptchaLoad(fakeGrecaptcha(jest.fn().mockResolvedValue('t')));
  expect(second.result.current.ready).toBe(true);
});

test('a changed site key is loaded anew', async () => {
  setConfig({ recaptchaSiteKey: newSiteKey() });
  const { result } = renderHook(() => useVerification());
  await finishRecaptchaLoad(fakeGrecaptcha(jest.fn().mockResolvedValue('t')));
  expect(result.current.ready).toBe(true);

  const siteKey = newSiteKey();
  const config = useSiteStore.getState().config;
  if (!config) throw new Error('no config');
  act(() => useSiteStore.setState({ config: { ...config, recaptchaSiteKey: siteKey } }));
  expect(result.current.ready).toBe(false);
  expect(recaptchaScript()?.src).toContain(`render=${siteKey}`);
});
