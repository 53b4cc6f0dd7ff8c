import { releasesKept } from './prune';

const since = '2026-11-25T06:00:00.000Z';
const ids = ['R1', 'R2', 'R3', 'R4', 'R5'];

test('prune keeps the newest releases, and the live, previous and canary ones however old', () => {
  expect(releasesKept(ids, undefined, 2)).toEqual(new Set(['R4', 'R5']));
  expect(releasesKept(ids, { live: 'R2', previous: 'R1', since }, 0)).toEqual(new Set(['R2', 'R1']));
  const canary = { release: 'R3', share: 10, since };
  expect(releasesKept(ids, { live: 'R2', previous: null, since, canary }, 1)).toEqual(new Set(['R5', 'R2', 'R3']));
  expect(releasesKept(ids, undefined, 9)).toEqual(new Set(ids));
});
