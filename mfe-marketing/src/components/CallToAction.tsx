/** A row of buttons closing a page. */
import type { Action } from '../content/types';
import { ActionLink } from './ActionLink';
import styles from './CallToAction.module.scss';

export function CallToAction({ actions }: { actions: readonly Action[] }) {
  return (
    <div className={styles.actions}>
      {actions.map((action) => (
        <ActionLink key={action.href} action={action} size="lg" />
      ))}
    </div>
  );
}
