import type { ReactNode } from 'react';
import { KeptQuery, type ConsoleQuery } from './KeptQuery';

/** A GET form to the console itself, back at `section`, keeping the filters the other forms chose. */
export function FilterForm({
  section,
  query,
  submit,
  children,
}: {
  section: string;
  query: ConsoleQuery;
  submit: string;
  children: ReactNode;
}) {
  return (
    <form method="get" action={`/#${section}`} className="filter">
      <KeptQuery query={query} />
      {children}
      <button type="submit">{submit}</button>
    </form>
  );
}
