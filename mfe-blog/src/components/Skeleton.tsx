/**
 * Loading placeholders (docs/product.md#routes-and-screens: loading shows skeletons): a status region that tells
 * assistive technology what is loading, and grey bars standing in for text.
 */
import type { HTMLAttributes } from 'react';
import styles from './Skeleton.module.scss';

export function LoadingStatus({ label, ...props }: HTMLAttributes<HTMLDivElement> & { label: string }) {
  return <div role="status" aria-busy="true" aria-label={label} {...props} />;
}

export function SkeletonBar({ size = 'text' }: { size?: 'title' | 'text' | 'short' }) {
  return <span className={styles.bar} data-size={size} aria-hidden="true" />;
}
