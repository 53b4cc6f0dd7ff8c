/** `npm run release -- …` refuses a malformed command line before anything runs (./arguments.ts). */
import { existsSync } from 'node:fs';
import { legal, setUpCommandStore } from '../testing/command-store';
import { releaseFolder } from '../core/store-layout';

jest.setTimeout(120_000);

const t = setUpCommandStore();

test('extra arguments, unknown options and malformed numbers are refused with the usage, changing nothing', async () => {
  const before = t.storeText();
  const outcomes = await Promise.all([
    t.release(['promote', legal, t.ids.second, 'extra']),
    t.release(['prune', '--keep', '']),
    t.release(['prune', '--keep', 'abc']),
    t.release(['status', '--force']),
  ]);
  for (const outcome of outcomes) {
    expect(outcome.code).toBe(1);
    expect(outcome.stderr.trim().split('\n')).toHaveLength(1);
    expect(outcome.stderr).toContain('usage: npm run release --');
  }
  expect(outcomes[0]?.stderr).toContain('extra');
  expect(outcomes[1]?.stderr).toContain("--keep takes a whole number of releases, not ''");
  expect(outcomes[2]?.stderr).toContain("--keep takes a whole number of releases, not 'abc'");
  expect(outcomes[3]?.stderr).toContain('--force');
  expect(t.storeText()).toEqual(before);
  expect(existsSync(releaseFolder(t.store, legal, t.ids.second))).toBe(true);
});
