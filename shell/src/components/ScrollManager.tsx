/**
 * Scroll on navigation (docs/product.md#routes-and-screens): a new route starts at the top; `/?section=id` on home
 * and a `#hash` anywhere scroll smoothly to that element after 100 ms, waiting for a remote page
 * that is still arriving; the same page navigated again (the logo on home) glides to the top.
 */
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'shared/router';
import { paths } from 'shared/paths';

const SECTION_SCROLL_DELAY_MS = 100;
/** How long to wait for a target that a remote page has not rendered yet. */
const TARGET_WAIT_MS = 10_000;

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Scrolls to the element with this id once it exists; returns a cancel function. */
function scrollToIdWhenPresent(id: string): () => void {
  let observer: MutationObserver | undefined;
  let giveUp: number | undefined;
  const scrollIfPresent = () => {
    const target = document.getElementById(id);
    if (!target) return false;
    observer?.disconnect();
    window.clearTimeout(giveUp);
    // The parts of the page rendered only near the viewport (shared/styles/mixins.scss) are
    // rendered now, so the place aimed at is the target's real one, not one that moves as the
    // parts passed on the way render.
    document.documentElement.setAttribute('data-render-whole', '');
    target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    return true;
  };
  const delay = window.setTimeout(() => {
    if (scrollIfPresent()) return;
    observer = new MutationObserver(scrollIfPresent);
    observer.observe(document.body, { childList: true, subtree: true });
    giveUp = window.setTimeout(() => observer?.disconnect(), TARGET_WAIT_MS);
  }, SECTION_SCROLL_DELAY_MS);
  return () => {
    window.clearTimeout(delay);
    window.clearTimeout(giveUp);
    observer?.disconnect();
  };
}

export function ScrollManager() {
  const { pathname, search, hash, key } = useLocation();
  const previousPath = useRef<string | null>(null);

  // Before the browser paints the new route: after it (an effect), the new page showed for a
  // frame at the old page's scroll position, and under load for longer.
  useLayoutEffect(() => {
    const firstRender = previousPath.current === null;
    const samePage = previousPath.current === pathname;
    previousPath.current = pathname;
    const section = pathname === paths.home ? new URLSearchParams(search).get('section') : null;
    const target = section || decodeURIComponent(hash.slice(1));
    if (target) return scrollToIdWhenPresent(target);
    // A page load starts where the browser put it: at the top, or where a visitor had already
    // scrolled the prerendered page before the app took over.
    if (firstRender) return undefined;
    window.scrollTo({ top: 0, left: 0, behavior: samePage ? scrollBehavior() : 'instant' });
    return undefined;
  }, [pathname, search, hash, key]);

  return null;
}
