/**
 * A call to action from the content: site paths and same-page anchors go through the router
 * (the shell's scroll manager glides to `#id` after 100 ms), `mailto:` and `tel:` stay plain links.
 */
import { ButtonAnchor, ButtonLink, type ButtonSize } from 'shared/ui/button';
import type { Action } from '../content/types';

export function ActionLink({ action, size = 'md' }: { action: Action; size?: ButtonSize }) {
  const { label, href, variant = 'primary' } = action;
  if (href.startsWith('/') || href.startsWith('#')) {
    return (
      <ButtonLink to={href} variant={variant} size={size}>
        {label}
      </ButtonLink>
    );
  }
  return (
    <ButtonAnchor href={href} variant={variant} size={size}>
      {label}
    </ButtonAnchor>
  );
}
