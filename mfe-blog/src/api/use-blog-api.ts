/**
 * Runs one request against the blog host of the run-time configuration and tracks its state.
 *
 * - On the server (the shell's render provides `PageDataContext`) it suspends until the request
 *   has answered, so the page is rendered with its posts; a request that fails fails the render.
 * - In the browser's hydration it renders the data the server rendered, from the page's data
 *   block, and fetches nothing.
 * - Otherwise (after the hydration, a page reached by navigating) it fetches in an effect: the
 *   configuration arrives from the shell shortly after the page, so until then the state is
 *   'loading' too. Results carry the request's key, so a new key (another page, another slug)
 *   reads as 'loading' at once, without an effect resetting state.
 */
import { use, useContext, useEffect, useEffectEvent, useState } from 'react';
import { useHydrating } from 'shared/hydrating';
import { PageDataContext, renderedPageData } from 'shared/page-data';
import { useSiteStore } from 'shared/site-store';

export type Remote<T> = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: T };

type Request<T> = (blogApiUrl: string, signal: AbortSignal) => Promise<T>;

const loading = { status: 'loading' } as const;

/** The server render's request: the configuration is in the store before the render starts. */
function requestOnServer<T>(request: Request<T>): Promise<T> {
  const blogApiUrl = useSiteStore.getState().config?.blogApiUrl;
  if (!blogApiUrl) return Promise.reject(new Error('The blog has no blog api URL to render from'));
  return request(blogApiUrl, new AbortController().signal);
}

/** What the server rendered for `key`, while hydrating its page. */
function renderedResult<T>(key: string): { key: string; state: Remote<T> } | undefined {
  const data = renderedPageData();
  return key in data ? { key, state: { status: 'loaded', data: data[key] as T } } : undefined;
}

/**
 * @param key identifies the request: the same key is fetched once, a new key fetches again. It
 *   also names the data in the page's data block, so it is the same on the server and in the browser.
 * @param request reads from `blogApiUrl`; aborted when the key changes or the page goes away.
 */
export function useBlogApi<T>(key: string, request: Request<T>): Remote<T> {
  const serverLoads = useContext(PageDataContext);
  const hydrating = useHydrating();
  const blogApiUrl = useSiteStore((state) => state.config?.blogApiUrl);
  const [result, setResult] = useState(() => (hydrating && !serverLoads ? renderedResult<T>(key) : undefined));
  // `request` is a new function on every render; the key says when it asks for something else.
  const send = useEffectEvent(request);
  const loaded = useEffectEvent(() => result?.key === key && result.state.status === 'loaded');

  useEffect(() => {
    // The hydration's data needs no second request once the configuration arrives.
    if (!blogApiUrl || loaded()) return undefined;
    const controller = new AbortController();
    send(blogApiUrl, controller.signal).then(
      (data) => setResult({ key, state: { status: 'loaded', data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('The blog could not load its posts', error);
        setResult({ key, state: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [blogApiUrl, key]);

  if (serverLoads) return { status: 'loaded', data: use(serverLoads.load(key, () => requestOnServer(request))) };
  return result?.key === key ? result.state : loading;
}
