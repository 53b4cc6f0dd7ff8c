/**
 * Buttons in the Radix/shadcn manner: one element each, native props spread, variant and size
 * as data attributes. `ButtonLink` is a real link that looks like a button, for navigation.
 */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'shared/router';
import styles from './button.module.scss';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  /** Visual weight; defaults to 'primary'. */
  variant?: ButtonVariant;
  /** Defaults to 'md'. */
  size?: ButtonSize;
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyleProps) {
  return (
    <button
      type={type}
      data-variant={variant}
      data-size={size}
      className={className ? `${styles.button} ${className}` : styles.button}
      {...props}
    />
  );
}

/** A router link (site paths) styled as a button. */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...props }: LinkProps & ButtonStyleProps) {
  return (
    <Link
      data-variant={variant}
      data-size={size}
      className={className ? `${styles.button} ${className}` : styles.button}
      {...props}
    />
  );
}

/** A plain anchor (mailto:, tel:, other sites) styled as a button. */
export function ButtonAnchor({
  variant = 'primary',
  size = 'md',
  className,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & ButtonStyleProps) {
  return (
    <a
      data-variant={variant}
      data-size={size}
      className={className ? `${styles.button} ${className}` : styles.button}
      {...props}
    />
  );
}
