import type { ReactNode } from 'react';

/** A section of the console, named by its heading; `id` is its fragment (`/#health`). */
export function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {children}
    </section>
  );
}
