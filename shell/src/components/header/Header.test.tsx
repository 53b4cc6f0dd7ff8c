import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Header } from './Header';

function setScrollY(value: number): void {
  Object.defineProperty(window, 'scrollY', { value, configurable: true, writable: true });
}

function scrollTo(value: number): void {
  setScrollY(value);
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function headerAt(path: string) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Header />
    </MemoryRouter>
  );
}

function renderAt(path: string) {
  return render(headerAt(path));
}

const serverPages: HTMLElement[] = [];

/** The header as the server renders it, put in the page as no script has touched it. */
function serverPage(path: string): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(headerAt(path));
  serverPages.push(container);
  return container;
}

afterEach(() => {
  for (const container of serverPages.splice(0)) container.remove();
});

/** The element that shows or hides the Trial button. */
function trialSlot(): HTMLElement {
  const slot = screen.getByRole('link', { name: 'Trial' }).closest<HTMLElement>('[data-state]');
  if (!slot) throw new Error('the Trial link has no element with data-state around it');
  return slot;
}

/** The dropdown a desktop menu trigger controls. */
function controlledBy(trigger: HTMLElement): HTMLElement {
  const id = trigger.getAttribute('aria-controls');
  const content = id ? document.getElementById(id) : null;
  if (!content) throw new Error(`nothing is controlled by "${trigger.textContent}"`);
  return content;
}

/**
 * jsdom has no popover API. A stand-in for what the header relies on, as Chromium does it: a
 * button's `popovertarget` toggles its popover, `:popover-open` matches an open one, and each
 * change fires a `toggle` event carrying the new state. The browser tests use Chromium's own.
 */
const openPopovers = new WeakSet<Element>();

function setPopoverOpen(element: HTMLElement, open: boolean): void {
  if (open === openPopovers.has(element)) return;
  if (open) openPopovers.add(element);
  else openPopovers.delete(element);
  const newState = open ? 'open' : 'closed';
  const oldState = open ? 'closed' : 'open';
  element.dispatchEvent(Object.assign(new Event('toggle'), { newState, oldState }));
}

const { matches } = Element.prototype;

beforeAll(() => {
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      setPopoverOpen(this, true);
    },
    hidePopover(this: HTMLElement) {
      setPopoverOpen(this, false);
    },
  });
  Object.assign(Element.prototype, {
    matches(this: Element, selectors: string) {
      return selectors === ':popover-open' ? openPopovers.has(this) : matches.call(this, selectors);
    },
  });
  document.addEventListener('click', (event) => {
    const invoker = event.target instanceof Element ? event.target.closest('button[popovertarget]') : null;
    const target = invoker && document.getElementById(invoker.getAttribute('popovertarget') ?? '');
    if (target?.hasAttribute('popover')) setPopoverOpen(target, !openPopovers.has(target));
  });
});

afterAll(() => {
  Object.assign(Element.prototype, { matches });
  Reflect.deleteProperty(HTMLElement.prototype, 'showPopover');
  Reflect.deleteProperty(HTMLElement.prototype, 'hidePopover');
});

beforeEach(() => {
  setScrollY(0);
});

afterAll(() => {
  setScrollY(0);
});

describe('desktop navigation', () => {
  test('has the Products and Solutions menu triggers and the plain links', () => {
    renderAt('/');

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: 'Products' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Solutions' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/?section=privacy');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/?section=contact');
  });

  test.each([
    ['Products', ['/enterprise-ai', '/enterprise-360', '/enterprise-agents']],
    [
      'Solutions',
      ['/enterprise-automation', '/financial-services', '/insurance-healthcare', '/government', '/coming-soon'],
    ],
  ])('clicking %s opens its menu with exactly its entries, no overview link', async (menu, hrefs) => {
    const user = userEvent.setup();
    renderAt('/about');
    const trigger = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: menu });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);

    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const links = within(controlledBy(trigger)).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(hrefs);
  });

  test('the logo links home', () => {
    renderAt('/about');

    expect(screen.getByRole('link', { name: 'Veritenant home' })).toHaveAttribute('href', '/');
  });
});

describe('Trial button', () => {
  test("on '/' it is hidden until the page is scrolled more than 500 px", () => {
    renderAt('/');
    expect(trialSlot()).toHaveAttribute('data-state', 'hidden');
    expect(trialSlot()).toHaveAttribute('inert');

    scrollTo(501);

    expect(trialSlot()).toHaveAttribute('data-state', 'visible');
    expect(trialSlot()).not.toHaveAttribute('inert');
  });

  test("on '/' it stays hidden at exactly 500 px", () => {
    renderAt('/');

    scrollTo(500);

    expect(trialSlot()).toHaveAttribute('data-state', 'hidden');
  });

  test("on '/' it hides again when the visitor scrolls back up", () => {
    renderAt('/');
    scrollTo(900);
    expect(trialSlot()).toHaveAttribute('data-state', 'visible');

    scrollTo(200);

    expect(trialSlot()).toHaveAttribute('data-state', 'hidden');
  });

  test("on '/' it is visible at once when the page is already scrolled past 500 px", () => {
    setScrollY(1200);

    renderAt('/');

    expect(trialSlot()).toHaveAttribute('data-state', 'visible');
  });

  test.each(['/about', '/blog', '/enterprise-ai'])('on %s it is visible from the start and links to /trial', (path) => {
    renderAt(path);

    expect(trialSlot()).toHaveAttribute('data-state', 'visible');
    expect(trialSlot()).not.toHaveAttribute('inert');
    expect(screen.getByRole('link', { name: 'Trial' })).toHaveAttribute('href', '/trial');
  });
});

