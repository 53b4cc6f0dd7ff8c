/** A marketing page's hero: the shared page hero with the content's actions, badges and icon art. */
import { BadgeCheck } from 'lucide-react';
import { PageHero } from 'shared/ui/page-hero';
import type { Hero } from '../content/types';
import { ActionLink } from './ActionLink';
import { Icon } from './Icon';
import styles from './MarketingHero.module.scss';

export function MarketingHero({ hero: { eyebrow, title, lead, actions, badges, decorativeIcons } }: { hero: Hero }) {
  return (
    <PageHero
      eyebrow={eyebrow}
      title={title}
      lead={lead}
      decoration={
        decorativeIcons && (
          <div className={styles.tiles}>
            {decorativeIcons.map((icon, index) => (
              // A fixed list: the position names the tile.
              <span key={index} className={styles.tile}>
                <Icon glyph={icon} size={44} />
              </span>
            ))}
          </div>
        )
      }
      actions={
        <>
          {actions.map((action, index) => (
            <ActionLink
              key={action.href}
              action={{ variant: index === 0 ? 'primary' : 'inverse', ...action }}
              size="lg"
            />
          ))}
          {badges && (
            <ul className={styles.badges}>
              {badges.map((badge) => (
                <li key={badge} className={styles.badge}>
                  <Icon glyph={BadgeCheck} size={18} />
                  {badge}
                </li>
              ))}
            </ul>
          )}
        </>
      }
    />
  );
}
