import type { ReactNode } from 'react';
import type { ConsoleQuery } from '../../view-model';
import { HiddenFields } from './HiddenFields';

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
      {/* The other filters, so that submitting one form keeps what the others chose. */}
      <HiddenFields fields={query} />
      {children}
      <button type="submit">{submit}</button>
    </form>
  );
}
