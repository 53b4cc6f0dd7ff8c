/**
 * Every lead form, table-driven: what is sent, what happens on success and failure, validation,
 * the submitting state, readiness of the bot-protection service, idempotency keys, the honeypot
 * and the generate_lead event. Global fetch (the network boundary) is the only fake.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAnalytics, stopAnalytics } from 'shared/analytics';
import { forms, formTypes, type FormType } from 'shared/schemas/forms';
import { site } from 'shared/site';
import { useSiteStore } from 'shared/site-store';
import {
  answer,
  currentEntries,
  fillForm,
  FORM_ENDPOINT,
  mockFetch,
  mockPendingFetch,
  renderForm,
  sentRequest,
  setConfig,
  toasts,
  validEntries,
  type FetchMock,
} from '../testing/lead-forms';
import { fakeGrecaptcha, finishRecaptchaLoad, forgetGrecaptcha } from '../testing/recaptcha';
import { initialValues } from '../content/lead-form-types';

type Kind = 'main' | 'trial' | 'landing';

interface Expectation {
  kind: Kind;
  busyText: string;
  success: { title: string; description: string };
  /** The first issue of an untouched form, shown in a main form's toast. */
  firstIssue: { field: string; message: string };
}

const submissionFailed = {
  title: 'Submission Failed',
  description: 'There was an error submitting your form. Please try again.',
};
const landingSuccess = { description: "Thank you! We'll be in touch soon." };

const expected: Record<FormType, Expectation> = {
  contact: {
    kind: 'main',
    busyText: 'Sending...',
    success: {
      title: 'Message Sent!',
      description: "Thank you for contacting us. We'll get back to you within 24 hours.",
    },
    firstIssue: { field: 'firstName', message: 'First name is required' },
  },
  'enterprise-ai-demo': {
    kind: 'main',
    busyText: 'Submitting...',
    success: { title: 'Demo Request Submitted!', description: 'Our enterprise team will contact you within 24 hours.' },
    firstIssue: { field: 'name', message: 'Name is required' },
  },
  'enterprise-agents-roi': {
    kind: 'main',
    busyText: 'Submitting...',
    success: {
      title: 'ROI Analysis Request Submitted!',
      description: 'Our team will contact you within 24 hours with a personalized ROI analysis.',
    },
    firstIssue: { field: 'name', message: 'Name is required' },
  },
  'enterprise-360-deepdive': {
    kind: 'main',
    busyText: 'Submitting...',
    success: {
      title: 'Deep Dive Request Submitted!',
      description: 'Our team will contact you within 24 hours to schedule your deep dive.',
    },
    firstIssue: { field: 'name', message: 'Name is required' },
  },
  'security-requirements': {
    kind: 'main',
    busyText: 'Submitting...',
    success: {
      title: 'Security Requirements Submitted!',
      description: 'Our security team will review them and contact you within 24 hours.',
    },
    firstIssue: { field: 'name', message: 'Name is required' },
  },
  'trial-request': {
    kind: 'trial',
    busyText: 'Submitting Request...',
    success: {
      title: 'Request Submitted!',
      description: "Thank you for your interest. We'll be in touch soon to set up your trial.",
    },
    firstIssue: { field: 'name', message: 'Name is required' },
  },
  'insurance-healthcare-solution': {
    kind: 'landing',
    busyText: 'Submitting...',
    success: { title: 'Request Received', ...landingSuccess },
    firstIssue: { field: 'name', message: 'Name must be at least 2 characters' },
  },
  'financial-services-solution': {
    kind: 'landing',
    busyText: 'Submitting...',
    success: { title: 'Request Received', ...landingSuccess },
    firstIssue: { field: 'name', message: 'Name must be at least 2 characters' },
  },
  'government-solution': {
    kind: 'landing',
    busyText: 'Submitting...',
    success: { title: 'Request Received', ...landingSuccess },
    firstIssue: { field: 'name', message: 'Name is required' },
  },
  'enterprise-automation-solution': {
    kind: 'landing',
    busyText: 'Submitting...',
    success: { title: 'Request Received', ...landingSuccess },
    firstIssue: { field: 'name', message: 'Name must be at least 2 characters' },
  },
};

/** The toast when the bot-protection service gives no token, by kind. */
const noTokenToasts: Record<Kind, object> = {
  main: submissionFailed,
  trial: {
    title: 'Submission Failed',
    description: 'reCAPTCHA verification failed. Please refresh the page and try again.',
  },
  landing: { title: 'Submission Failed', description: 'reCAPTCHA verification failed. Please try again.' },
};

