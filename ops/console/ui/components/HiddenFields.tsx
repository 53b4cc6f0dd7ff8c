/** Each field as a hidden input, those with no value left out: what a form sends as it was given. */
export function HiddenFields({ fields }: { fields: Readonly<Record<string, string | undefined>> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
    </>
  );
}
