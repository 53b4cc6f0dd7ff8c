import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';

let consoleWarn: jest.SpyInstance;

beforeEach(() => {
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  consoleWarn.mockRestore();
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

test("shows the heading 'Oops! Page not found'", () => {
  renderAt('/no-such-page');

  expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
});

test("links 'Return to Home' to /", () => {
  renderAt('/no-such-page');

  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});

test('logs the attempted path as a warning, not an error', () => {
  const consoleError = jest.spyOn(console, 'error');
  renderAt('/no-such-page');

  const messages = consoleWarn.mock.calls.map((args: unknown[]) => args.map(String).join(' '));
  expect(messages).toContainEqual(expect.stringContaining('/no-such-page'));
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

test('logs the attempted path once per visit', () => {
  renderAt('/pricing/enterprise');

  const matching = consoleWarn.mock.calls.filter((args: unknown[]) =>
    args.map(String).join(' ').includes('/pricing/enterprise'),
  );
  expect(matching).toHaveLength(1);
});

test("'Return to Home' leads to the home page", async () => {
  const user = userEvent.setup();
  renderAt('/no-such-page');

  await user.click(screen.getByRole('link', { name: 'Return to Home' }));

  expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Oops! Page not found' })).not.toBeInTheDocument();
});

test('sets the document title', () => {
  renderAt('/no-such-page');

  expect(document.title).toBe('Page not found | Veritenant');
});
