/**
 * The copyright year: the year the page was rendered in, on the server and while the browser
 * hydrates that HTML (a page rendered on 31 December and opened on 1 January must hydrate as
 * rendered), then the visitor's current year.
 */
import { useSyncExternalStore } from 'react';

/** The footer's element carrying the year it was rendered with. */
export const RENDERED_YEAR_ATTRIBUTE = 'data-rendered-year';

const currentYear = () => new Date().getFullYear();

/** In the browser, the year written into the server's HTML; on the server, this year. */
function renderedYear(): number {
  if (typeof document === 'undefined') return currentYear();
  const written = document.querySelector(`[${RENDERED_YEAR_ATTRIBUTE}]`)?.getAttribute(RENDERED_YEAR_ATTRIBUTE);
  return written ? Number(written) : currentYear();
}

// The year does not change while a page is open in a way a visitor would need to see at once.
const subscribe = () => () => {};

export function useCopyrightYear(): number {
  return useSyncExternalStore(subscribe, currentYear, renderedYear);
}
