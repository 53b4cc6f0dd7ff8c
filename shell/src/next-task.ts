/**
 * Resolves in a new task, so long work split by `await nextTask()` lets the browser paint and
 * answer input in between. A message, not a timer: timers are clamped when nested and frozen by
 * a test's paused clock, and the page must start regardless.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
