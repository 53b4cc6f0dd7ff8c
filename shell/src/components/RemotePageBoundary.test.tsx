import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemotePageBoundary } from './RemotePageBoundary';

const MODULE_ID = 'mfe_marketing/HomePage';

function Broken(): never {
  throw new Error('remote exploded');
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
});

test('a child that throws is replaced by an alert with a retry button', () => {
  render(
    <RemotePageBoundary moduleId={MODULE_ID} onRetry={() => {}}>
      <Broken />
    </RemotePageBoundary>,
  );

  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('This page could not be loaded');
  expect(screen.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeInTheDocument();
  expect(alert).toHaveAccessibleName('This page could not be loaded');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test("'Try again' calls onRetry once per click", async () => {
  const user = userEvent.setup();
  const onRetry = jest.fn();
  render(
    <RemotePageBoundary moduleId={MODULE_ID} onRetry={onRetry}>
      <Broken />
    </RemotePageBoundary>,
  );

  await user.click(screen.getByRole('button', { name: 'Try again' }));

  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('the error is logged with the failing module', () => {
  render(
    <RemotePageBoundary moduleId={MODULE_ID} onRetry={() => {}}>
      <Broken />
    </RemotePageBoundary>,
  );

  expect(consoleError).toHaveBeenCalledWith(
    `Remote ${MODULE_ID} failed`,
    expect.objectContaining({ message: 'remote exploded' }),
    expect.any(String),
  );
});

test('a healthy child renders normally, with no alert and nothing logged', () => {
  const onRetry = jest.fn();
  render(
    <RemotePageBoundary moduleId={MODULE_ID} onRetry={onRetry}>
      <h1>Private AI in Your Private Tenant</h1>
    </RemotePageBoundary>,
  );

  expect(screen.getByRole('heading', { name: 'Private AI in Your Private Tenant' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  expect(consoleError).not.toHaveBeenCalled();
  expect(onRetry).not.toHaveBeenCalled();
});

test('keyed by the module, a new remote gets a fresh boundary after a failure', () => {
  const { rerender } = render(
    <RemotePageBoundary key="mfe_marketing/HomePage" moduleId="mfe_marketing/HomePage" onRetry={() => {}}>
      <Broken />
    </RemotePageBoundary>,
  );
  expect(screen.getByRole('alert')).toBeInTheDocument();

  rerender(
    <RemotePageBoundary key="mfe_blog/BlogList" moduleId="mfe_blog/BlogList" onRetry={() => {}}>
      <h1>Our Blog</h1>
    </RemotePageBoundary>,
  );

  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Our Blog' })).toBeInTheDocument();
});
