/**
 * The frame every labelled field shares: the label above (with a required asterisk), the control,
 * and the error under it. Controls point at the error with `aria-describedby`.
 */
import { useId, type ReactNode } from 'react';
import type { FieldWidth } from '../../content/lead-form-types';
import styles from './Field.module.scss';

export interface FieldIds {
  controlId: string;
  errorId: string;
}

/** Ids for a control and its error text; `id` wins when the caller gives one. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, errorId: `${controlId}-error` };
}

/** The attributes that tie a control to its error text. */
export function errorAttributes(ids: FieldIds, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? ids.errorId : undefined,
  } as const;
}

export function RequiredMark() {
  return (
    <span className={styles.requiredMark} aria-hidden="true">
      *
    </span>
  );
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className={styles.error}>
      {error}
    </p>
  );
}

export interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  required?: boolean;
  error?: string;
  /** 'half' shares a row with its neighbour on wide screens; defaults to 'full'. */
  width?: FieldWidth;
  children: ReactNode;
}

export function FieldFrame({ ids, label, required, error, width = 'full', children }: FieldFrameProps) {
  return (
    <div className={styles.field} data-width={width} data-invalid={error ? '' : undefined}>
      <label htmlFor={ids.controlId} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
