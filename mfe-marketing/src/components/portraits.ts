/** The leadership portraits, emitted as hashed local files by webpack. */
import ceo from '../assets/people/ceo.svg';
import cto from '../assets/people/cto.svg';
import type { Person } from '../content/types';

export const portraits: Record<Person['portrait'], string> = { ceo, cto };
