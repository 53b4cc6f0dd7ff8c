/** Work over many items, a few at a time. */

/**
 * `fn` over every item, `concurrency` at a time, results in order. The first failure is thrown once those in
 * flight have settled: nothing is still being written when it returns.
 */
export async function inParallel<T, R>(
  items: readonly T[],
  fn: (item: T) => Promise<R>,
  concurrency = 8,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      const index = next++;
      try {
        results[index] = await fn(items[index] as T);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  const rejected = settled.find((outcome) => outcome.status === 'rejected');
  if (rejected) throw rejected.reason;
  return results;
}
