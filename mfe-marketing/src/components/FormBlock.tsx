/** A lead form beside the ways to reach us directly (e-mail, phone, office). */
import type { Card, LeadFormModule } from '../content/types';
import { ActionLink } from './ActionLink';
import { Icon } from './Icon';
import { LeadFormSlot } from './LeadFormSlot';
import styles from './FormBlock.module.scss';

export function FormBlock({ form, contacts }: { form: LeadFormModule; contacts?: readonly Card[] }) {
  return (
    <div className={styles.layout} data-with-contacts={contacts ? true : undefined}>
      {contacts && (
        <ul className={styles.contacts}>
          {contacts.map(({ icon, title, body, action }) => (
            <li key={title} className={styles.contact}>
              {icon && (
                <span className={styles.icon}>
                  <Icon glyph={icon} size={20} />
                </span>
              )}
              <div>
                <h3 className={styles.title}>{title}</h3>
                <p className={styles.body}>{body}</p>
                {action && <ActionLink action={{ variant: 'secondary', ...action }} size="sm" />}
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.form}>
        {/* Keyed: a slot hydrated from the server's HTML holds that form only. */}
        <LeadFormSlot key={form} form={form} />
      </div>
    </div>
  );
}