/** The popover a toggle opens, by its `popovertarget`. */
function popoverOf(toggle: HTMLElement): HTMLElement {
  const panel = document.getElementById(toggle.getAttribute('popovertarget') ?? '');
  if (!panel?.hasAttribute('popover')) throw new Error('the toggle opens no popover');
  return panel;
}

/** The mobile navigation, shown or not (a closed popover is in the page, hidden by the browser). */
function mobileNavigation(): HTMLElement {
  return screen.getByRole('navigation', { name: 'Mobile' });
}

/** A collapsible group of the mobile navigation: a `<details>` whose summary is its label. */
function menuGroup(label: string): HTMLDetailsElement {
  const group = within(mobileNavigation()).getByText(label).closest('details');
  if (!group) throw new Error(`the ${label} group is not a <details>`);
  return group;
}

function groupTrigger(group: HTMLDetailsElement): HTMLElement {
  const summary = group.querySelector('summary');
  if (!summary) throw new Error('the group has no summary');
  return summary;
}

function isOpen(panel: HTMLElement): boolean {
  return panel.matches(':popover-open');
}

describe('mobile menu', () => {
  test("the toggle 'Open menu' opens the Mobile navigation and becomes 'Close menu'", async () => {
    const user = userEvent.setup();
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const panel = popoverOf(toggle);
    expect(panel).toContainElement(mobileNavigation());
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(isOpen(panel)).toBe(false);

    await user.click(toggle);

    expect(isOpen(panel)).toBe(true);
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);

    expect(isOpen(panel)).toBe(false);
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('closed by the browser (Escape, a tap outside), the menu says so', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);

    act(() => popoverOf(toggle).hidePopover());

    expect(toggle).toHaveAccessibleName('Open menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test("the server's page holds the menu in a popover its toggle opens with no script", () => {
    const container = serverPage('/about');

    const panel = popoverOf(within(container).getByRole('button', { name: 'Open menu' }));
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(panel).toContainElement(within(container).getByRole('navigation', { name: 'Mobile' }));
    expect(within(panel).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });

  test('a menu opened before the hydration is open after it, and the toggle says so', async () => {
    const container = serverPage('/about');
    const toggle = within(container).getByRole('button', { name: 'Open menu' });
    const user = userEvent.setup();
    // The visitor's tap, handled by the browser alone.
    await user.click(toggle);
    expect(isOpen(popoverOf(toggle))).toBe(true);

    const recovered: unknown[] = [];
    render(headerAt('/about'), {
      container,
      hydrate: true,
      onRecoverableError: (error) => recovered.push(error),
    });

    expect(recovered).toEqual([]);
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(isOpen(popoverOf(toggle))).toBe(false);
    expect(toggle).toHaveAccessibleName('Open menu');
  });

  test('the Products group expands to its three products', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const products = menuGroup('Products');
    expect(products.open).toBe(false);

    await user.click(groupTrigger(products));

    expect(products.open).toBe(true);
    const entries = within(products).getAllByRole('link');
    expect(entries.map((entry) => entry.querySelector('span')?.textContent)).toEqual([
      'Enterprise AI',
      'Enterprise 360',
      'Enterprise Agents',
    ]);
    expect(entries.map((entry) => entry.getAttribute('href'))).toEqual([
      '/enterprise-ai',
      '/enterprise-360',
      '/enterprise-agents',
    ]);
  });

  test('the Solutions group expands to its five solutions', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const solutions = menuGroup('Solutions');

    await user.click(groupTrigger(solutions));

    expect(solutions.open).toBe(true);
    const entries = within(solutions).getAllByRole('link');
    expect(entries.map((entry) => entry.querySelector('span')?.textContent)).toEqual([
      'Enterprise Automation',
      'Financial Services',
      'Insurance & Healthcare',
      'Government',
      'Manufacturing',
    ]);
    expect(entries.map((entry) => entry.getAttribute('href'))).toEqual([
      '/enterprise-automation',
      '/financial-services',
      '/insurance-healthcare',
      '/government',
      '/coming-soon',
    ]);
    // Expanding one group leaves the other collapsed.
    expect(menuGroup('Products').open).toBe(false);
  });

  test('each menu entry carries a short description', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = mobileNavigation();
    await user.click(groupTrigger(menuGroup('Products')));
    await user.click(groupTrigger(menuGroup('Solutions')));

    const entries = within(mobile)
      .getAllByRole('listitem')
      .map((item) => item.querySelectorAll('span'));
    expect(entries).toHaveLength(8);
    for (const spans of entries) {
      expect(spans).toHaveLength(2);
      expect(spans[1]?.textContent?.trim()).not.toBe('');
    }
  });

  test('following a link in the panel closes the menu', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);

    await user.click(within(mobileNavigation()).getByRole('link', { name: 'About' }));

    expect(isOpen(popoverOf(toggle))).toBe(false);
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('expanding a group does not close the menu', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);

    await user.click(groupTrigger(menuGroup('Products')));

    expect(isOpen(popoverOf(toggle))).toBe(true);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
