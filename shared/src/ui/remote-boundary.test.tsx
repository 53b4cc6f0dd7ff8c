import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  REMOTE_FAILED_EVENT,
  REMOTE_PLACED_EVENT,
  RemoteBoundary,
  RenderedModulesContext,
  type RemoteFailure,
} from './remote-boundary';

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

test('announces the module it places once mounted', () => {
  const placed: string[] = [];
  const listener = (event: Event) => placed.push((event as CustomEvent<string>).detail);
  window.addEventListener(REMOTE_PLACED_EVENT, listener);

  render(
    <RemoteBoundary moduleId="mfe_forms/ContactForm" fallback={<p>could not be loaded</p>}>
      <p>the form</p>
    </RemoteBoundary>,
  );
  window.removeEventListener(REMOTE_PLACED_EVENT, listener);

  expect(placed).toEqual(['mfe_forms/ContactForm']);
});

test('in a server render, each boundary names its module to the render, on every render', () => {
  const named: string[] = [];
  const page = (
    <RenderedModulesContext.Provider value={(moduleId) => named.push(moduleId)}>
      <RemoteBoundary moduleId="mfe_marketing/HomePage" fallback={null}>
        <RemoteBoundary moduleId="mfe_forms/ContactForm" fallback={null}>
          <p>the form</p>
        </RemoteBoundary>
      </RemoteBoundary>
    </RenderedModulesContext.Provider>
  );
  renderToString(page);
  renderToString(page);
  expect(named).toEqual([
    'mfe_marketing/HomePage',
    'mfe_forms/ContactForm',
    'mfe_marketing/HomePage',
    'mfe_forms/ContactForm',
  ]);
});
