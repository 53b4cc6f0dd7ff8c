/**
 * Loading placeholders (docs/product.md#routes-and-screens: loading shows skeletons): a status region that tells
 * assistive technology what is loading, grey bars standing in for text, and text for screen
 * readers only.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Skeleton.module.scss';

export function LoadingStatus({ label, ...props }: HTMLAttributes<HTMLDivElement> & { label: string }) {
  return <div role="status" aria-busy="true" aria-label={label} {...props} />;
}

export function SkeletonBar({ size = 'text' }: { size?: 'title' | 'text' | 'short' }) {
  return <span className={styles.bar} data-size={size} aria-hidden="true" />;
}

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
