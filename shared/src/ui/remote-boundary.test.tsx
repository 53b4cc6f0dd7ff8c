import { render, screen } from '@testing-library/react';
import { REMOTE_FAILED_EVENT, RemoteBoundary, type RemoteFailure } from './remote-boundary';

test('shows the fallback and announces the failure with the module and the error', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const failures: RemoteFailure[] = [];
  const listener = (event: Event) => failures.push((event as CustomEvent<RemoteFailure>).detail);
  window.addEventListener(REMOTE_FAILED_EVENT, listener);
  const bug = new Error('page bug');
  const Page = () => {
    throw bug;
  };

  render(
    <RemoteBoundary moduleId="mfe_legal/CookiePolicyPage" fallback={<p>could not be loaded</p>}>
      <Page />
    </RemoteBoundary>,
  );
  window.removeEventListener(REMOTE_FAILED_EVENT, listener);

  expect(screen.getByText('could not be loaded')).toBeInTheDocument();
  expect(failures).toEqual([{ moduleId: 'mfe_legal/CookiePolicyPage', error: bug }]);
});
