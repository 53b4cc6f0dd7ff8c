import type { ReactNode } from 'react';

/**
 * A wide table on a narrow screen scrolls inside this box instead of the page; focusable, so the
 * keyboard scrolls it too, and named, as a region must be.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="scroll" role="region" tabIndex={0} aria-label={label}>
      {children}
    </div>
  );
}
