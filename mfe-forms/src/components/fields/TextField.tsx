/** A labelled single-line input (text, e-mail). */
import type { InputHTMLAttributes } from 'react';
import type { FieldWidth } from '../../content/lead-form-types';
import { errorAttributes, FieldFrame, useFieldIds } from './FieldFrame';
import styles from './Field.module.scss';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  /** The message shown under the field; marks the input invalid. */
  error?: string;
  width?: FieldWidth;
}

export function TextField({ label, error, width, required, id, type = 'text', className, ...props }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} required={required} error={error} width={width}>
      <input
        {...props}
        id={ids.controlId}
        type={type}
        required={required}
        className={className ? `${styles.control} ${className}` : styles.control}
        {...errorAttributes(ids, error)}
      />
    </FieldFrame>
  );
}
