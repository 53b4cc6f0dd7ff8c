/**
 * The prerendered page's starter, run in a document: the app's scripts asked for at once, the
 * complete stylesheets and the preloads one per task, and the app's scripts run once all of them
 * have arrived or failed, or after a timeout.
 */
import { AFTER_FIRST_FRAME_ATTRIBUTE } from 'shared/after-first-frame';
import {
  APP_START_TIMEOUT_MS,
  applyHeldStylesheets,
  insertHeldMarkupAtFirstFrame,
  readStarterPlan,
  requestAppFiles,
  startWhenPainted,
  type StarterPlan,
} from './page-starter';

/** Tasks the test lets run, one at a time: `nextTask` resolves only when the test says so. */
const pendingTasks: Array<() => void> = [];
jest.mock('./next-task', () => ({
  nextTask: () => new Promise<void>((resolve) => pendingTasks.push(resolve)),
}));

/** Runs the next task, and whatever it awaits in between, up to the task after it. */
async function runTask(): Promise<boolean> {
  const resolve = pendingTasks.shift();
  if (!resolve) return false;
  resolve();
  // Let the awaiting loop reach its next `nextTask` (a few microtasks).
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  return true;
}

async function runAllTasks(): Promise<void> {
  while (await runTask());
}

const plan: StarterPlan = {
  scripts: ['/main.1234abcd.js'],
  stylesheets: ['/shared-library.aaaa1111.css', 'https://blog.example.com/post.bbbb2222.css'],
  preloads: [
    { href: '/app-config.json', as: 'fetch' },
    { href: 'https://blog.example.com/mf-manifest.json', as: 'fetch' },
    { href: 'https://blog.example.com/remoteEntry.js', as: 'script' },
  ],
};

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link')];
const hrefs = () => links().map((link) => link.getAttribute('href'));
const appScripts = () => [...document.body.querySelectorAll('script')].map((script) => script.getAttribute('src'));

beforeEach(() => {
  document.head.innerHTML = '<title>Blog</title>';
  document.body.innerHTML = '<div id="root" data-prerendered><main><h1>Blog</h1></main></div>';
  pendingTasks.length = 0;
});

test('asks for the app’s scripts at once, then one file per task: the stylesheets, then the preloads', async () => {
  void requestAppFiles(document, plan);
  expect(hrefs()).toEqual(['/main.1234abcd.js']);

  const perTask: number[] = [];
  while (await runTask()) perTask.push(links().length);
  expect(perTask).toEqual([2, 3, 4, 5, 6]);
  expect(links().map((link) => [link.getAttribute('href'), link.rel, link.as ?? null])).toEqual([
    ['/main.1234abcd.js', 'preload', 'script'],
    // Full addresses: how the app and the federation runtime look a stylesheet up before adding it.
    ['http://localhost/shared-library.aaaa1111.css', 'stylesheet', null],
    ['https://blog.example.com/post.bbbb2222.css', 'stylesheet', null],
    ['/app-config.json', 'preload', 'fetch'],
    ['https://blog.example.com/mf-manifest.json', 'preload', 'fetch'],
    ['https://blog.example.com/remoteEntry.js', 'preload', 'script'],
  ]);
  // Data, and scripts of another origin, in CORS mode, as the app asks for them (its fetch, the
  // remotes' scripts), or the preload goes unused; the shell's own scripts as they are.
  expect(links().map((link) => link.crossOrigin)).toEqual([null, null, null, 'anonymous', 'anonymous', 'anonymous']);
});

test('the stylesheets are held back until the app applies them, all at once', async () => {
  void requestAppFiles(document, plan);
  await runAllTasks();
  const stylesheets = links().filter((link) => link.rel === 'stylesheet');
  const state = () => stylesheets.map((link) => [link.media, link.hasAttribute('data-held')]);
  expect(state()).toEqual([
    ['print', true],
    ['print', true],
  ]);

  applyHeldStylesheets(document);
  expect(state()).toEqual([
    ['all', false],
    ['all', false],
  ]);
});

