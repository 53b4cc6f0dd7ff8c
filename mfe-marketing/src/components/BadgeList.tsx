/** Certifications and frameworks as a row of badges. */
import type { Block } from '../content/types';
import { Icon } from './Icon';
import styles from './BadgeList.module.scss';

type Badges = Extract<Block, { kind: 'badges' }>['badges'];

export function BadgeList({ badges }: { badges: Badges }) {
  return (
    <ul className={styles.badges}>
      {badges.map(({ icon, label, detail }) => (
        <li key={label} className={styles.badge}>
          <Icon glyph={icon} size={28} className={styles.icon} />
          <span className={styles.label}>{label}</span>
          <span className={styles.detail}>{detail}</span>
        </li>
      ))}
    </ul>
  );
}
