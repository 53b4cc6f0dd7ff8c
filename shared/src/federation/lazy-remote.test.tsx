import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { isLoadFailure, lazyRemote } from './lazy-remote';

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

test('a failed load is marked as one; an error the loaded page throws is not', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const caught: unknown[] = [];
  class Catching extends Boundary {
    componentDidCatch(error: unknown) {
      caught.push(error);
    }
  }
  const Unreachable = lazyRemote<object>('remote/Unreachable', 0, () => Promise.reject(new Error('remote down')));
  const Throwing = lazyRemote<object>('remote/Throwing', 0, async () => ({
    default: () => {
      throw new Error('page bug');
    },
  }));
  for (const Page of [Unreachable, Throwing]) {
    render(
      <Catching>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </Catching>,
    );
    await act(async () => undefined);
  }

  expect(caught.map((error) => [(error as Error).message, isLoadFailure(error)])).toEqual([
    ['remote down', true],
    ['page bug', false],
  ]);
  expect(isLoadFailure(new Error('remote down'))).toBe(false);
});
