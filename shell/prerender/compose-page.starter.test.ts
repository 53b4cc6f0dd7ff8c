/**
 * The starter of a prerendered page, run in a document: the app's scripts at once, then a first
 * read of localStorage in a task of its own, and the complete stylesheets and the preloads three
 * per task, so no single task does them all.
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
  const code = /<script>(\(\(\) => \{[\s\S]*?\}\)\(\);)<\/script><\/body>/.exec(html)?.[1];
  if (!code) throw new Error('The page has no starter');
  new Function('MessageChannel', code)(ManualMessageChannel);
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.href, link.as]);

test('the starter adds the app scripts at once, then three links per task, the config first of the preloads', () => {
  const storageRead = jest.spyOn(Storage.prototype, 'length', 'get');
  // jsdom is not a visible tab that times paints, so the starter starts at once.
  runStarter();
  expect([...document.body.querySelectorAll('script')].map((script) => script.getAttribute('src'))).toEqual([
    '/main.1234abcd.js',
  ]);
  expect(preloads()).toEqual([]);

  expect(storageRead).not.toHaveBeenCalled();

  const added: number[] = [];
  while (undelivered.length) {
    undelivered.shift()?.();
    added.push(preloads().length);
    if (added.length === 1) expect(storageRead).toHaveBeenCalledTimes(1);
  }
  // localStorage read in a task of its own, then the two inlined stylesheets and the four
  // preloads, three links per task.
  expect(added).toEqual([0, 1, 4, 4]);
  storageRead.mockRestore();
  expect(preloads()).toEqual([
    ['http://localhost/app-config.json', 'fetch'],
    ['https://blog.example.com/mf-manifest.json', 'fetch'],
    ['https://blog.example.com/remoteEntry.js', 'script'],
    ['http://localhost/bootstrap.cccc3333.js', 'script'],
  ]);
  expect(document.head.querySelector<HTMLLinkElement>('link[rel="preload"]')?.crossOrigin).toBe('anonymous');
});

test('the starter adds the inlined stylesheets in full, in order, held back for the app to apply', () => {
  document.head.innerHTML = '<title>Blog</title><style>.a{color:red}</style><style>.b{color:blue}</style>';
  document.body.innerHTML = '<div id="root" data-prerendered><main><h1>Blog</h1></main></div>';
  undelivered.length = 0;
  runStarter();
  // The read of localStorage, then the two stylesheets (and a preload).
  for (let task = 0; task < 2; task += 1) undelivered.shift()?.();
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  expect([...document.head.children].map((element) => element.getAttribute('href') ?? element.tagName)).toEqual([
    'TITLE',
    'STYLE',
    'STYLE',
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

test('once the app has replaced the painted page, a stylesheet still to add goes in applied', () => {
  document.head.innerHTML = '<title>Blog</title>';
  document.body.innerHTML = '<div id="root" data-prerendered><main><h1>Blog</h1></main></div>';
  undelivered.length = 0;
  runStarter();
  undelivered.shift()?.();
  // The app's root, as the takeover leaves it, before the stylesheets' task.
  document.getElementById('root')?.removeAttribute('data-prerendered');
  undelivered.shift()?.();
  expect(
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => [
      link.media,
      link.dataset.takeover,
    ]),
  ).toEqual([
    ['', undefined],
    ['', undefined],
  ]);
});
