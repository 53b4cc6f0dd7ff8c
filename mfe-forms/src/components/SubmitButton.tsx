/** The form's submit button: while busy it is disabled and shows a spinner beside the busy text. */
import type { ButtonHTMLAttributes } from 'react';
import { Button } from 'shared/ui/button';
import styles from './SubmitButton.module.scss';

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** The form is being submitted. */
  busy: boolean;
  /** Replaces the label while busy ('Sending...'). */
  busyText: string;
}

export function SubmitButton({ busy, busyText, disabled, children, className, ...props }: SubmitButtonProps) {
  return (
    <Button
      {...props}
      type="submit"
      size="lg"
      disabled={busy || disabled}
      data-state={busy ? 'busy' : 'idle'}
      className={className ? `${styles.submit} ${className}` : styles.submit}
    >
      {busy ? (
        <>
          <span className={styles.spinner} data-slot="spinner" aria-hidden="true" />
          {busyText}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
