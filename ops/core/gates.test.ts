import { memoryStoreOf } from '../testing/memory-store';
import { testRelease as release } from '../testing/release-fixture';
import {
  compatibilityGate,
  passGates,
  refuseBesideCanary,
  refuseShell,
  refuseUnswapped,
  servedReleases,
  type SmokeGate,
} from './gates';
import type { Live } from './live-record';

const since = '2026-11-24T06:00:00.000Z';

const shell = release('shell', 'S1', { shared: { provides: { shared: '0.1.0' }, requires: {} } });
const legal = release('mfe-legal', 'L1');
const canary = release('mfe-legal', 'L2');
const needsNewer = release('mfe-legal', 'L3', { shared: { provides: {}, requires: { shared: '^0.2.0' } } });
const live: Pick<Live, 'apps'> = {
  apps: {
    shell: { live: 'S1', previous: null, since },
    'mfe-legal': { live: 'L1', previous: null, since, canary: { release: 'L2', share: 10, since } },
  },
};

test('the releases served are every live and canary release, but of the app being replaced', async () => {
  const store = await memoryStoreOf(shell, legal, canary);
  expect(await servedReleases(store, live, 'mfe-legal')).toEqual([shell]);
  expect(await servedReleases(store, live, 'shell')).toEqual([legal, canary]);
});

test('a release not whole is refused before its compatibility, naming what is missing', async () => {
  const store = await memoryStoreOf(shell, legal, canary, needsNewer);
  store.releases.get('mfe-legal/L3')?.files.delete('remoteEntry.js');
  await expect(compatibilityGate(store, live, needsNewer)).rejects.toThrow(
    'mfe-legal L3 is not the release that was built: remoteEntry.js missing; build it again',
  );
});

test('a release that does not fit what visitors are served is refused by the compatibility gate', async () => {
  const store = await memoryStoreOf(shell, legal, canary, needsNewer);
  await expect(compatibilityGate(store, live, needsNewer)).rejects.toThrow(
    'refused by the compatibility gate: mfe-legal L3 needs shared ^0.2.0, the shell S1 provides 0.1.0',
  );
  await expect(compatibilityGate(store, live, canary)).resolves.toBeUndefined();
});

test('the smoke gate gets ready beside the others, loads nothing unless they pass, and its problems refuse the release in one line', async () => {
  const store = await memoryStoreOf(shell, legal, canary, needsNewer);
  const readied: string[] = [];
  const loaded: string[] = [];
  const smoke = (problems: string[]): SmokeGate => {
    return async (_live, candidate, checked) => {
      readied.push(candidate.id);
      await checked;
      loaded.push(candidate.id);
      return problems;
    };
  };
  await expect(passGates({ store, smoke: smoke([]) }, live, canary)).resolves.toBeUndefined();
  await expect(passGates({ store, smoke: smoke(['/a: failed', '/b: failed']) }, live, canary)).rejects.toThrow(
    'refused by the smoke gate: /a: failed; /b: failed',
  );
  await expect(passGates({ store, smoke: smoke([]) }, live, needsNewer)).rejects.toThrow(
    'refused by the compatibility gate',
  );
  expect(readied).toEqual(['L2', 'L2', 'L3']);
  expect(loaded).toEqual(['L2', 'L2']);
});

test('swaps are for remotes, where the site serves them', () => {
  expect(() => refuseShell('shell', 'canaries')).toThrow(
    'canaries are for remotes: the shell goes to every visitor at once (promote shell <id>)',
  );
  expect(() => refuseShell('mfe-legal', 'canaries')).not.toThrow();
  expect(() => refuseUnswapped('previews', false)).toThrow(
    /^previews are not served by nginx over a folder store \(NGINX_SITE\): use a bucket store/,
  );
  expect(() => refuseUnswapped('previews', true)).not.toThrow();
});

test('while an app has a canary, only its release may be promoted', () => {
  expect(() => refuseBesideCanary(live, 'mfe-legal', 'L3')).toThrow(
    'mfe-legal has a canary of L2 (10 %): npm run release -- promote mfe-legal L2 completes it, ' +
      'npm run release -- rollback mfe-legal ends it',
  );
  expect(() => refuseBesideCanary(live, 'mfe-legal', 'L2')).not.toThrow();
  expect(() => refuseBesideCanary(live, 'shell', 'S2')).not.toThrow();
});
