import { ButtonLink } from 'shared/ui/button';
import { PageHero } from 'shared/ui/page-hero';
import { HomeSectionBlock } from '../components/HomeSectionBlock';
import { homeHero, homeSections } from '../content/home';
import styles from './HomePage.module.scss';

export function HomePage() {
  const { claims, primaryAction, secondaryAction, ...hero } = homeHero;
  return (
    <>
      <PageHero
        {...hero}
        actions={
          <>
            <ButtonLink to={primaryAction.href} size="lg">
              {primaryAction.label}
            </ButtonLink>
            <ButtonLink to={secondaryAction.href} size="lg" variant="inverse">
              {secondaryAction.label}
            </ButtonLink>
            <ul className={styles.claims}>
              {claims.map((claim) => (
                <li key={claim}>{claim}</li>
              ))}
            </ul>
          </>
        }
      />
      {homeSections.map((section) => (
        <HomeSectionBlock key={section.id} {...section} />
      ))}
    </>
  );
}
