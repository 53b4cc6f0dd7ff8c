/**
 * The desktop menu bar's keyboard, pointer and focus behaviour, as the WAI-ARIA disclosure
 * navigation pattern and Radix's navigation menu (which it replaced) give it.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { DesktopNav } from './DesktopNav';

type User = ReturnType<typeof userEvent.setup>;

function page() {
  return (
    <MemoryRouter initialEntries={['/about']}>
      <DesktopNav />
      <p>Some text outside the menu</p>
      <button type="button">Outside</button>
    </MemoryRouter>
  );
}

function renderNav(user: User = userEvent.setup()) {
  const view = render(page());
  return { user, ...view };
}

function trigger(label: string): HTMLElement {
  return screen.getByRole('button', { name: label });
}

/** The dropdown a trigger controls, or null while it is closed. */
function dropdownOf(label: string): HTMLElement | null {
  return document.getElementById(trigger(label).getAttribute('aria-controls') ?? '');
}

function entriesOf(label: string): HTMLElement[] {
  const dropdown = dropdownOf(label);
  if (!dropdown) throw new Error(`the ${label} dropdown is closed`);
  return within(dropdown).getAllByRole('link');
}

function expectOpen(label: string, open: boolean): void {
  expect(trigger(label)).toHaveAttribute('aria-expanded', String(open));
  expect(trigger(label)).toHaveAttribute('data-state', open ? 'open' : 'closed');
  if (open) expect(dropdownOf(label)).toBeInTheDocument();
  else expect(dropdownOf(label)).toBeNull();
}

describe('keyboard', () => {
  test.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('%s on a trigger opens its dropdown, and closes it again', async (_name, key) => {
    const { user } = renderNav();
    await user.tab();
    expect(trigger('Products')).toHaveFocus();

    await user.keyboard(key);

    expectOpen('Products', true);
    expect(trigger('Products')).toHaveFocus();

    await user.keyboard(key);

    expectOpen('Products', false);
  });

  test('ArrowDown on a closed trigger opens its dropdown and focuses its first entry', async () => {
    const { user } = renderNav();
    await user.tab();

    await user.keyboard('{ArrowDown}');

    expectOpen('Products', true);
    expect(entriesOf('Products')[0]).toHaveFocus();
  });

  test.each([
    ['Enter', (user: User) => user.keyboard('{Enter}')],
    ['Space', (user: User) => user.keyboard(' ')],
    ['a click', (user: User) => user.click(trigger('Products'))],
  ])('ArrowDown on a trigger whose dropdown %s opened focuses its first entry', async (_name, open) => {
    const { user } = renderNav();
    await user.tab();
    await open(user);
    expectOpen('Products', true);

    await user.keyboard('{ArrowDown}');

    expectOpen('Products', true);
    expect(entriesOf('Products')[0]).toHaveFocus();
  });

  test('ArrowRight and ArrowLeft move along the bar, stopping at either end', async () => {
    const { user } = renderNav();
    await user.tab();
    const bar = ['Products', 'Solutions', 'Privacy', 'About', 'Contact'];
    const focusedName = () => (document.activeElement as HTMLElement).textContent;

    const visited = [focusedName()];
    for (let step = 0; step < bar.length; step++) {
      await user.keyboard('{ArrowRight}');
      visited.push(focusedName());
    }
    expect(visited).toEqual([...bar, 'Contact']);

    const back = [];
    for (let step = 0; step < bar.length; step++) {
      await user.keyboard('{ArrowLeft}');
      back.push(focusedName());
    }
    expect(back).toEqual([...bar.slice(0, -1).reverse(), 'Products']);
  });

  test('ArrowDown and ArrowUp move through an open dropdown, stopping at either end', async () => {
    const { user } = renderNav();
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    const entries = entriesOf('Solutions');
    expect(entries).toHaveLength(5);
    expect(entries[0]).toHaveFocus();

    for (const entry of entries.slice(1)) {
      await user.keyboard('{ArrowDown}');
      expect(entry).toHaveFocus();
    }
    await user.keyboard('{ArrowDown}');
    expect(entries[4]).toHaveFocus();

    for (const entry of entries.slice(0, -1).reverse()) {
      await user.keyboard('{ArrowUp}');
      expect(entry).toHaveFocus();
    }
    await user.keyboard('{ArrowUp}');
    expect(entries[0]).toHaveFocus();
    expectOpen('Solutions', true);
  });

  test('Escape in a dropdown closes it and gives the focus back to its trigger', async () => {
    const { user } = renderNav();
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(entriesOf('Products')[1]).toHaveFocus();

    await user.keyboard('{Escape}');

    expectOpen('Products', false);
    expect(trigger('Products')).toHaveFocus();
  });

  test('Escape on the trigger of an open dropdown closes it', async () => {
    const { user } = renderNav();
    await user.tab();
    await user.keyboard('{Enter}');

    await user.keyboard('{Escape}');

    expectOpen('Products', false);
    expect(trigger('Products')).toHaveFocus();
  });
});

