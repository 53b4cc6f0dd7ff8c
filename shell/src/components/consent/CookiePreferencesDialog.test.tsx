import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsentChoice, ConsentPreferences } from 'shared/consent';
import { site } from 'shared/site';
import { useSiteStore } from 'shared/site-store';
import { CookiePreferencesDialog } from './CookiePreferencesDialog';

function choice(preferences: ConsentPreferences): ConsentChoice {
  return { necessary: true, ...preferences, timestamp: '2025-05-01T00:00:00.000Z', version: '1.0' };
}

/** Opens the dialog with the given stored choice (none: the visitor has not decided yet). */
function renderOpen(stored: ConsentChoice | null = null) {
  useSiteStore.setState({ consent: stored, consentStatus: stored ? 'decided' : 'unset', preferencesOpen: true });
  return render(<CookiePreferencesDialog />);
}

function dialog(): HTMLElement {
  return screen.getByRole('dialog', { name: 'Cookie Preferences' });
}

function switchNamed(name: string): HTMLElement {
  return within(dialog()).getByRole('switch', { name });
}

function storedChoice(): unknown {
  return JSON.parse(window.localStorage.getItem(site.consentStorageKey) ?? 'null');
}

test('renders nothing while the store has the dialog closed', () => {
  render(<CookiePreferencesDialog />);

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test("opens as the 'Cookie Preferences' dialog when the store opens it", () => {
  render(<CookiePreferencesDialog />);

  act(() => useSiteStore.getState().openPreferences());

  expect(dialog()).toBeInTheDocument();
  expect(dialog()).toHaveAccessibleDescription(expect.stringContaining('Strictly necessary cookies are always on'));
});

test("'Strictly Necessary' is switched on and cannot be changed", async () => {
  const user = userEvent.setup();
  renderOpen();

  const necessary = switchNamed('Strictly Necessary');
  expect(necessary).toBeChecked();
  expect(necessary).toBeDisabled();

  await user.click(necessary);

  expect(necessary).toBeChecked();
});

test('with no stored choice analytics and marketing are off', () => {
  renderOpen(null);

  expect(switchNamed('Analytics')).not.toBeChecked();
  expect(switchNamed('Marketing')).not.toBeChecked();
  expect(switchNamed('Analytics')).toBeEnabled();
  expect(switchNamed('Marketing')).toBeEnabled();
});

test.each<[string, ConsentPreferences]>([
  ['analytics only', { analytics: true, marketing: false }],
  ['marketing only', { analytics: false, marketing: true }],
  ['both', { analytics: true, marketing: true }],
  ['neither', { analytics: false, marketing: false }],
])('is pre-filled from a stored choice with %s', (_label, preferences) => {
  renderOpen(choice(preferences));

  expect(switchNamed('Analytics')).toHaveAttribute('aria-checked', String(preferences.analytics));
  expect(switchNamed('Marketing')).toHaveAttribute('aria-checked', String(preferences.marketing));
});

test('Cancel closes the dialog without storing anything', async () => {
  const user = userEvent.setup();
  renderOpen();
  await user.click(switchNamed('Analytics'));

  await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(useSiteStore.getState().preferencesOpen).toBe(false);
  expect(useSiteStore.getState().consent).toBeNull();
  expect(useSiteStore.getState().consentStatus).toBe('unset');
  expect(window.localStorage.getItem(site.consentStorageKey)).toBeNull();
});

test.each([
  [
    'the close button',
    async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' })),
  ],
  ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
])('%s also closes without storing', async (_label, close) => {
  const user = userEvent.setup();
  renderOpen();
  await user.click(switchNamed('Marketing'));

  await close(user);

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(useSiteStore.getState().preferencesOpen).toBe(false);
  expect(window.localStorage.getItem(site.consentStorageKey)).toBeNull();
});

test.each([
  ['Cancel', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Cancel' }))],
  [
    'the close button',
    (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' })),
  ],
  ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
])('closed with %s, it gives focus back to the control that opened it through the store', async (_label, close) => {
  const user = userEvent.setup();
  render(
    <>
      <button type="button" onClick={() => useSiteStore.getState().openPreferences()}>
        Open preferences
      </button>
      <CookiePreferencesDialog />
    </>,
  );
  const opener = screen.getByRole('button', { name: 'Open preferences' });
  opener.focus();
  await user.keyboard('{Enter}');
  expect(dialog()).toContainElement(document.activeElement as HTMLElement);

  await close(user);

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('a cancelled change is forgotten: reopening starts from the stored choice', async () => {
  const user = userEvent.setup();
  renderOpen(choice({ analytics: false, marketing: true }));
  await user.click(switchNamed('Analytics'));
  await user.click(switchNamed('Marketing'));
  await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));

  act(() => useSiteStore.getState().openPreferences());

  expect(switchNamed('Analytics')).not.toBeChecked();
  expect(switchNamed('Marketing')).toBeChecked();
});

test("toggling and 'Save Preferences' stores the choice and closes", async () => {
  const user = userEvent.setup();
  const changed = jest.fn();
  window.addEventListener('consent-changed', changed);
  renderOpen();

  await user.click(switchNamed('Analytics'));
  expect(switchNamed('Analytics')).toBeChecked();
  await user.click(within(dialog()).getByRole('button', { name: 'Save Preferences' }));

  window.removeEventListener('consent-changed', changed);
  expect(storedChoice()).toEqual({
    necessary: true,
    analytics: true,
    marketing: false,
    timestamp: expect.any(String),
    version: '1.0',
    consentId: expect.any(String),
  });
  expect(useSiteStore.getState().consent).toEqual(storedChoice());
  expect(useSiteStore.getState().consentStatus).toBe('decided');
  expect(useSiteStore.getState().preferencesOpen).toBe(false);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(changed).toHaveBeenCalledTimes(1);
});

test('saving can withdraw an earlier consent', async () => {
  const user = userEvent.setup();
  renderOpen(choice({ analytics: true, marketing: true }));

  await user.click(switchNamed('Analytics'));
  await user.click(switchNamed('Marketing'));
  await user.click(within(dialog()).getByRole('button', { name: 'Save Preferences' }));

  expect(storedChoice()).toMatchObject({ analytics: false, marketing: false });
  expect(useSiteStore.getState().consent).toMatchObject({ analytics: false, marketing: false });
});

test('saving without a change stores the pre-filled choice again', async () => {
  const user = userEvent.setup();
  renderOpen(choice({ analytics: false, marketing: true }));

  await user.click(within(dialog()).getByRole('button', { name: 'Save Preferences' }));

  expect(storedChoice()).toMatchObject({ necessary: true, analytics: false, marketing: true, version: '1.0' });
});

test('shows the visitor their consent id and the day it was given, as a receipt', () => {
  const consentId = '0b0f4c3e-7f5a-4d7e-9a51-1f2a3b4c5d6e';
  renderOpen({ ...choice({ analytics: true, marketing: false }), timestamp: '2026-11-24T12:00:00.000Z', consentId });
  expect(within(dialog()).getByText(/^Consent ID/)).toHaveTextContent(`Consent ID ${consentId} — given 24 Nov 2026`);
});

test('writes September as Sep', () => {
  renderOpen({
    ...choice({ analytics: true, marketing: true }),
    timestamp: '2026-09-03T12:00:00.000Z',
    consentId: 'x',
  });
  expect(within(dialog()).getByText(/^Consent ID/)).toHaveTextContent('Consent ID x — given 3 Sep 2026');
});

test('shows no receipt before a choice is recorded', () => {
  renderOpen(null);
  expect(within(dialog()).queryByText(/Consent ID/)).not.toBeInTheDocument();
});

test("after saving, the receipt shows the new choice's id", async () => {
  const user = userEvent.setup();
  render(<CookiePreferencesDialog />);
  act(() => useSiteStore.getState().savePreferences({ analytics: false, marketing: false }));
  act(() => useSiteStore.getState().openPreferences());
  const { consentId } = useSiteStore.getState().consent!;
  expect(within(dialog()).getByText(/^Consent ID/)).toHaveTextContent(`Consent ID ${consentId!}`);
  await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
});
