import type { Glyph } from '../content/types';

/** A decorative icon: the text beside it carries the meaning, so it is hidden from screen readers. */
export function Icon({ glyph: Shape, size = 24, className }: { glyph: Glyph; size?: number; className?: string }) {
  return <Shape aria-hidden="true" focusable="false" width={size} height={size} className={className} />;
}
