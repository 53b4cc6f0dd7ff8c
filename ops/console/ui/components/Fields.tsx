import type { ReactNode } from 'react';

/** A control and its label, stacked. */
export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <span className="field">
      <label htmlFor={id}>{label}</label>
      {children}
    </span>
  );
}

/** A labelled select of `options` (each its own value), `selected` chosen; `none` first, for "any", when given. */
export function SelectField({
  id,
  name,
  label,
  options,
  selected,
  none,
}: {
  id: string;
  name: string;
  label: string;
  options: readonly string[];
  selected?: string;
  none?: string;
}) {
  return (
    <Field id={id} label={label}>
      <select id={id} name={name} defaultValue={selected ?? (none === undefined ? undefined : '')}>
        {none !== undefined && <option value="">{none}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Field>
  );
}
