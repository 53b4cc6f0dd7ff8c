/** Waits until every URL answers 2xx: a server a script or a test started is ready. */
export interface WaitOptions {
  timeoutMs: number;
  intervalMs?: number;
  /** Says why to stop waiting at once (the server's process has exited), or nothing. */
  gaveUp?: () => string | undefined;
}

/** Whether `url` answers 2xx now. */
export async function answersOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

export async function waitUntilAnswering(
  urls: readonly string[],
  { timeoutMs, intervalMs = 200, gaveUp }: WaitOptions,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = gaveUp?.();
    if (reason) throw new Error(reason);
    if ((await Promise.all(urls.map(answersOk))).every(Boolean)) return;
    if (Date.now() > deadline) throw new Error(`${urls.join(' and ')} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
