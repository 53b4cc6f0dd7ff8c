/**
 * Development only (the standalone harness's /forms): every lead form on one page, including the
 * security requirements form that no page places. Never exposed, never part of the site.
 */
import { leadFormComponents } from '../components/LeadForms';
import styles from './FormsGalleryPage.module.scss';

export function FormsGalleryPage() {
  return (
    <div className={styles.gallery}>
      <h1>Lead forms (development)</h1>
      {Object.entries(leadFormComponents).map(([name, Form]) => (
        <section key={name} className={styles.entry} aria-label={name}>
          <p className={styles.name}>
            formType <code>{name}</code>
          </p>
          <Form />
        </section>
      ))}
    </div>
  );
}
