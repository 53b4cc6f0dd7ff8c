import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AnalyticsTracker } from './AnalyticsTracker';

function visit(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AnalyticsTracker />
    </MemoryRouter>,
  );
}

test('campaign parameters are kept for the session, without consent', () => {
  visit('/about?utm_source=newsletter&utm_campaign=launch');
  expect(window.sessionStorage.getItem('utm_source')).toBe('newsletter');
  expect(window.sessionStorage.getItem('utm_campaign')).toBe('launch');
});

test('a visit without campaign parameters leaves sessionStorage closed', () => {
  const openStorage = jest.spyOn(window, 'sessionStorage', 'get');
  try {
    visit('/about?ref=partner');
    expect(openStorage).not.toHaveBeenCalled();
  } finally {
    openStorage.mockRestore();
  }
});
