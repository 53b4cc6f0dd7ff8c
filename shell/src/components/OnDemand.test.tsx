import { act, render, screen } from '@testing-library/react';
import { useSiteStore } from 'shared/site-store';
import { toast } from 'shared/toast';
import { PreferencesDialogOnDemand, ToasterOnDemand } from './OnDemand';

// The first import of the component's module is compiled by Jest on the spot: on a busy machine
// that alone took over the default second.
const loaded = { timeout: 10_000 };

test('the preference dialog is not there until a visitor opens it, then opens at once', async () => {
  render(<PreferencesDialogOnDemand />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  act(() => useSiteStore.getState().openPreferences());

  expect(await screen.findByRole('dialog', { name: 'Cookie Preferences' }, loaded)).toBeVisible();
});

test('the toaster is not there until the first message, which it shows', async () => {
  render(<ToasterOnDemand />);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();

  act(() => toast({ title: 'Request sent', description: 'We will be in touch.' }));

  expect(await screen.findByText('Request sent', {}, loaded)).toBeInTheDocument();
});
