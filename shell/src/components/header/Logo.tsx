/** The Veritenant mark (a shield around a private node) and wordmark. */
import { site } from 'shared/site';
import styles from './Logo.module.scss';

/** `inverse` for dark backgrounds such as the footer. */
export function Logo({ tone = 'default' }: { tone?: 'default' | 'inverse' }) {
  return (
    <span className={styles.logo} data-tone={tone}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <path d="M16 2 4 7v8c0 7.4 5.1 13.4 12 15 6.9-1.6 12-7.6 12-15V7L16 2Z" fill="#0f5bd7" />
        <path d="M16 6.3 8 9.6V15c0 5 3.3 9.2 8 10.6 4.7-1.4 8-5.6 8-10.6V9.6l-8-3.3Z" fill="#0b1b2b" />
        <circle cx="16" cy="15.5" r="3.5" fill="#0ea5a4" />
      </svg>
      <span className={styles.wordmark}>{site.brand}</span>
    </span>
  );
}
