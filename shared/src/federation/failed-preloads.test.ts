import { releaseFailedPreloads } from './failed-preloads';

const manifest = 'https://legal.cdn.example/2026-11-25.1/mf-manifest.json';

function link(attributes: Record<string, string>, failed: boolean): HTMLLinkElement {
  const element = Object.assign(document.createElement('link'), attributes);
  if (failed) element.dataset.loadFailed = '';
  document.head.append(element);
  return element;
}

/** jsdom fetches no scripts: each script the helper adds is answered with the stored failure. */
function failEveryAddedScript(): string[] {
  const requested: string[] = [];
  new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (node instanceof HTMLScriptElement) {
        requested.push(node.src);
        node.dispatchEvent(new Event('error'));
      }
    }
  }).observe(document.head, { childList: true });
  return requested;
}

beforeEach(() => {
  document.head.innerHTML = '';
});

test("the remote's failed script preloads are used up and its failed links taken out; nothing else is touched", async () => {
  const failedEntry = link(
    { rel: 'preload', as: 'script', href: 'https://legal.cdn.example/2026-11-25.1/remoteEntry.js' },
    true,
  );
  const failedStyles = link(
    { rel: 'stylesheet', href: 'https://legal.cdn.example/2026-11-25.1/legal.1234abcd.css' },
    true,
  );
  const loadedChunk = link(
    { rel: 'preload', as: 'script', href: 'https://legal.cdn.example/2026-11-25.1/1.1234abcd.js' },
    false,
  );
  const otherRemote = link({ rel: 'preload', as: 'script', href: 'https://blog.cdn.example/remoteEntry.js' }, true);
  const requested = failEveryAddedScript();

  await releaseFailedPreloads(manifest);

  expect(requested).toEqual([failedEntry.href]);
  expect(failedEntry.isConnected).toBe(false);
  expect(failedStyles.isConnected).toBe(false);
  expect(loadedChunk.isConnected).toBe(true);
  expect(otherRemote.isConnected).toBe(true);
  expect(document.head.querySelectorAll('script')).toHaveLength(0);
});
