/** A message in place of content: the list's 'Coming Soon' and empty states, a post not found or failed. */
import type { ReactNode } from 'react';
import styles from './StatusPanel.module.scss';

export interface StatusPanelProps {
  title: string;
  /** 1 where the message is the page's heading (a post), 2 under the list's hero. */
  level: 1 | 2;
  body?: string;
  /** A way on, such as 'Back to Blog'. */
  action?: ReactNode;
}

export function StatusPanel({ title, level, body, action }: StatusPanelProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.panel} data-level={level}>
      <Heading className={styles.title}>{title}</Heading>
      {body && <p className={styles.body}>{body}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
