/**
 * The starter of a prerendered page, run in a document: the app's scripts asked for at once, then
 * a first read of localStorage in a task of its own, and the complete stylesheets and the
 * preloads three per task, so no single task does them all; the app's scripts run once all of
 * them have arrived or failed, or after a timeout.
 */
import { composePage, type CapturedPage } from './compose-page';

const appPage =
  '<!doctype html><html lang="en"><head><title>Veritenant</title><meta name="description" content="d"/>' +
  '<link rel="preload" href="/app-config.json" as="fetch" crossorigin="anonymous"/>' +
  '<script defer="defer" src="/main.1234abcd.js"></script></head><body><div id="root"></div></body></html>';

const page: CapturedPage = {
  path: '/blog',
  title: 'Blog | Veritenant',
  description: 'Posts',
  rootHtml: '<main><h1>Blog</h1></main>',
  stylesheets: [
    { href: '/shared-library.aaaa1111.css', css: '.a{color:red}' },
    { href: 'https://blog.example.com/post.bbbb2222.css', css: '.b{color:blue}' },
    // Linked as it is (its url()s are relative to it), so nothing to add.
    { href: '/fonts.dddd4444.css', css: '@font-face{src:url(a.woff2)}' },
  ],
  scripts: ['https://blog.example.com/remoteEntry.js', '/bootstrap.cccc3333.js'],
  fetches: ['https://blog.example.com/mf-manifest.json'],
};

/** A MessageChannel whose messages the test delivers, one at a time. */
const undelivered: Array<() => void> = [];
class ManualMessageChannel {
  port1 = { onmessage: null as null | (() => void), close: () => undefined };
  port2 = { postMessage: () => undelivered.push(() => this.port1.onmessage?.()) };
}

function runStarter() {
  const html = composePage(appPage, page, {
    siteUrl: 'https://www.example.com/',
    siteName: 'Veritenant',
    type: 'website',
  });
  const code = /<script id="app-starter">(\(\(\) => \{[\s\S]*?\}\)\(\);)<\/script><\/body>/.exec(html)?.[1];
  if (!code) throw new Error('The page has no starter');
  new Function('MessageChannel', code)(ManualMessageChannel);
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.href, link.as]);

const appScripts = () => [...document.body.querySelectorAll('script')].map((script) => script.getAttribute('src'));

function deliverAll() {
  while (undelivered.length) undelivered.shift()?.();
}

beforeEach(() => {
  document.head.innerHTML = '<title>Blog</title>';
  document.body.innerHTML = '<div id="root" data-prerendered><main><h1>Blog</h1></main></div>';
  undelivered.length = 0;
});

test('the starter asks for the app scripts at once, then reads localStorage, then adds three links per task', () => {
  const storageRead = jest.spyOn(Storage.prototype, 'length', 'get');
  // jsdom is not a visible tab that times paints, so the starter starts at once.
  runStarter();
  expect(preloads()).toEqual([['http://localhost/main.1234abcd.js', 'script']]);
  expect(storageRead).not.toHaveBeenCalled();

  const added: number[] = [];
  while (undelivered.length) {
    undelivered.shift()?.();
    added.push(preloads().length);
    if (added.length === 1) expect(storageRead).toHaveBeenCalledTimes(1);
  }
  // localStorage read in a task of its own, then the two inlined stylesheets and the four
  // preloads, three links per task.
  expect(added).toEqual([1, 2, 5, 5]);
  storageRead.mockRestore();
  expect(preloads()).toEqual([
    ['http://localhost/main.1234abcd.js', 'script'],
    ['http://localhost/app-config.json', 'fetch'],
    ['https://blog.example.com/mf-manifest.json', 'fetch'],
    ['https://blog.example.com/remoteEntry.js', 'script'],
    ['http://localhost/bootstrap.cccc3333.js', 'script'],
  ]);
  const [mainScript, config] = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]');
  expect(mainScript?.crossOrigin).toBeNull();
  expect(config?.crossOrigin).toBe('anonymous');
});

test('the app scripts run once every file asked for has arrived or failed', () => {
  runStarter();
  deliverAll();
  const links = [...document.head.querySelectorAll('link')];
  // Two stylesheets, the app's script and four preloads.
  expect(links).toHaveLength(7);
  links.slice(0, -1).forEach((link, index) => link.dispatchEvent(new Event(index % 2 ? 'error' : 'load')));
  expect(appScripts()).toEqual([]);

  links.at(-1)?.dispatchEvent(new Event('load'));
  expect(appScripts()).toEqual(['/main.1234abcd.js']);
  // In order: the browser runs dynamically added scripts as they arrive unless told otherwise.
  expect(document.body.querySelector('script')?.async).toBe(false);
});

test('a request that neither arrives nor fails holds the app back 3 s after the last file is asked for', () => {
  jest.useFakeTimers();
  try {
    runStarter();
    undelivered.shift()?.();
    jest.advanceTimersByTime(10_000);
    // Files still to ask for: the timeout has not started.
    expect(appScripts()).toEqual([]);

    deliverAll();
    jest.advanceTimersByTime(2_999);
    expect(appScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(appScripts()).toEqual(['/main.1234abcd.js']);

    // The files that arrive late start nothing twice.
    for (const link of document.head.querySelectorAll('link')) link.dispatchEvent(new Event('load'));
    expect(appScripts()).toEqual(['/main.1234abcd.js']);
  } finally {
    jest.useRealTimers();
  }
});

test('the starter adds the inlined stylesheets in full, in order, held back for the app to apply', () => {
  document.head.innerHTML = '<title>Blog</title><style>.a{color:red}</style><style>.b{color:blue}</style>';
  runStarter();
  // The read of localStorage, then the two stylesheets (and a preload).
  for (let task = 0; task < 2; task += 1) undelivered.shift()?.();
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  expect([...document.head.children].map((element) => element.getAttribute('href') ?? element.tagName)).toEqual([
    'TITLE',
    'STYLE',
    'STYLE',
    '/main.1234abcd.js',
    // Full addresses: how the app and the federation runtime look a stylesheet up before adding it.
    'http://localhost/shared-library.aaaa1111.css',
    'https://blog.example.com/post.bbbb2222.css',
    // The first preload, in the same task.
    '/app-config.json',
  ]);
  const state = () => links.map((link) => [link.media, link.dataset.takeover]);
  expect(state()).toEqual([
    ['print', 'loading'],
    ['print', 'loading'],
  ]);

  // Loaded or failed, each is marked settled for the takeover, and stays held back until then.
  links[1]?.dispatchEvent(new Event('load'));
  links[0]?.dispatchEvent(new Event('error'));
  expect(state()).toEqual([
    ['print', 'settled'],
    ['print', 'settled'],
  ]);
});

test('a file that fails to load is marked, for a retry of its remote to clear it', () => {
  runStarter();
  deliverAll();
  const [failed, arrived] = [...document.head.querySelectorAll<HTMLLinkElement>('link')];

  failed?.dispatchEvent(new Event('error'));
  arrived?.dispatchEvent(new Event('load'));

  expect(failed).toHaveAttribute('data-load-failed');
  expect(arrived).not.toHaveAttribute('data-load-failed');
});

test('taps on the painted page’s buttons are counted on them, for the app to replay', () => {
  document.getElementById('root')!.insertAdjacentHTML('beforeend', '<button type="button">Open menu</button>');
  const button = document.querySelector('button')!;
  runStarter();

  button.click();
  button.click();

  expect(button).toHaveAttribute('data-pending-taps', '2');
});
