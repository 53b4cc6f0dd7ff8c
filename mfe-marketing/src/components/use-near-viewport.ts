/**
 * Whether an element has come within `margin` of the viewport, once: what lets a heavy part of
 * a page (a lead form far below the fold) load only when a visitor heads towards it.
 */
import { useEffect, useState, type RefObject } from 'react';

/** About two phone screens ahead: the part is usually there before it scrolls into view. */
const DEFAULT_MARGIN = '1200px 0px';

export function useNearViewport(ref: RefObject<Element | null>, margin = DEFAULT_MARGIN): boolean {
  // Without IntersectionObserver (old browsers, jsdom) there is nothing to wait for.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin]);

  return near;
}
