/**
 * Runs one request against the blog host of the run-time configuration and tracks its state.
 *
 * - On the server (the shell's render provides `PageDataContext`) it suspends until the request
 *   has answered, so the page is rendered with its posts; a request that fails fails the render.
 * - In the browser's hydration it renders the data the server rendered, from the page's data
 *   block, at once; once hydrated it asks the blog api again and shows its answer when it differs
 *   (a post published, changed or removed since the render), keeping what was rendered while it
 *   waits and when the api fails: no skeleton, no error over a rendered page. Revalidating in the
 *   browser works with any blog api (ours or Payload) without a hook into the render.
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

interface Result<T> {
  key: string;
  state: Remote<T>;
  /** The server's data, from the page's data block: shown until the blog api has answered again. */
  rendered?: true;
}

const loading = { status: 'loading' } as const;

/** The server render's request: the configuration is in the store before the render starts. */
function requestOnServer<T>(request: Request<T>): Promise<T> {
  const blogApiUrl = useSiteStore.getState().config?.blogApiUrl;
  if (!blogApiUrl) return Promise.reject(new Error('The blog has no blog api URL to render from'));
  return request(blogApiUrl, new AbortController().signal);
}

/** What the server rendered for `key`, while hydrating its page. */
function renderedResult<T>(key: string): Result<T> | undefined {
  const data = renderedPageData();
  return key in data ? { key, state: { status: 'loaded', data: data[key] as T }, rendered: true } : undefined;
}

/** Both sides are JSON (the rendered one went through the page's data block). */
const sameData = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * @param key identifies the request: the same key is fetched once, a new key fetches again. It
 *   also names the data in the page's data block, so it is the same on the server and in the browser.
 * @param request reads from `blogApiUrl`; aborted when the key changes or the page goes away.
 */
export function useBlogApi<T>(key: string, request: Request<T>): Remote<T> {
  const serverLoads = useContext(PageDataContext);
  const hydrating = useHydrating();
  const blogApiUrl = useSiteStore((state) => state.config?.blogApiUrl);
  const [result, setResult] = useState<Result<T> | undefined>(() =>
    hydrating && !serverLoads ? renderedResult<T>(key) : undefined,
  );
  // `request` is a new function on every render; the key says when it asks for something else.
  const send = useEffectEvent(request);
  const current = useEffectEvent(() => (result?.key === key ? result : undefined));

  useEffect(() => {
    // Not while hydrating: the render after it may ask for another key (`/blog?page=2`).
    if (!blogApiUrl || hydrating) return undefined;
    const shown = current();
    if (shown?.state.status === 'loaded' && !shown.rendered) return undefined;
    const controller = new AbortController();
    send(blogApiUrl, controller.signal).then(
      (data) => {
        if (shown?.state.status === 'loaded' && sameData(shown.state.data, data)) return;
        setResult({ key, state: { status: 'loaded', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (shown?.rendered)
          return console.warn('The blog shows its rendered posts: the blog api did not answer', error);
        console.error('The blog could not load its posts', error);
        setResult({ key, state: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [blogApiUrl, hydrating, key]);

  if (serverLoads) return { status: 'loaded', data: use(serverLoads.load(key, () => requestOnServer(request))) };
  return result?.key === key ? result.state : loading;
}
