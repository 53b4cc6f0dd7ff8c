/**
 * A retry after a remote's outage must load its files afresh. A prerendered page asks for the
 * current route's remote files ahead (`<link rel="preload">`, added by the page's starter, which
 * marks any that fails with `data-load-failed`). Chromium keeps a failed preload and answers the
 * next request for that script with the same failure, even once the server is back, so "Try
 * again" would fail every time until the whole page is reloaded.
 *
 * Before a retry, each failed preload of the remote is used up by a script of its own (answered
 * at once with the stored failure), and failed stylesheets are taken out, so the retry's own
 * requests go to the network.
 */

const FAILED = 'link[data-load-failed]';

/** The folder a remote's files are served from: its manifest URL without the file name. */
export function remoteBase(manifestUrl: string): string {
  return new URL('.', manifestUrl).href;
}

function useUpFailedScript(src: string): Promise<void> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    const done = () => {
      script.remove();
      resolve();
    };
    script.addEventListener('load', done);
    script.addEventListener('error', done);
    document.head.append(script);
  });
}

/** Clears what failed to load from the remote at `manifestUrl`, so its next load is a fresh one. */
export async function releaseFailedPreloads(manifestUrl: string): Promise<void> {
  const base = remoteBase(manifestUrl);
  const failed = [...document.querySelectorAll<HTMLLinkElement>(FAILED)].filter((link) => link.href.startsWith(base));
  await Promise.all(
    failed.map((link) => {
      link.remove();
      return link.rel === 'preload' && link.as === 'script' ? useUpFailedScript(link.href) : undefined;
    }),
  );
}
