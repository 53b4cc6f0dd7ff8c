/**
 * A link to an anchor on this page: a real `href="/path#id"`, navigated by the router so the
 * shell's ScrollManager does the scrolling (after 100 ms, smooth unless reduced motion is asked
 * for, below the sticky header). A hash change made by the router does not move keyboard focus,
 * so the link moves it to the target itself, without scrolling twice.
 */
import type { MouseEvent } from 'react';
import { Link, type LinkProps } from 'shared/router';

export interface AnchorLinkProps extends Omit<LinkProps, 'to'> {
  /** The id of the element the URL hash names. */
  targetId: string;
  /** The element to focus, when it is not the target itself (a heading inside it); needs `tabIndex={-1}`. */
  focusId?: string;
}

export function AnchorLink({ targetId, focusId = targetId, onClick, ...props }: AnchorLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    document.getElementById(focusId)?.focus({ preventScroll: true });
  };
  return <Link {...props} to={{ hash: targetId }} onClick={handleClick} />;
}