describe('closing from outside', () => {
  test('a press outside the bar closes the open dropdown', async () => {
    const { user } = renderNav();
    await user.click(trigger('Products'));

    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByText('Some text outside the menu') });

    expectOpen('Products', false);
  });

  test('a press inside the open dropdown leaves it open', async () => {
    const { user } = renderNav();
    await user.click(trigger('Products'));

    await user.pointer({ keys: '[MouseLeft>]', target: within(entriesOf('Products')[0]!).getByText('Enterprise AI') });

    expectOpen('Products', true);
  });

  test('the focus leaving the bar closes the open dropdown', async () => {
    const { user } = renderNav();
    await user.tab();
    await user.keyboard('{ArrowDown}');

    act(() => screen.getByRole('button', { name: 'Outside' }).focus());

    expectOpen('Products', false);
  });

  test('following an entry closes its dropdown', async () => {
    const { user } = renderNav();
    await user.click(trigger('Products'));

    await user.click(entriesOf('Products')[1]!);

    expectOpen('Products', false);
  });

  test('the open dropdown keeps its outside listeners across re-renders rather than adding them again', async () => {
    const { user, rerender } = renderNav();
    await user.click(trigger('Products'));
    const added = jest.spyOn(document, 'addEventListener');

    try {
      rerender(page());
      rerender(page());

      expect(added.mock.calls.map(([type]) => type)).not.toContain('pointerdown');
    } finally {
      added.mockRestore();
    }
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByText('Some text outside the menu') });
    expectOpen('Products', false);
  });
});

describe('mouse', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  const renderWithClock = () => renderNav(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));

  test('a dropdown opens 200 ms after the mouse enters its trigger and closes 150 ms after it leaves', async () => {
    const { user } = renderWithClock();

    await user.hover(trigger('Products'));
    wait(199);
    expectOpen('Products', false);
    wait(1);
    expectOpen('Products', true);

    await user.unhover(trigger('Products'));
    wait(149);
    expectOpen('Products', true);
    wait(1);
    expectOpen('Products', false);
  });

  test('a mouse that leaves and comes back within 150 ms, or moves into the dropdown, keeps it open', async () => {
    const { user } = renderWithClock();
    await user.hover(trigger('Products'));
    wait(200);

    await user.unhover(trigger('Products'));
    wait(100);
    await user.hover(trigger('Products'));
    wait(1_000);
    expectOpen('Products', true);

    await user.hover(entriesOf('Products')[2]!);
    wait(1_000);
    expectOpen('Products', true);
  });

  test('a mouse that leaves before 200 ms opens nothing', async () => {
    const { user } = renderWithClock();

    await user.hover(trigger('Products'));
    wait(150);
    await user.unhover(trigger('Products'));
    wait(1_000);

    expectOpen('Products', false);
  });

  test('while one dropdown is open, entering another trigger switches to it at once', async () => {
    const { user } = renderWithClock();
    await user.hover(trigger('Products'));
    wait(200);

    await user.hover(trigger('Solutions'));

    expectOpen('Solutions', true);
    expectOpen('Products', false);
  });

  test('within 300 ms of a dropdown closing another opens at once; after that, the 200 ms wait is back', async () => {
    const { user } = renderWithClock();
    await user.hover(trigger('Products'));
    wait(200);
    await user.unhover(trigger('Products'));
    wait(150);
    expectOpen('Products', false);

    wait(299);
    await user.hover(trigger('Solutions'));
    expectOpen('Solutions', true);

    await user.unhover(trigger('Solutions'));
    wait(150 + 300);
    await user.hover(trigger('Products'));
    expectOpen('Products', false);
    wait(200);
    expectOpen('Products', true);
  });

  test('a touch does not hover: a finger held on a trigger opens nothing, and lifting it (a tap) opens it', async () => {
    const { user } = renderWithClock();

    await user.pointer({ keys: '[TouchA>]', target: trigger('Products') });
    wait(1_000);
    expectOpen('Products', false);

    await user.pointer({ keys: '[/TouchA]', target: trigger('Products') });
    wait(1_000);
    expectOpen('Products', true);
  });

  test('an ArrowDown leaves no focus request behind: a dropdown the mouse opens later does not take the focus', async () => {
    const { user } = renderWithClock();
    await user.tab();
    await user.keyboard('{Enter}{ArrowDown}{Escape}');
    expect(trigger('Products')).toHaveFocus();

    await user.hover(trigger('Solutions'));
    wait(200);

    expectOpen('Solutions', true);
    expect(trigger('Products')).toHaveFocus();
  });
});
