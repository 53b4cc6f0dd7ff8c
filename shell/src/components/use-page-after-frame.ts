/**
 * Taking over a prerendered page, the frame (header, footer, consent) commits first and the
 * route's page in a second render. React commits a render in one task, and Radix's navigation
 * menu re-renders synchronously at the end of its first commit, pulling every pending effect into
 * that task too: split in two, neither task holds a phone's main thread for long. Nothing is seen
 * of it, as the takeover renders off-screen and waits for the page.
 */
import { startTransition, useEffect, useState } from 'react';

/** False for the first render when `frameFirst` is set, then true. */
export function usePageAfterFrame(frameFirst: boolean): boolean {
  const [pageShown, setPageShown] = useState(!frameFirst);
  useEffect(() => {
    if (!pageShown) startTransition(() => setPageShown(true));
  }, [pageShown]);
  return pageShown;
}