/** Failure toasts by kind: a refusal (500) and an unreachable endpoint (TypeError 'Failed to fetch'). */
const failureToasts: Record<Kind, { rejected: object; unreachable: object }> = {
  main: { rejected: submissionFailed, unreachable: submissionFailed },
  trial: {
    rejected: {
      title: 'Submission Failed',
      description: `Please try again or contact us directly at ${site.enterpriseEmail}`,
    },
    unreachable: {
      title: 'Submission Failed',
      description: 'Network error. Please check your connection and try again.',
    },
  },
  landing: {
    rejected: { title: 'Submission Failed', description: 'Something went wrong. Please try again.' },
    unreachable: { title: 'Submission Failed', description: 'Network error. Please try again.' },
  },
};

const landingDefaults: Partial<Record<FormType, Record<string, string>>> = {
  'insurance-healthcare-solution': { industry: '' },
  'financial-services-solution': { industry: 'banking' },
  'government-solution': { governmentLevel: 'federal' },
  'enterprise-automation-solution': { useCase: 'both' },
};

const gatedByVerification: FormType[] = [
  'financial-services-solution',
  'government-solution',
  'enterprise-automation-solution',
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let consoleError: jest.SpyInstance;

beforeEach(() => {
  setConfig();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
  Reflect.deleteProperty(globalThis, 'fetch');
});

/** Renders the form, fills it validly and submits; resolves once the request is answered. */
async function submitValid(formType: FormType, fetchMock: FetchMock, entries: object = validEntries[formType]) {
  const user = userEvent.setup({ delay: null });
  const rendered = renderForm(formType);
  await fillForm(user, rendered, { ...entries });
  const calls = fetchMock.mock.calls.length;
  await user.click(rendered.submitButton());
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(calls + 1));
  await waitFor(() => expect(rendered.submitButton()).toHaveAccessibleName(rendered.definition.submitLabel));
  return { user, rendered };
}

