/**
 * The desktop menu bar: Products and Solutions dropdowns and the plain links. A dropdown opens on a
 * click, on ArrowDown, or 200 ms after the mouse enters its trigger (at once while another is
 * open, or within 300 ms of one closing), and closes 150 ms after the mouse leaves it, on Escape,
 * or on a press or focus outside it; the arrow keys move along the bar and through a dropdown.
 *
 * Written here rather than with Radix's navigation menu, which with the parts it brings (a
 * collection, a dismissable layer, presence) was about 11 KB of the script every page loads.
 */
import { ChevronDown } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from 'shared/router';
import { headerCopy, headerLinks, productsMenu, solutionsMenu } from '../../content/navigation';
import { MenuEntries } from './MenuEntries';
import styles from './DesktopNav.module.scss';

const entryClasses = {
  entries: styles.entries,
  entry: styles.entry,
  entryName: styles.entryName,
  entryDescription: styles.entryDescription,
};

const MENU_DELAY_MS = 200;
const MENU_SKIP_DELAY_MS = 300;
const MENU_CLOSE_DELAY_MS = 150;

const menus = [productsMenu, solutionsMenu];

/** Moves the focus along `items` by `step` from the focused one, stopping at either end. */
function moveFocus(items: readonly HTMLElement[], step: number): void {
  const index = items.findIndex((item) => item === document.activeElement);
  items[Math.min(items.length - 1, Math.max(0, index + step))]?.focus();
}

/** Gives the focus to the first entry of the open dropdown in `list`. */
function focusFirstEntry(list: HTMLElement | null): void {
  list?.querySelector<HTMLElement>('[data-menu-content] a')?.focus();
}

function clearAll(timers: Record<string, number>): void {
  for (const timer of Object.values(timers)) window.clearTimeout(timer);
}

/** The open dropdown, and the timers that open and close it from the mouse. */
function useMenus() {
  const [open, setOpen] = useState<string | null>(null);
  const timers = useRef({ open: 0, close: 0, skip: 0 });
  // Whether a hover waits before opening: not within MENU_SKIP_DELAY_MS of a menu closing.
  const delayed = useRef(true);

  const clear = (...names: (keyof typeof timers.current)[]) => {
    for (const name of names) window.clearTimeout(timers.current[name]);
  };
  // Stable, so the outside listeners below stay put while a dropdown is open.
  const show = useCallback((label: string | null) => {
    clearAll(timers.current);
    setOpen(label);
    if (label !== null) {
      delayed.current = false;
      return;
    }
    timers.current.skip = window.setTimeout(() => {
      delayed.current = true;
    }, MENU_SKIP_DELAY_MS);
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => clearAll(pending);
  }, []);

  return {
    open,
    show,
    hover(label: string) {
      clear('open', 'close');
      if (open === label) return;
      if (open !== null || !delayed.current) show(label);
      else timers.current.open = window.setTimeout(() => show(label), MENU_DELAY_MS);
    },
    stay() {
      clear('close');
    },
    leave() {
      clear('open');
      if (open !== null) timers.current.close = window.setTimeout(() => show(null), MENU_CLOSE_DELAY_MS);
    },
  };
}

const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

export function DesktopNav() {
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const menu = useMenus();
  const { open, show } = menu;
  // Set by ArrowDown on a closed trigger: the dropdown it opens gives its first link the focus.
  const focusFirst = useRef(false);

  useEffect(() => {
    if (focusFirst.current) focusFirstEntry(list.current);
    focusFirst.current = false;
    if (open === null) return undefined;
    const outside = (event: Event) => {
      if (!list.current?.contains(event.target as Node)) show(null);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open, show]);

  const onBarKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    const bar = [...(list.current?.querySelectorAll<HTMLElement>('[data-menu-top]') ?? [])];
    if (event.key === 'Escape' && open !== null) {
      show(null);
      list.current?.querySelector<HTMLElement>(`[data-menu-trigger="${open}"]`)?.focus();
    } else if (bar.includes(target) && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
      event.preventDefault();
      moveFocus(bar, event.key === 'ArrowRight' ? 1 : -1);
    } else if (target.closest('[data-menu-content]') && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const links = [...(target.closest('[data-menu-content]')?.querySelectorAll<HTMLElement>('a') ?? [])];
      moveFocus(links, event.key === 'ArrowDown' ? 1 : -1);
    }
  };

  return (
    <nav className={styles.root} aria-label={headerCopy.navLabel}>
      <ul ref={list} className={styles.list} onKeyDown={onBarKeyDown}>
        {menus.map(({ label, entries }, index) => {
          const isOpen = open === label;
          const contentId = `${id}-menu-${index}`;
          const state = isOpen ? 'open' : 'closed';
          return (
            <li
              key={label}
              className={styles.item}
              onPointerEnter={(event) => isMouse(event) && menu.stay()}
              onPointerLeave={(event) => isMouse(event) && menu.leave()}
            >
              <button
                type="button"
                className={styles.trigger}
                data-menu-top=""
                data-menu-trigger={label}
                data-state={state}
                aria-expanded={isOpen}
                aria-controls={contentId}
                onPointerEnter={(event) => isMouse(event) && menu.hover(label)}
                onClick={() => show(isOpen ? null : label)}
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowDown') return;
                  event.preventDefault();
                  // Already open, no render would follow to move the focus: move it now.
                  if (isOpen) focusFirstEntry(list.current);
                  else {
                    focusFirst.current = true;
                    show(label);
                  }
                }}
              >
                {label}
                <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
              </button>
              {isOpen && (
                <div id={contentId} className={styles.content} data-state={state} data-menu-content="">
                  <MenuEntries entries={entries} classes={entryClasses} onNavigate={() => show(null)} />
                </div>
              )}
            </li>
          );
        })}
        {headerLinks.map((link) => (
          <li key={link.label} className={styles.item}>
            <Link className={styles.link} to={link.href} data-menu-top="">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
