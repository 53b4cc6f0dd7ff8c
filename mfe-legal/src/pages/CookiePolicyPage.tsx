import { useSiteStore } from 'shared/site-store';
import { Button } from 'shared/ui/button';
import { PageHero } from 'shared/ui/page-hero';
import { cookiePolicy } from '../content/cookie-policy';
import styles from './CookiePolicyPage.module.scss';

export function CookiePolicyPage() {
  // The dialog belongs to the shell; the shared store is how this remote reaches it.
  const openPreferences = useSiteStore((state) => state.openPreferences);
  const { manage, ...intro } = cookiePolicy;
  return (
    <>
      <PageHero {...intro} />
      <section className={styles.manage} aria-labelledby="manage-cookies-title">
        <h2 id="manage-cookies-title">{manage.title}</h2>
        <p>{manage.body}</p>
        <Button onClick={openPreferences}>{manage.button}</Button>
      </section>
    </>
  );
}
