/** What only the trial request does: terms gating, the Kubernetes version field, its own failure toasts. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from 'shared/site';
import {
  answer,
  currentEntries,
  fillForm,
  mockFetch,
  renderForm,
  sentRequest,
  setConfig,
  toasts,
  validEntries,
} from '../testing/lead-forms';

const entries = validEntries['trial-request'];

let consoleError: jest.SpyInstance;

beforeEach(() => {
  setConfig();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
  Reflect.deleteProperty(globalThis, 'fetch');
});

test('submit stays disabled until the terms are accepted', async () => {
  const user = userEvent.setup({ delay: null });
  const rendered = renderForm('trial-request');
  await fillForm(user, rendered, { ...entries, agreeToTerms: false });
  expect(rendered.submitButton()).toBeDisabled();

  const terms = screen.getByRole('checkbox', { name: /I agree to the Terms of Service.*and Privacy Policy/ });
  await user.click(terms);
  expect(rendered.submitButton()).toBeEnabled();
  await user.click(terms);
  expect(rendered.submitButton()).toBeDisabled();
});

test('the terms label links to /terms and /privacy, opening beside the form', () => {
  renderForm('trial-request');
  const terms = screen.getByRole('link', { name: /Terms of Service/ });
  const privacy = screen.getByRole('link', { name: /Privacy Policy/ });
  expect(terms).toHaveAttribute('href', '/terms');
  expect(privacy).toHaveAttribute('href', '/privacy');
  for (const link of [terms, privacy]) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test("the Kubernetes version is asked only when there is Kubernetes, and sent as '' otherwise", async () => {
  const fetchMock = mockFetch(answer(201));
  const user = userEvent.setup({ delay: null });
  const rendered = renderForm('trial-request');
  expect(rendered.has('kubernetesVersion')).toBe(false);

  await user.selectOptions(rendered.control('hasKubernetes'), 'yes');
  expect(screen.getByRole('textbox', { name: 'Kubernetes Version' })).not.toBeRequired();
  await fillForm(user, rendered, { ...entries });
  expect(rendered.control('kubernetesVersion')).toHaveValue(entries.kubernetesVersion);

  await user.selectOptions(rendered.control('hasKubernetes'), 'no');
  expect(rendered.has('kubernetesVersion')).toBe(false);
  await user.click(rendered.submitButton());
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  expect(sentRequest(fetchMock).body).toMatchObject({ hasKubernetes: 'no', kubernetesVersion: '' });
});

test('optional fields may stay empty', async () => {
  const fetchMock = mockFetch(answer(201));
  const user = userEvent.setup({ delay: null });
  const rendered = renderForm('trial-request');
  await fillForm(user, rendered, { ...entries, howDidYouHear: '', kubernetesVersion: '', integrationNeeds: '' });
  await user.click(rendered.submitButton());
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  expect(sentRequest(fetchMock).body).toMatchObject({ howDidYouHear: '', kubernetesVersion: '', integrationNeeds: '' });
});

test('an unset select shows its prompt as the error', async () => {
  mockFetch(answer(201));
  const user = userEvent.setup({ delay: null });
  const rendered = renderForm('trial-request');
  await fillForm(user, rendered, { ...entries, companySize: undefined });
  await user.click(rendered.submitButton());
  expect(rendered.control('companySize')).toHaveFocus();
  expect(rendered.control('companySize')).toHaveAccessibleDescription('Please select company size');
  expect(toasts()).toEqual([]);
});

test.each([
  ['a refusal (500)', answer(500), `Please try again or contact us directly at ${site.enterpriseEmail}`],
  ['a refusal (429)', answer(429), `Please try again or contact us directly at ${site.enterpriseEmail}`],
  [
    "Firefox's NetworkError",
    new TypeError('NetworkError when attempting to fetch resource.'),
    'Network error. Please check your connection and try again.',
  ],
  [
    "Safari's 'Load failed'",
    new TypeError('Load failed'),
    `Connection error. Please contact ${site.enterpriseEmail} directly.`,
  ],
  // Chrome's wording names no cause; a fetch that got no answer is still a network error.
  [
    "Chrome's 'Failed to fetch'",
    new TypeError('Failed to fetch'),
    'Network error. Please check your connection and try again.',
  ],
  [
    'an error naming no known cause',
    new Error('Unexpected end of stream'),
    `Please try again or contact us directly at ${site.enterpriseEmail}`,
  ],
])('on %s the toast says so and the entries stay', async (_, outcome, description) => {
  const fetchMock = mockFetch(outcome);
  const user = userEvent.setup({ delay: null });
  const rendered = renderForm('trial-request');
  await fillForm(user, rendered, { ...entries });
  await user.click(rendered.submitButton());
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await waitFor(() => expect(toasts()).toEqual([{ title: 'Submission Failed', description, variant: 'destructive' }]));
  expect(currentEntries(rendered)).toEqual(entries);
  expect(consoleError).toHaveBeenCalled();
});
