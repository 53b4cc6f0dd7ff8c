import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { appConfigFromEnv, type AppConfig } from 'shared/app-config';
import { useSiteStore } from 'shared/site-store';
import { PreviewBar } from './PreviewBar';

const previews: NonNullable<AppConfig['previews']> = {
  'mfe-legal': { release: '20261125T151842Z-2', expires: '2026-11-26T15:18:42.000Z' },
  'mfe-forms': { release: '20261125T160000Z-1', expires: '2026-11-26T16:00:00.000Z' },
};

const withConfig = (config: AppConfig | null) => useSiteStore.setState({ config });

afterEach(() => withConfig(null));

test('a visitor whose configuration names no preview sees nothing of it', () => {
  withConfig(appConfigFromEnv({}));
  const { container } = render(<PreviewBar />);
  expect(container).toBeEmptyDOMElement();
  act(() => withConfig(null));
  expect(container).toBeEmptyDOMElement();
});

test('names each app and release previewed, until when, with a link out of the preview', () => {
  render(<PreviewBar />);
  expect(screen.queryByRole('complementary')).toBeNull();
  act(() => withConfig({ ...appConfigFromEnv({}), previews }));

  const bar = screen.getByRole('complementary', { name: 'Preview' });
  expect(bar).toHaveTextContent(
    /^Previewing mfe-legal 20261125T151842Z-2 until .+, mfe-forms 20261125T160000Z-1 until /,
  );
  expect([...bar.querySelectorAll('time')].map((time) => time.dateTime)).toEqual(
    Object.values(previews).map((preview) => preview?.expires),
  );
  expect(screen.getByRole('link', { name: 'Exit preview' })).toHaveAttribute('href', '/_preview/exit');
});

test('is not in the server HTML, and shows once the page has hydrated, with no mismatch', async () => {
  withConfig({ ...appConfigFromEnv({}), previews });
  const html = renderToString(<PreviewBar />);
  expect(html).toBe('');

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = jest.fn();
  const root = await act(async () => hydrateRoot(container, <PreviewBar />, { onRecoverableError: recoverable }));
  expect(container.querySelector('aside')).toHaveTextContent('mfe-legal');
  expect(recoverable).not.toHaveBeenCalled();
  act(() => root.unmount());
  container.remove();
});
