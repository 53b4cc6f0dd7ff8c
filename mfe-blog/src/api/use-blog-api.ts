/**
 * Runs one request against the blog host of the run-time configuration and tracks its state.
 * The configuration arrives from the shell shortly after the page, so until then the state is
 * 'loading' too. Results carry the request's key, so a new key (another page, another slug)
 * reads as 'loading' at once, without an effect resetting state.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { useSiteStore } from 'shared/site-store';

export type Remote<T> = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: T };

const loading = { status: 'loading' } as const;

/**
 * @param key identifies the request: the same key is fetched once, a new key fetches again.
 * @param request reads from `blogApiUrl`; aborted when the key changes or the page goes away.
 */
export function useBlogApi<T>(
  key: string,
  request: (blogApiUrl: string, signal: AbortSignal) => Promise<T>,
): Remote<T> {
  const blogApiUrl = useSiteStore((state) => state.config?.blogApiUrl);
  const requestKey = `${blogApiUrl} ${key}`;
  const [result, setResult] = useState<{ key: string; state: Remote<T> }>();
  // `request` is a new function on every render; the key says when it asks for something else.
  const send = useEffectEvent(request);

  useEffect(() => {
    if (!blogApiUrl) return undefined;
    const controller = new AbortController();
    send(blogApiUrl, controller.signal).then(
      (data) => setResult({ key: requestKey, state: { status: 'loaded', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('The blog could not load its posts', error);
        setResult({ key: requestKey, state: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [blogApiUrl, requestKey]);

  return result?.key === requestKey ? result.state : loading;
}
