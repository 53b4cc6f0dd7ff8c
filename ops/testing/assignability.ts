import type { Assignability } from '../core/contract';

/**
 * TypeScript's assignability for the core's tests, on unions of literals only (`2 | 3` to
 * `1 | 2 | 3`): every member of the source is one of the target's.
 */
export const literalUnions: Assignability = (pairs) =>
  pairs.map(({ source, target }) => {
    const members = new Set(target.split(' | '));
    return source.split(' | ').every((member) => members.has(member));
  });
