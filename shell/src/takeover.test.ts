import { isPrerendered, takeOver } from './takeover';

function prerenderedRoot(): HTMLElement {
  document.body.innerHTML = '<div id="root" data-prerendered><main><h1>Painted</h1></main></div>';
  return document.getElementById('root')!;
}

test('only a root marked by the prerender is taken over', () => {
  expect(isPrerendered(prerenderedRoot())).toBe(true);
  document.body.innerHTML = '<div id="root"></div>';
  expect(isPrerendered(document.getElementById('root')!)).toBe(false);
});

test('the painted page stays until the app has rendered, then is replaced in one step', async () => {
  const painted = prerenderedRoot();
  let stage: HTMLElement | undefined;
  const done = takeOver(painted, (element) => {
    stage = element;
    element.innerHTML = '<main><h1>Live</h1><div role="status" aria-busy="true"></div></main>';
  });

  await new Promise((resolve) => setTimeout(resolve, 20));
  // Still loading: the visitor sees the prerendered page, and the app works off-screen.
  expect(document.getElementById('root')).toBe(painted);
  expect(stage?.isConnected).toBe(false);

  stage?.querySelector('[aria-busy]')?.setAttribute('aria-busy', 'false');
  await done;
  expect(document.getElementById('root')).toBe(stage);
  expect(document.querySelector('h1')).toHaveTextContent('Live');
  expect(painted.isConnected).toBe(false);
});

test('a stage that is never settled replaces the page after the timeout', async () => {
  jest.useFakeTimers();
  try {
    const painted = prerenderedRoot();
    const done = takeOver(painted, (element) => {
      element.innerHTML = '<div aria-busy="true"></div>';
    });
    jest.advanceTimersByTime(5_000);
    await done;
    expect(document.getElementById('root')).not.toBe(painted);
  } finally {
    jest.useRealTimers();
  }
});

/** A stylesheet as the page's starter holds it back: `settled` once it has loaded or failed. */
function heldStylesheet(href: string, state: 'loading' | 'settled'): HTMLLinkElement {
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', media: 'print', href });
  link.dataset.takeover = state;
  document.head.append(link);
  return link;
}

test('the held-back stylesheets apply in the same step as the replacement, once all have settled', async () => {
  document.head.innerHTML = '';
  const loaded = heldStylesheet('http://localhost/shell.css', 'settled');
  const loading = heldStylesheet('http://localhost:3003/blog.css', 'loading');
  const painted = prerenderedRoot();
  const done = takeOver(painted, (element) => {
    element.innerHTML = '<main><h1>Live</h1></main>';
  });

  await new Promise((resolve) => setTimeout(resolve, 20));
  // The stage has settled, but one stylesheet is still on its way: the page waits for it.
  expect(document.getElementById('root')).toBe(painted);
  expect([loaded.media, loading.media]).toEqual(['print', 'print']);

  loading.dispatchEvent(new Event('load'));
  await done;
  expect(document.getElementById('root')).not.toBe(painted);
  expect([loaded.media, loading.media]).toEqual(['all', 'all']);
  expect(document.querySelectorAll('[data-takeover]')).toHaveLength(0);
});
