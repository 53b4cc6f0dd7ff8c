import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { nextTask } from './next-task';

// jsdom has no MessageChannel; Node's has the same interface. Installed for these tests only:
// installed for all, React's scheduler would use it and its open ports would keep Jest running.
beforeAll(() => {
  globalThis.MessageChannel = NodeMessageChannel as unknown as typeof MessageChannel;
});

afterAll(() => {
  Reflect.deleteProperty(globalThis, 'MessageChannel');
});

test('resolves after the current task, once queued microtasks have run', async () => {
  const order: string[] = [];
  const done = nextTask().then(() => order.push('next task'));
  void Promise.resolve().then(() => order.push('microtask'));
  order.push('current task');
  await done;
  expect(order).toEqual(['current task', 'microtask', 'next task']);
});

test('does not wait for timers, which a paused test clock would never fire', async () => {
  jest.useFakeTimers();
  try {
    await expect(nextTask()).resolves.toBeUndefined();
  } finally {
    jest.useRealTimers();
  }
});
