/** `promote` as an operator runs it: the release verified whole, the gates, its pages rendered, then the switch (../testing/command-store.ts). */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { shellApp } from 'shared/remotes';
import { createFolderStore } from '../adapters/folder/folder-store';
import { readLive, readLog } from '../adapters/folder/live';
import { expectLogAndPointerAgree, killWhenRequested, legal, setUpCommandStore } from '../testing/command-store';
import { addTestRelease, exposedChunk } from '../testing/test-store';
import { pagesFolder, releaseFolder } from '../core/store-layout';

jest.setTimeout(120_000);

const t = setUpCommandStore();

describe('a release is verified whole before any gate, and no page showing the error boundary is written', () => {
  test('a release with a missing exposed chunk is refused, naming it, and nothing changes', async () => {
    const chunk = exposedChunk('CookiePolicyPage');
    rmSync(path.join(releaseFolder(t.store, legal, t.ids.second), chunk));
    const before = t.storeText();
    const outcome = await t.release(['promote', legal, t.ids.second]);
    expect(outcome.stderr).toContain(`${legal} ${t.ids.second} is not the release that was built: ${chunk} missing`);
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).not.toContain('gates');
    expect(t.storeText()).toEqual(before);
    expect(existsSync(t.cookiePolicyPage())).toBe(false);
  });

  test('a page whose remote cannot be loaded in the render is not written, and nothing is switched', async () => {
    // The site's origin serves none of the candidate; the smoke gate's own origin does.
    t.env.RELEASES_URL = await t.emptyOrigin();
    const before = t.storeText();
    const outcome = await t.release(['promote', legal, t.ids.second]);
    // The render (its server builds read from the store) fails on the files the test shell fetches.
    expect(outcome.stderr).toMatch(
      new RegExp(
        `^refused by the prerender: Prerendering /(privacy-policy|terms-of-service|cookie-policy) failed: ` +
          `mfe_legal has no manifest at ${t.env.RELEASES_URL}/${legal}/${t.ids.second}/mf-manifest.json\n`,
      ),
    );
    expect(outcome.code).toBe(1);
    expect(t.storeText()).toEqual(before);
    expect(existsSync(pagesFolder(t.store))).toBe(false);
  });
});

describe('the log and the pointer change together, and the pages can always be rendered again', () => {
  test('a promote killed during its prerender switches nothing; the next one completes it', async () => {
    const origin = t.servers[0]!;
    const killed = await t.release(
      ['promote', legal, t.ids.second],
      killWhenRequested(origin, `/${legal}/${t.ids.second}/mf-manifest.json`),
    );
    expect(killed.signal).toBe('SIGKILL');
    expect(readLive(t.store).apps[legal]?.live).toBe(t.ids.first);
    expectLogAndPointerAgree(t.store);

    const promoted = await t.release(['promote', legal, t.ids.second]);
    expect(promoted.stderr).toContain('Removed a stale lock');
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toContain('3 re-rendered');
    expect(readLive(t.store).apps[legal]).toMatchObject({ live: t.ids.second, previous: t.ids.first });
    expectLogAndPointerAgree(t.store);
    expect(readFileSync(t.cookiePolicyPage(), 'utf8')).toContain('<h1>Cookie Policy</h1>');
  });
});

test("a promotion's log entry times each stage: the release verified, its compatibility, the smoke gate beside them, all the gates, the prerender", async () => {
  const promoted = await t.release(['promote', legal, t.ids.second]);
  expect(promoted.code).toBe(0);
  const entry = readLog(t.store).at(-1);
  expect(entry).toMatchObject({ command: 'promote', to: t.ids.second });
  expect(Object.keys(entry?.timings ?? {}).sort()).toEqual([
    'compatibilityMs',
    'gatesMs',
    'prerenderMs',
    'smokeMs',
    'verifyMs',
  ]);
  // The smoke gate gets ready beside the others and loads no page before they have passed; the
  // gates all passed once each of them had.
  const { gatesMs = 0, verifyMs = 0, compatibilityMs = 0, smokeMs = 0 } = entry?.timings ?? {};
  expect(smokeMs).toBeGreaterThanOrEqual(Math.max(verifyMs, compatibilityMs) - 2);
  expect(gatesMs).toBeGreaterThanOrEqual(smokeMs - 2);
});

describe('the gates on pages', () => {
  test("a release dropping a page the live shell's navigation links to is refused, naming both, and nothing changes", async () => {
    const releases = createFolderStore(t.store);
    const shell = await addTestRelease(releases, shellApp.pkg, new Date('2026-11-25T06:30:00Z'), {
      links: ['/privacy-policy', '/cookie-policy'],
      loads: {},
    });
    t.switchInTest(shellApp.pkg, shell.id, 'promote');
    const page = { path: '/privacy-policy', module: 'PrivacyPolicyPage', title: 'Privacy', description: 'Privacy' };
    const candidate = await addTestRelease(releases, legal, new Date('2026-11-25T06:40:00Z'), {
      pages: [{ ...page, sitemap: true }],
    });
    const before = t.storeText();
    const outcome = await t.release(['promote', legal, candidate.id]);
    expect(outcome.stderr).toContain(
      `refused by the compatibility gate: ${legal} ${candidate.id} drops /cookie-policy, ` +
        `which the shell ${shell.id} links to in its navigation`,
    );
    expect(outcome.code).toBe(1);
    expect(t.storeText()).toEqual(before);
    expect(existsSync(pagesFolder(t.store))).toBe(false);
  });
});
