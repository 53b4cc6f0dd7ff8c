/** A labelled multi-line input, at least 120 px high. */
import type { TextareaHTMLAttributes } from 'react';
import type { FieldWidth } from '../../content/lead-form-types';
import { errorAttributes, FieldFrame, useFieldIds } from './FieldFrame';
import styles from './Field.module.scss';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** The message shown under the field; marks the textarea invalid. */
  error?: string;
  width?: FieldWidth;
}

export function TextAreaField({ label, error, width, required, id, className, ...props }: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} required={required} error={error} width={width}>
      <textarea
        rows={5}
        {...props}
        id={ids.controlId}
        required={required}
        className={`${styles.control} ${styles.textarea}${className ? ` ${className}` : ''}`}
        {...errorAttributes(ids, error)}
      />
    </FieldFrame>
  );
}
