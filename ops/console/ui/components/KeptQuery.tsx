import type { ConsoleQuery } from '../../view-model';

export type { ConsoleQuery };

/** The other filters as hidden fields, so that submitting one form keeps what the others chose. */
export function KeptQuery({ query }: { query: ConsoleQuery }) {
  return (
    <>
      {Object.entries(query).map(
        ([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />,
      )}
    </>
  );
}
