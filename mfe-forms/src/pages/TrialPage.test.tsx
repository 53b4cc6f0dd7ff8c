import { render, screen } from '@testing-library/react';
import { setConfig } from '../testing/lead-forms';
import { TrialPage } from './TrialPage';

test('shows the trial intro as the page heading, then the trial request form', () => {
  setConfig();
  render(<TrialPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Request a 30 day trial' })).toBeInTheDocument();
  expect(screen.getByText('Free 30-Day Trial')).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Trial Request Form' });
  expect(form).toContainElement(screen.getByRole('link', { name: /Terms of Service/ }));
  expect(screen.getByRole('button', { name: 'Request Trial' })).toBeDisabled();
});
