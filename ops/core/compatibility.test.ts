import { compatibilityProblems } from './compatibility';
import { testRelease as release } from '../testing/release-fixture';

const shell = release('shell', 'S1', {
  shared: { provides: { react: '19.3.1', shared: '1.4.0' }, requires: {} },
  loads: { mfe_legal: ['PrivacyPolicyPage', 'CookiePolicyPage'] },
});
const legal = (id: string, requires: Record<string, string>, exposes: string[]) =>
  release('mfe-legal', id, { shared: { provides: {}, requires }, exposes });
const fitting = legal('L1', { react: '^19.3.1', shared: '^1.2.0' }, ['PrivacyPolicyPage', 'CookiePolicyPage']);

test('a remote whose singletons the live shell satisfies and which exposes its routes passes', () => {
  expect(compatibilityProblems(fitting, [shell])).toEqual([]);
});

test('a remote needing another major of a singleton is refused with both versions', () => {
  const candidate = legal('L2', { react: '^19.3.1', shared: '^2' }, ['PrivacyPolicyPage', 'CookiePolicyPage']);
  expect(compatibilityProblems(candidate, [shell])).toEqual([
    'mfe-legal L2 needs shared ^2, the shell S1 provides 1.4.0',
  ]);
});

test('a remote missing a page the route table loads is refused with the page', () => {
  const candidate = legal('L3', {}, ['PrivacyPolicyPage']);
  expect(compatibilityProblems(candidate, [shell])).toEqual([
    'mfe-legal L3 does not expose CookiePolicyPage, which the shell S1 loads',
  ]);
});

test('a shell is checked the other way round, against every live remote', () => {
  const older = release('shell', 'S2', {
    shared: { provides: { react: '19.3.1', shared: '1.1.0' }, requires: {} },
    loads: { mfe_legal: ['PrivacyPolicyPage'] },
  });
  expect(compatibilityProblems(older, [shell, fitting])).toEqual([
    'mfe-legal L1 needs shared ^1.2.0, the shell S2 provides 1.1.0',
  ]);
});
