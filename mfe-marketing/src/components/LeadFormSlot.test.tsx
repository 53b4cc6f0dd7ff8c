import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appConfigFromEnv } from 'shared/app-config';
import { useSiteStore } from 'shared/site-store';
import { loadLeadForm } from '../federation/lead-forms';
import { LeadFormSlot } from './LeadFormSlot';

// The real loader (through jest's federation-runtime double), watched.
jest.mock('../federation/lead-forms', () => {
  const actual: typeof import('../federation/lead-forms') = jest.requireActual('../federation/lead-forms');
  return { ...actual, loadLeadForm: jest.fn(actual.loadLeadForm) };
});
const load = jest.mocked(loadLeadForm);

function setConfig() {
  useSiteStore.setState({ config: appConfigFromEnv({}) });
}

beforeEach(() => {
  load.mockClear();
});

test('waits for the run-time config with an announced placeholder', () => {
  render(<LeadFormSlot form="ContactForm" />);

  expect(screen.getByRole('status')).toHaveTextContent('Loading the form');
  expect(load).not.toHaveBeenCalled();
});

test("places mfe-forms' form, loaded from the configured manifest, under the section's h2", async () => {
  setConfig();
  render(<LeadFormSlot form="ContactForm" />);

  expect(
    await screen.findByRole('heading', { level: 3, name: 'Schedule a Consultation' }, { timeout: 5_000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /First Name/ })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith(appConfigFromEnv({}).remotes.mfe_forms, 'ContactForm', false);
});

test('when mfe-forms cannot be reached: a message, a direct e-mail and a retry that loads it again', async () => {
  setConfig();
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  load.mockRejectedValueOnce(new Error('manifest unreachable'));
  const user = userEvent.setup();
  render(<LeadFormSlot form="GovernmentForm" />);

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The form could not be loaded');
  expect(screen.getByRole('link', { name: 'sales@veritenant.example' })).toHaveAttribute(
    'href',
    'mailto:sales@veritenant.example?subject=Enterprise%20Inquiry',
  );
  expect(consoleError).toHaveBeenCalledWith(
    'Remote mfe_forms/GovernmentForm failed',
    expect.objectContaining({ message: 'manifest unreachable' }),
    expect.any(String),
  );

  await user.click(screen.getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('heading', { level: 3, name: 'Connect With Our Public Sector Team' })).toBeVisible();
  expect(load).toHaveBeenLastCalledWith(expect.any(String), 'GovernmentForm', true);
  consoleError.mockRestore();
});

describe('below the fold', () => {
  /** A stand-in IntersectionObserver whose one instance the test moves into view. */
  let reportIntersecting: ((isIntersecting: boolean) => void) | undefined;

  beforeEach(() => {
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        reportIntersecting = (isIntersecting) =>
          callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });

  afterEach(() => {
    // jsdom has none: the other tests run without it.
    Reflect.deleteProperty(window, 'IntersectionObserver');
    reportIntersecting = undefined;
  });

  test("a form far from the viewport loads nothing until a visitor nears it, its placeholder holding the form's place", async () => {
    setConfig();
    // A form no other test has loaded, so this test sees its one load.
    render(<LeadFormSlot form="InsuranceHealthcareForm" />);

    act(() => reportIntersecting?.(false));
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    act(() => reportIntersecting?.(true));
    expect(await screen.findByRole('form', {}, { timeout: 5_000 })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
