/** Leadership cards with their portraits. */
import type { Person } from '../content/types';
import { portraits } from './portraits';
import styles from './PeopleGrid.module.scss';

/** Portraits are drawn at this size; width and height are set so nothing shifts while they load. */
const PORTRAIT_SIZE = 160;

export function PeopleGrid({ people }: { people: readonly Person[] }) {
  return (
    <ul className={styles.people}>
      {people.map((person) => (
        <li key={person.name} className={styles.person}>
          <img
            className={styles.portrait}
            src={portraits[person.portrait]}
            alt={`Portrait of ${person.name}`}
            width={PORTRAIT_SIZE}
            height={PORTRAIT_SIZE}
            loading="lazy"
            decoding="async"
          />
          <div>
            <h3 className={styles.name}>{person.name}</h3>
            <p className={styles.role}>{person.role}</p>
            <p className={styles.bio}>{person.bio}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
