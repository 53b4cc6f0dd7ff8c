/** `status` and `rollback` on a corrupt pointer (../testing/command-store.ts). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { liveFile } from '../adapters/folder/live';
import { legal, setUpCommandStore } from '../testing/command-store';

jest.setTimeout(120_000);

const t = setUpCommandStore();

describe('a corrupt file in the store', () => {
  test('a corrupt live.json is named, with what to do', async () => {
    writeFileSync(path.join(t.store, liveFile), '{"apps":');
    for (const args of [['status'], ['rollback', legal]]) {
      const outcome = await t.release(args);
      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toContain(`${path.join(t.store, liveFile)} is not JSON`);
      expect(outcome.stderr).toContain('npm run release -- log');
    }
  });
});