describe.each(formTypes)('%s', (formType) => {
  const { kind, busyText, success, firstIssue } = expected[formType];
  const entries = validEntries[formType];

  test('is a form named by its heading, every field labelled, with a hidden honeypot', () => {
    const { form, definition, control } = renderForm(formType);
    expect(within(form).getByRole('heading', { name: definition.heading })).toHaveAttribute('id');
    for (const group of definition.groups) {
      for (const field of group.fields) {
        if (field.showWhen) continue;
        const element = control(field.name);
        expect(element.labels?.[0]).toBeDefined();
        if (field.kind === 'email') expect(element).toHaveAttribute('type', 'email');
        if (field.kind === 'textarea') expect(element.tagName).toBe('TEXTAREA');
        if (field.kind === 'select') {
          const prompt = (element as HTMLSelectElement).options[0];
          expect(prompt).toHaveValue('');
          expect(prompt).toBeDisabled();
        }
        if (field.required !== false) expect(element).toBeRequired();
      }
    }
    const honeypot = control('website');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  test('starts with empty text fields and its defaults', () => {
    const rendered = renderForm(formType);
    const initial = currentEntries(rendered);
    expect(initial).toEqual(
      Object.fromEntries(Object.keys(initial).map((name) => [name, initialValues(rendered.definition)[name as never]])),
    );
    for (const [name, value] of Object.entries(initial)) {
      if (typeof value === 'string' && !landingDefaults[formType]?.[name]) expect(value).toBe('');
    }
    if (landingDefaults[formType]) expect(initial).toMatchObject(landingDefaults[formType]);
  });

  test('sends its fields, a development token for its action and its formType', async () => {
    const fetchMock = mockFetch(answer(201, '{"id":"1"}'));
    await submitValid(formType, fetchMock);

    const request = sentRequest(fetchMock);
    expect(request.url).toBe(FORM_ENDPOINT);
    expect(request.method).toBe('POST');
    expect(request.headers['Content-Type']).toBe('application/json');
    expect(request.headers['Idempotency-Key']).toMatch(UUID);
    const { recaptchaToken, ...rest } = request.body;
    expect(rest).toEqual({ ...entries, formType });
    expect(recaptchaToken).toEqual(expect.stringMatching(new RegExp(`^dev\\.${forms[formType].action}\\.`)));
    expect(request.body).not.toHaveProperty('website');
  });

  test('on success: its toast, entries reset to the defaults, no generate_lead without analytics', async () => {
    const gtag = jest.fn();
    Object.assign(window, { gtag });
    const fetchMock = mockFetch(answer(201));
    const { rendered } = await submitValid(formType, fetchMock);

    await waitFor(() => expect(toasts()).toEqual([{ ...success, variant: 'default' }]));
    expect(initialValues(rendered.definition)).toMatchObject(currentEntries(rendered));
    expect(rendered.control('website')).toHaveValue('');
    expect(gtag).not.toHaveBeenCalled();
    Reflect.deleteProperty(window, 'gtag');
  });

  test('on success sends generate_lead with its formType while analytics runs', async () => {
    startAnalytics('G-TEST', { analytics: true, marketing: false });
    const gtag = jest.fn();
    Object.assign(window, { gtag });
    try {
      await submitValid(formType, mockFetch(answer(201)));
      await waitFor(() => expect(gtag).toHaveBeenCalledWith('event', 'generate_lead', { form_type: formType }));
    } finally {
      stopAnalytics('G-TEST');
      Reflect.deleteProperty(window, 'gtag');
    }
  });

  test.each([
    ['a refusal (500)', () => answer(500, '{"error":"boom"}'), 'rejected'],
    ['an unreachable endpoint', () => new TypeError('Failed to fetch'), 'unreachable'],
  ] as const)('on %s: its failure toast, entries kept, the failure logged', async (_, outcome, key) => {
    const fetchMock = mockFetch(outcome());
    const { rendered } = await submitValid(formType, fetchMock);

    await waitFor(() => expect(toasts()).toEqual([{ ...failureToasts[kind][key], variant: 'destructive' }]));
    expect(currentEntries(rendered)).toEqual(entries);
    expect(consoleError).toHaveBeenCalled();
    if (key === 'rejected') expect(consoleError.mock.calls.flat()).toContain('{"error":"boom"}');
  });

  test('while submitting: busy text, spinner, disabled button and inputs; idle again after', async () => {
    const { fetchMock, settle } = mockPendingFetch();
    const user = userEvent.setup({ delay: null });
    const rendered = renderForm(formType);
    await fillForm(user, rendered, { ...entries });
    await user.click(rendered.submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());

    const button = rendered.submitButton();
    expect(button).toHaveAccessibleName(busyText);
    expect(button).toBeDisabled();
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
    expect(rendered.form).toHaveAttribute('aria-busy', 'true');
    for (const name of Object.keys(currentEntries(rendered))) expect(rendered.control(name)).toBeDisabled();

    await user.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => settle(answer(500)));
    await waitFor(() => expect(rendered.submitButton()).toHaveAccessibleName(rendered.definition.submitLabel));
    expect(rendered.submitButton()).toBeEnabled();
    expect(rendered.control(firstIssue.field)).toBeEnabled();
  });

  test('invalid entries: no request, errors at the fields, focus on the first invalid field', async () => {
    const fetchMock = mockFetch(answer(201));
    const user = userEvent.setup({ delay: null });
    const rendered = renderForm(formType);
    if (kind === 'trial') await user.click(rendered.control('agreeToTerms'));
    await user.click(rendered.submitButton());

    expect(fetchMock).not.toHaveBeenCalled();
    const first = rendered.control(firstIssue.field);
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription(firstIssue.message);

    const invalid = rendered.form.querySelectorAll('[aria-invalid="true"]');
    if (kind === 'main') {
      // Only the first issue is shown, in a toast and at its field.
      expect(toasts()).toEqual([
        { title: 'Validation Error', description: firstIssue.message, variant: 'destructive' },
      ]);
      expect(invalid).toHaveLength(1);
    } else {
      expect(toasts()).toEqual([]);
      expect(invalid.length).toBeGreaterThan(1);
    }

    // Editing a field clears its error; the next submit checks again.
    await user.type(first, 'Ada Lovelace');
    expect(first).not.toHaveAttribute('aria-invalid');
    expect(first).not.toHaveAccessibleDescription();
  });

  test('an invalid e-mail address is reported as such', async () => {
    const fetchMock = mockFetch(answer(201));
    const user = userEvent.setup({ delay: null });
    const rendered = renderForm(formType);
    await fillForm(user, rendered, { ...entries, email: 'ada@' });
    await user.click(rendered.submitButton());

    expect(fetchMock).not.toHaveBeenCalled();
    expect(rendered.control('email')).toHaveFocus();
    expect(rendered.control('email')).toHaveAccessibleDescription('Invalid email address');
    if (kind === 'main') expect(toasts()[0]?.description).toBe('Invalid email address');
  });

  test('retrying the same entries reuses the Idempotency-Key; changed entries or a success get a new one', async () => {
    const fetchMock = mockFetch(answer(503), answer(503), answer(503), answer(201), answer(201));
    const { user, rendered } = await submitValid(formType, fetchMock);
    const submit = async () => {
      const calls = fetchMock.mock.calls.length;
      await user.click(rendered.submitButton());
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(calls + 1));
      await waitFor(() => expect(rendered.form).toHaveAttribute('aria-busy', 'false'));
    };
    const key = (call: number) => sentRequest(fetchMock, call).headers['Idempotency-Key'];

    await submit();
    expect(key(1)).toBe(key(0));

    await user.type(rendered.control('email'), 'm');
    await submit();
    expect(key(2)).not.toBe(key(1));

    await submit();
    expect(key(3)).toBe(key(2));

    await fillForm(user, rendered, { ...entries });
    await submit();
    expect(key(4)).not.toBe(key(3));
  });

  test('a filled honeypot is sent under its name', async () => {
    const fetchMock = mockFetch(answer(201));
    const user = userEvent.setup({ delay: null });
    const rendered = renderForm(formType);
    await fillForm(user, rendered, { ...entries });
    await user.type(rendered.control('website'), 'https://spam.example');
    await user.click(rendered.submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentRequest(fetchMock).body.website).toBe('https://spam.example');
  });

  test('with reCAPTCHA: the token of its action is sent; without a token nothing is', async () => {
    setConfig({ recaptchaSiteKey: `site-key-${formType}` });
    const execute = jest.fn().mockResolvedValueOnce('recaptcha-token').mockRejectedValueOnce(new Error('timeout'));
    const fetchMock = mockFetch(answer(201));
    const user = userEvent.setup({ delay: null });
    const rendered = renderForm(formType);
    await finishRecaptchaLoad(fakeGrecaptcha(execute));
    try {
      await fillForm(user, rendered, { ...entries });
      await user.click(rendered.submitButton());
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(execute).toHaveBeenCalledWith(`site-key-${formType}`, { action: forms[formType].action });
      expect(sentRequest(fetchMock).body.recaptchaToken).toBe('recaptcha-token');
      await waitFor(() => expect(toasts()).toHaveLength(1));

      await fillForm(user, rendered, { ...entries });
      await user.click(rendered.submitButton());
      await waitFor(() => expect(toasts()).toHaveLength(2));
      expect(toasts()[1]).toEqual({ ...noTokenToasts[kind], variant: 'destructive' });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(currentEntries(rendered)).toEqual(entries);
    } finally {
      forgetGrecaptcha();
    }
  });

  test('before the run-time config arrives nothing is sent', async () => {
    useSiteStore.setState({ config: null });
    const fetchMock = mockFetch(answer(201));
    const user = userEvent.setup({ delay: null });
    const rendered = renderForm(formType);
    await fillForm(user, rendered, { ...entries });
    if (gatedByVerification.includes(formType)) {
      expect(rendered.submitButton()).toBeDisabled();
      return;
    }
    await user.click(rendered.submitButton());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('readiness of the bot-protection service', () => {
  test.each(gatedByVerification)(
    '%s: submit disabled while reCAPTCHA loads, enabled with the dev provider',
    (formType) => {
      setConfig({ recaptchaSiteKey: `never-loads-${formType}` });
      const rendered = renderForm(formType);
      expect(rendered.submitButton()).toBeDisabled();
      rendered.result.unmount();

      setConfig();
      expect(renderForm(formType).submitButton()).toBeEnabled();
    },
  );

  test.each([
    ['contact', submissionFailed],
    ['enterprise-ai-demo', submissionFailed],
    [
      'insurance-healthcare-solution',
      { title: 'Submission Failed', description: 'reCAPTCHA verification failed. Please try again.' },
    ],
    [
      'trial-request',
      { title: 'Please wait', description: 'reCAPTCHA is still loading. Please try again in a moment.' },
    ],
  ] as const)('%s: submitting while reCAPTCHA loads shows a toast and sends nothing', async (formType, toast) => {
    setConfig({ recaptchaSiteKey: `never-loads-${formType}` });
    const fetchMock = mockFetch(answer(201));
    const user = userEvent.setup({ delay: null });
    const rendered = renderForm(formType);
    await fillForm(user, rendered, { ...validEntries[formType] });
    expect(rendered.submitButton()).toBeEnabled();
    await user.click(rendered.submitButton());

    await waitFor(() => expect(toasts()).toEqual([{ ...toast, variant: 'destructive' }]));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(currentEntries(rendered)).toEqual(validEntries[formType]);
  });
});

test('entries are trimmed before they are sent (main forms)', async () => {
  const fetchMock = mockFetch(answer(201));
  await submitValid('contact', fetchMock, { ...validEntries.contact, firstName: '  Ada ', company: ' Engines  ' });
  expect(sentRequest(fetchMock).body).toMatchObject({ firstName: 'Ada', company: 'Engines' });
});

test('the success toast shows once per success, and the form can be used again', async () => {
  const fetchMock = mockFetch(answer(201));
  const { user, rendered } = await submitValid('government-solution', fetchMock);
  await fillForm(user, rendered, { ...validEntries['government-solution'] });
  await user.click(rendered.submitButton());
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(toasts()).toHaveLength(2));
  expect(screen.getAllByRole('form')).toHaveLength(1);
});
