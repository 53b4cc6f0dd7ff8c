/** The site footer: link columns from the navigation data, contact details and cookie settings. */
import { Link } from 'shared/router';
import { mailto, site } from 'shared/site';
import { useSiteStore } from 'shared/site-store';
import { footerColumns, footerCopy } from '../../content/navigation';
import { Logo } from '../header/Logo';
import styles from './Footer.module.scss';
import { RENDERED_YEAR_ATTRIBUTE, useCopyrightYear } from './use-copyright-year';

export function Footer() {
  const openPreferences = useSiteStore((state) => state.openPreferences);
  const year = useCopyrightYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo tone="inverse" />
          <p className={styles.tagline}>{footerCopy.tagline}</p>
          <p className={styles.contact}>
            <span className={styles.contactLabel}>{footerCopy.contactLabel}</span>
            <a href={mailto(site.enterpriseEmail)}>{site.enterpriseEmail}</a>
            <span>{footerCopy.office}</span>
          </p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} className={styles.column} aria-label={column.title}>
            <h2 className={styles.columnTitle}>{column.title}</h2>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <p {...{ [RENDERED_YEAR_ATTRIBUTE]: year }}>{footerCopy.copyright(year)}</p>
        <button type="button" className={styles.cookieButton} onClick={openPreferences}>
          {footerCopy.cookieSettings}
        </button>
      </div>
    </footer>
  );
}
