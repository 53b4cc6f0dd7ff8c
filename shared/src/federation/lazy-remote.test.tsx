import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyRemote } from './lazy-remote';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

test('one component per module and attempt; a retry is a new component whose load knows it is a retry', async () => {
  const loads: boolean[] = [];
  const load = async (retry: boolean) => {
    loads.push(retry);
    if (!retry) throw new Error('remote down');
    return { default: () => <p>the page</p> };
  };
  expect(lazyRemote('remote/Page', 0, load)).toBe(lazyRemote('remote/Page', 0, load));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);

  const First = lazyRemote('remote/Page', 0, load);
  const { unmount } = render(
    <Boundary>
      <Suspense fallback={<p>loading</p>}>
        <First />
      </Suspense>
    </Boundary>,
  );
  await act(async () => undefined);
  expect(screen.getByText('failed')).toBeInTheDocument();
  unmount();

  const Retried = lazyRemote('remote/Page', 1, load);
  expect(Retried).not.toBe(First);
  render(
    <Suspense fallback={<p>loading</p>}>
      <Retried />
    </Suspense>,
  );
  expect(await screen.findByText('the page')).toBeInTheDocument();
  expect(loads).toEqual([false, true]);
});
