/** The console's GET filters (`/?app=…&window=…&log=…&gates=…`). */
export type ConsoleQuery = Partial<Record<'app' | 'window' | 'log' | 'gates', string>>;

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