test('the app’s scripts run, in order, once every file asked for has arrived or failed', async () => {
  void requestAppFiles(document, { ...plan, scripts: ['/main.1234abcd.js', '/second.js'] });
  await runAllTasks();
  const all = links();
  expect(all).toHaveLength(7);
  all.slice(0, -1).forEach((link, index) => link.dispatchEvent(new Event(index % 2 ? 'error' : 'load')));
  expect(appScripts()).toEqual([]);

  all.at(-1)?.dispatchEvent(new Event('load'));
  expect(appScripts()).toEqual(['/main.1234abcd.js', '/second.js']);
  // The browser runs added scripts as they arrive unless told otherwise.
  expect([...document.body.querySelectorAll('script')].map((script) => script.async)).toEqual([false, false]);
});

test('a request that neither arrives nor fails holds the app back 3 s after the last file is asked for', async () => {
  jest.useFakeTimers();
  try {
    void requestAppFiles(document, plan);
    await runTask();
    jest.advanceTimersByTime(10_000);
    // Files still to ask for: the timeout has not started.
    expect(appScripts()).toEqual([]);

    await runAllTasks();
    jest.advanceTimersByTime(APP_START_TIMEOUT_MS - 1);
    expect(appScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(appScripts()).toEqual(['/main.1234abcd.js']);

    // The files that arrive late start nothing twice.
    for (const link of links()) link.dispatchEvent(new Event('load'));
    expect(appScripts()).toEqual(['/main.1234abcd.js']);
  } finally {
    jest.useRealTimers();
  }
});

test('a file that fails to load is marked, for a retry of its remote to clear it', async () => {
  void requestAppFiles(document, plan);
  await runAllTasks();
  const [failed, arrived] = links();

  failed?.dispatchEvent(new Event('error'));
  arrived?.dispatchEvent(new Event('load'));

  expect(failed).toHaveAttribute('data-load-failed');
  expect(arrived).not.toHaveAttribute('data-load-failed');
});

test('starts at once where paints are not timed', () => {
  // jsdom is not a visible tab that times paints.
  startWhenPainted(document, plan);
  expect(hrefs()).toEqual(['/main.1234abcd.js']);
});

test('reads its plan from the page', () => {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="app-starter-plan">${JSON.stringify(plan)}</script>`,
  );
  expect(readStarterPlan(document)).toEqual(plan);
});

describe('a lead form held out of the page until its first frame', () => {
  const heldForm = `<section id="contact"><h2>Talk to us</h2><div id="slot"><template ${AFTER_FIRST_FRAME_ATTRIBUTE}><form><input name="email"></form></template></div></section>`;
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const formInPage = () => document.querySelector('#slot > form');

  beforeEach(() => {
    document.body.innerHTML = `<div id="root" data-prerendered><main>${heldForm}</main></div>`;
  });

  afterEach(() => {
    Reflect.deleteProperty(document, 'readyState');
    window.location.hash = '';
  });

  test('joins the page at the first frame after DOMContentLoaded, and not before', async () => {
    // As in the page: the starter runs while the parser is still at work.
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    insertHeldMarkupAtFirstFrame(document);
    await nextFrame();
    expect(formInPage()).toBeNull();

    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(formInPage()).toBeNull();
    await nextFrame();
    expect(formInPage()).not.toBeNull();
    expect(document.querySelector('template')).toBeNull();
  });

  test('joins at once when the address names a place on the page, which the browser scrolls to', () => {
    window.location.hash = '#contact';
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    insertHeldMarkupAtFirstFrame(document);
    expect(formInPage()).not.toBeNull();
  });

  test('joins before the app’s scripts are added, which hydrate it, even with no frame yet (a background tab)', async () => {
    void requestAppFiles(document, plan);
    await runAllTasks();
    for (const link of links()) link.dispatchEvent(new Event('load'));
    expect(appScripts()).toEqual(['/main.1234abcd.js']);
    expect(formInPage()).not.toBeNull();
  });
});
