/**
 * Runs tasks that share a key one after another, in arrival order; tasks with different keys run
 * side by side. A retry of a form submission sent while its first attempt is still being verified
 * waits for that attempt's outcome instead of racing it for the single-use token.
 */
export type KeyedQueue = <T>(key: string, task: () => Promise<T>) => Promise<T>;

export function createKeyedQueue(): KeyedQueue {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const result = (tails.get(key) ?? Promise.resolve()).then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    // The last task of a key removes it, so the map holds only keys with work under way.
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
