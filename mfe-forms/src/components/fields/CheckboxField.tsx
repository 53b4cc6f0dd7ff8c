/** A checkbox with its label beside it; the label may hold links (terms, privacy). */
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldWidth } from '../../content/lead-form-types';
import { errorAttributes, FieldError, RequiredMark, useFieldIds } from './FieldFrame';
import styles from './Field.module.scss';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** The message shown under the field; marks the checkbox invalid. */
  error?: string;
  width?: FieldWidth;
}

export function CheckboxField({ label, error, width = 'full', required, id, className, ...props }: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={styles.field} data-width={width} data-invalid={error ? '' : undefined}>
      <div className={styles.checkboxRow}>
        <input
          {...props}
          id={ids.controlId}
          type="checkbox"
          required={required}
          className={className ? `${styles.checkbox} ${className}` : styles.checkbox}
          {...errorAttributes(ids, error)}
        />
        <label htmlFor={ids.controlId} className={styles.checkboxLabel}>
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
