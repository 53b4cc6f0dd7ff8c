/** A square button holding only an icon (close, menu); `aria-label` is required, as it has no text. */
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styles from './icon-button.module.scss';

export type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { 'aria-label': string };

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={className ? `${styles.iconButton} ${className}` : styles.iconButton}
      {...props}
    />
  );
});
