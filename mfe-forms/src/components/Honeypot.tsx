/**
 * The honeypot (shared schemas' HONEYPOT_FIELD): an input people never see or reach, which form
 * fillers often complete. Its content is sent only when not empty, and the api discards such leads.
 */
import type { Ref } from 'react';
import { HONEYPOT_FIELD } from 'shared/schemas/forms';
import styles from './Honeypot.module.scss';

export function Honeypot({ id, label, ref }: { id: string; label: string; ref: Ref<HTMLInputElement> }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input ref={ref} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
