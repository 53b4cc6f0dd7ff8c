/** Text for screen readers only: read out, not shown (a loading label, a link's "opens in a new tab"). */
import type { ReactNode } from 'react';
import styles from './visually-hidden.module.scss';

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
