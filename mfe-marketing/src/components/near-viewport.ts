/**
 * Whether an element has come within `margin` of the viewport, once: what lets a heavy part of
 * a page (a lead form far below the fold) load only when a visitor heads towards it. A promise,
 * not a state: the part's code waits for it while the part renders the same tree on the server
 * and in the browser, so a hydration keeps the server's HTML until the code is there.
 */

/** About two phone screens ahead: the part is usually there before it scrolls into view. */
const DEFAULT_MARGIN = '1200px 0px';

export interface Approach {
  /** Settles once a watched element has come near; at once where nothing can watch. */
  near: Promise<void>;
  /** Watches an element until it comes near; returns what stops watching it. */
  watch(element: Element): () => void;
}

export function approach(margin = DEFAULT_MARGIN): Approach {
  // Without IntersectionObserver (a server render, old browsers, jsdom) there is nothing to wait for.
  if (typeof IntersectionObserver === 'undefined') return { near: Promise.resolve(), watch: () => () => undefined };
  let reached = false;
  let reach = () => {};
  const near = new Promise<void>((resolve) => {
    reach = () => {
      reached = true;
      resolve();
    };
  });
  return {
    near,
    watch(element) {
      if (reached) return () => undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          reach();
          observer.disconnect();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
  };
}
