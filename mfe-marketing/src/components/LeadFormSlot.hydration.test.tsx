/**
 * A placed form as a visitor meets it: in the server's HTML, hydrated by the browser. The server
 * renders the form (its Node render waits for the form's code); the hydration renders the same
 * tree, keeps that HTML while the form's code waits for the visitor to near it, and takes what
 * was typed into it meanwhile.
 */
import { setImmediate } from 'node:timers';
import type { ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { AFTER_FIRST_FRAME_ATTRIBUTE, insertAfterFirstFrameMarkup } from 'shared/after-first-frame';
import { appConfigFromEnv } from 'shared/app-config';

/** What a page is made of, from one module registry (the server's, or the browser's). */
interface PageModules {
  React: typeof import('react');
  LeadFormSlot: typeof import('./LeadFormSlot').LeadFormSlot;
}

function slotAlone({ LeadFormSlot }: PageModules): ReactNode {
  return <LeadFormSlot form="ContactForm" />;
}

/** A page whose context changes as the router's does on a navigation, the form below it. */
function pageWithContext({ React, LeadFormSlot }: PageModules) {
  const Location = React.createContext('/');
  function Breadcrumb() {
    return <p>{React.use(Location)}</p>;
  }
  return (location: string) => (
    <Location value={location}>
      <Breadcrumb />
      <LeadFormSlot form="ContactForm" />
    </Location>
  );
}

// The Node renderer schedules its work with setImmediate, which jsdom's window lacks; the
// browser's React is a fresh copy each test, so the act environment is declared here.
Object.assign(globalThis, { setImmediate, IS_REACT_ACT_ENVIRONMENT: true });

jest.mock('../federation/lead-forms', () => {
  const actual: typeof import('../federation/lead-forms') = jest.requireActual('../federation/lead-forms');
  return { ...actual, loadLeadForm: jest.fn(actual.loadLeadForm) };
});

/**
 * The slot's markup as the prerender writes it: React's Node renderer, the run-time config in the
 * store, from a module registry of its own (as the server's process is).
 */
async function serverRender(page: (modules: PageModules) => ReactNode = slotAlone): Promise<string> {
  jest.resetModules();
  const { prerenderToNodeStream } = await import('react-dom/static.node');
  const { useSiteStore } = await import('shared/site-store');
  const modules = { React: await import('react'), LeadFormSlot: (await import('./LeadFormSlot')).LeadFormSlot };
  useSiteStore.setState({ config: appConfigFromEnv({}) });
  const { prelude } = await prerenderToNodeStream(<modules.React.StrictMode>{page(modules)}</modules.React.StrictMode>);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** The page as the browser shows it from its first frame: the starter has put the held form in place. */
function showAtFirstFrame(serverHtml: string): void {
  container.innerHTML = serverHtml;
  insertAfterFirstFrameMarkup(document);
}

/** A stand-in IntersectionObserver whose instances the test moves into view. */
let reportIntersecting: (isIntersecting: boolean) => void = () => {};

function installIntersectionObserver(): void {
  const callbacks: (() => void)[] = [];
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(() => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never));
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  reportIntersecting = (isIntersecting) => {
    if (isIntersecting) for (const callback of callbacks) callback();
  };
}

/** What the browser does as a visitor types into a field no script listens to yet. */
function typeInto(field: HTMLInputElement, text: string): void {
  field.focus();
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

let container: HTMLElement;
let root: Root | undefined;
/** The act of the browser's React, for the test's end. */
let act: typeof import('react').act | undefined;

/**
 * The browser's side, from a fresh module registry (nothing of the server render loaded): its
 * own React, store, slot and watched loader, as a page's scripts have.
 */
async function browser() {
  jest.resetModules();
  const React = await import('react');
  const { hydrateRoot } = await import('react-dom/client');
  const { useSiteStore } = await import('shared/site-store');
  const { LeadFormSlot } = await import('./LeadFormSlot');
  const { loadLeadForm } = await import('../federation/lead-forms');
  const recovered: unknown[] = [];
  // The form's own root reports what it recovered from in the console.
  const consoleError = jest.spyOn(console, 'error');
  act = React.act;
  // In StrictMode, as the app: effects run twice in development.
  const inStrictMode = (page: ReactNode) => <React.StrictMode>{page}</React.StrictMode>;
  return {
    React,
    LeadFormSlot,
    load: jest.mocked(loadLeadForm),
    recovered: () => [
      ...recovered,
      ...consoleError.mock.calls.filter(([message]) => String(message).includes('did not hydrate')),
    ],
    act: React.act,
    render: (page: ReactNode) => root?.render(inStrictMode(page)),
    async hydrate(page: ReactNode) {
      await React.act(async () => {
        root = hydrateRoot(container, inStrictMode(page), {
          onRecoverableError: (error) => recovered.push(error),
        });
      });
      // The run-time config arrives after hydration (the store's first render is the server's);
      // the form's own root is made once react-dom/client is imported.
      await React.act(async () => {
        useSiteStore.setState({ config: appConfigFromEnv({}) });
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
  };
}

function formIn(element: HTMLElement): HTMLFormElement {
  const form = element.querySelector('form');
  if (!form) throw new Error('no form in the page');
  return form;
}

function field(form: HTMLFormElement, name: string): HTMLInputElement {
  return form.elements.namedItem(name) as HTMLInputElement;
}

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
});

afterEach(async () => {
  jest.restoreAllMocks();
  // The page's root, then the form's, which the slot ends once the page's commit is over.
  await act?.(async () => {
    root?.unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  root = undefined;
  act = undefined;
  container.remove();
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

test("the server's HTML holds the form, held out of the document until the page's first frame", async () => {
  container.innerHTML = await serverRender();
  expect(container.querySelector('form')).toBeNull();
  const held = container.querySelector<HTMLTemplateElement>(`template[${AFTER_FIRST_FRAME_ATTRIBUTE}]`);
  // An element of the template's own inert document, which jest-dom's matchers do not take.
  expect(held?.content.querySelector('form')?.getAttribute('data-form-type')).toBe('contact');

  insertAfterFirstFrameMarkup(document);
  expect(container.querySelector('template')).toBeNull();
  expect(formIn(container)).toHaveAttribute('data-form-type', 'contact');
});

test('shown at the first frame and hydrated far from the viewport, the form stays as rendered, with nothing loaded', async () => {
  showAtFirstFrame(await serverRender());
  const serverForm = formIn(container);

  installIntersectionObserver();
  const page = await browser();
  await page.hydrate(<page.LeadFormSlot form="ContactForm" />);

  expect(page.recovered()).toEqual([]);
  expect(formIn(container)).toBe(serverForm);
  expect(page.load).not.toHaveBeenCalled();
});

test('typed into before its code loads, the form hydrates once near with the text in its state', async () => {
  showAtFirstFrame(await serverRender());
  installIntersectionObserver();
  const page = await browser();
  await page.hydrate(<page.LeadFormSlot form="ContactForm" />);
  const form = formIn(container);
  // React tries to hydrate the form as its fields get focus and input: in act, as all its work.
  await page.act(async () => typeInto(field(form, 'firstName'), 'Ada'));

  await page.act(async () => {
    reportIntersecting(true);
    while (page.load.mock.results.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await page.load.mock.results[0]?.value;
  });

  expect(page.recovered()).toEqual([]);
  expect(formIn(container)).toBe(form);
  expect(field(form, 'firstName')).toHaveValue('Ada');
  expect(field(form, 'firstName')).toHaveFocus();
  // The hydrated form validates what it holds: the first name is there, the last name is not.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await page.act(async () => form.requestSubmit());
  expect(field(form, 'lastName')).toHaveAttribute('aria-invalid', 'true');
  expect(field(form, 'firstName')).not.toHaveAttribute('aria-invalid');
  expect(field(form, 'firstName')).toHaveValue('Ada');
  expect(consoleError).toHaveBeenCalledWith(
    'contact: invalid entries',
    expect.objectContaining({ lastName: expect.any(String) }),
  );
  consoleError.mockRestore();
});

test("a navigation before the form's code is there keeps the server's form and what was typed into it", async () => {
  showAtFirstFrame(await serverRender((modules) => pageWithContext(modules)('/')));
  installIntersectionObserver();
  const page = await browser();
  const pageAt = pageWithContext(page);
  await page.hydrate(pageAt('/'));
  const form = formIn(container);
  // React tries to hydrate the form as its fields get focus and input: in act, as all its work.
  await page.act(async () => typeInto(field(form, 'firstName'), 'Ada'));

  // The router's context changes above the form, as on any navigation.
  await page.act(async () => page.React.startTransition(() => page.render(pageAt('/?section=contact'))));

  expect(container.querySelector('p')).toHaveTextContent('/?section=contact');
  expect(page.recovered()).toEqual([]);
  expect(formIn(container)).toBe(form);
  expect(field(form, 'firstName')).toHaveValue('Ada');
  expect(page.load).not.toHaveBeenCalled();
});
