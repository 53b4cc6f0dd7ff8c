/** A labelled native select whose first option is a disabled prompt, shown while nothing is chosen. */
import type { SelectHTMLAttributes } from 'react';
import type { FieldWidth } from '../../content/lead-form-types';
import { errorAttributes, FieldFrame, useFieldIds } from './FieldFrame';
import styles from './Field.module.scss';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** The disabled first option ('Please select ...'); its value is ''. */
  prompt: string;
  options: readonly SelectOption[];
  /** The message shown under the field; marks the select invalid. */
  error?: string;
  width?: FieldWidth;
}

export function SelectField({
  label,
  prompt,
  options,
  error,
  width,
  required,
  id,
  className,
  ...props
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} required={required} error={error} width={width}>
      <select
        {...props}
        id={ids.controlId}
        required={required}
        className={`${styles.control} ${styles.select}${className ? ` ${className}` : ''}`}
        {...errorAttributes(ids, error)}
      >
        <option value="" disabled>
          {prompt}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
