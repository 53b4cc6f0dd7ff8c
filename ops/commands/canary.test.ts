/** Canaries as an operator runs them: started, widened, completed and ended, gated and refused (../testing/command-store.ts). */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { remoteApps, shellApp } from 'shared/remotes';
import { canaryPagesFolder, canaryPagesList } from '../core/canary-pages';
import { createFolderStore } from '../adapters/folder/folder-store';
import { readLive, readLog } from '../adapters/folder/live';
import { releaseJsonFile } from '../core/release-json';
import { legal, setUpCommandStore } from '../testing/command-store';
import { addTestRelease, exposedChunk } from '../testing/test-store';
import { endCanary } from './canary';
import { withReleases } from './open-releases';
import { canaryPagesRoot, pagesFolder, releaseFolder } from '../core/store-layout';

jest.setTimeout(120_000);

const t = setUpCommandStore();

test('with nginx over the folder (NGINX_SITE), a canary and a preview are refused in one line, changing nothing', async () => {
  t.env.NGINX_SITE = path.join(t.folder, 'nginx-site');
  const before = t.storeText();
  for (const args of [
    ['promote', legal, t.ids.second, '--canary', '30'],
    ['preview', legal, t.ids.second],
  ]) {
    const outcome = await t.release(args);
    expect({ args, code: outcome.code, stdout: outcome.stdout }).toEqual({ args, code: 1, stdout: '' });
    expect(outcome.stderr).toMatch(
      /^(canaries|previews) are not served by nginx over a folder store \(NGINX_SITE\): use a bucket store .*\n$/,
    );
  }
  expect(t.storeText()).toEqual(before);
  expect(existsSync(t.env.NGINX_SITE)).toBe(false);
});

describe('a canary', () => {
  test('starts after the gates for a share of visitors, widens, is refused another id, and ends with rollback; live and its pages stay', async () => {
    const before = readLive(t.store).apps[legal]!;
    const started = await t.release(['promote', legal, t.ids.second, '--canary', '10', '--no-watch']);
    expect(started.stderr).toBe('');
    expect(started.code).toBe(0);
    expect(started.stdout).toMatch(
      new RegExp(
        `^${legal} +${t.ids.first} +${t.ids.second} +10 % +compatibility passed, smoke passed, share 10%`,
        'm',
      ),
    );
    const canary = readLive(t.store).apps[legal]!.canary!;
    expect(readLive(t.store).apps[legal]).toEqual({
      ...before,
      canary: { release: t.ids.second, share: 10, since: canary.since },
    });
    // The live release's pages stay; the canary's own are rendered from it, for its visitors.
    expect(existsSync(pagesFolder(t.store))).toBe(false);
    expect(started.stdout).toMatch(/ 3 rendered /);
    const canaryPages = path.join(canaryPagesRoot(t.store), canaryPagesFolder(legal, t.ids.second));
    expect((JSON.parse(readFileSync(path.join(canaryPages, canaryPagesList), 'utf8')) as string[]).sort()).toEqual(
      ['cookie-policy', 'privacy-policy', 'terms-of-service'].map((page) => `${page}/index.html`),
    );
    expect(readFileSync(path.join(canaryPages, 'cookie-policy', 'index.html'), 'utf8')).toContain(
      `/${legal}/${t.ids.second}/`,
    );
    expect(readLog(t.store).at(-1)).toMatchObject({
      command: 'canary',
      from: t.ids.first,
      to: t.ids.second,
      gates: { compatibility: 'passed', smoke: 'passed', share: '10%' },
    });

    const widened = await t.release(['promote', legal, t.ids.second, '--canary', '50', '--no-watch']);
    expect(widened.code).toBe(0);
    expect(readLive(t.store).apps[legal]).toEqual({
      ...before,
      canary: { release: t.ids.second, share: 50, since: canary.since },
    });
    expect(readLog(t.store).at(-1)).toMatchObject({ command: 'canary', gates: { share: '50%' } });

    // Started with --no-watch: nothing checks it. A watcher's check on time makes it watched; one
    // that stopped checking (three of its intervals and more) no longer does.
    const status = async () => (await t.release(['status'])).stdout;
    expect(await status()).toMatch(
      new RegExp(`^${legal} +${t.ids.first} +${before.since} +${t.ids.second} +50 % +no +${canary.since} `, 'm'),
    );
    const check = (at: Date) =>
      withReleases(t.env, ({ record }) =>
        record.recordWatchCheck({
          app: legal,
          release: t.ids.second,
          watcher: 'ops@box pid 1',
          everyMs: 30_000,
          at: at.toISOString(),
          said: 'healthy',
        }),
      );
    await check(new Date(Date.now() - 20_000));
    expect(await status()).toMatch(new RegExp(`^${legal} .* 50 % +yes, 2\\d s ago +${canary.since} `, 'm'));
    await check(new Date(Date.now() - 5 * 60_000));
    expect(await status()).toMatch(new RegExp(`^${legal} .* 50 % +no, last 5 min ago +${canary.since} `, 'm'));
    // The pages column says what the canary's visitors get: its pages, or the app page without them.
    expect(await status()).toMatch(new RegExp(`^${legal} .*; canary's 3 `, 'm'));
    renameSync(canaryPages, `${canaryPages}-aside`);
    expect(await status()).toMatch(new RegExp(`^${legal} .*; canary's none: the app page `, 'm'));
    renameSync(`${canaryPages}-aside`, canaryPages);

    const third = (await addTestRelease(createFolderStore(t.store), legal, new Date('2026-11-25T06:30:00Z'))).id;
    const textBefore = t.storeText();
    for (const args of [
      ['promote', legal, third],
      ['promote', legal, third, '--canary', '10', '--no-watch'],
      ['promote', legal, t.ids.first],
    ]) {
      const refused = await t.release(args);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(
        `${legal} has a canary of ${t.ids.second} (50 %): npm run release -- promote ${legal} ${t.ids.second} completes it, ` +
          `npm run release -- rollback ${legal} ends it\n`,
      );
    }
    expect(t.storeText()).toEqual(textBefore);

    const ended = await t.release(['rollback', legal]);
    expect(ended.code).toBe(0);
    expect(readLive(t.store).apps[legal]).toEqual(before);
    expect(readLog(t.store).at(-1)).toMatchObject({ command: 'rollback', from: t.ids.second, to: t.ids.first });
    expect(existsSync(pagesFolder(t.store))).toBe(false);
    expect(existsSync(canaryPages)).toBe(false);
  });

  test("a shell is smoked with the canary's release in too: refused when that breaks the canary's visitors", async () => {
    // Every remote live, for the shell's every route to pass on its own.
    for (const app of remoteApps.filter((remote) => remote.pkg !== legal)) {
      t.switchInTest(app.pkg, (await addTestRelease(createFolderStore(t.store), app.pkg, new Date())).id, 'start');
    }
    expect((await t.release(['promote', legal, t.ids.second, '--canary', '10', '--no-watch'])).code).toBe(0);
    const shell = (await addTestRelease(createFolderStore(t.store), shellApp.pkg, new Date('2026-11-25T06:30:00Z'))).id;
    // The canary's cookie-policy chunk gone since it started: that page fails under any shell.
    const chunk = path.join(releaseFolder(t.store, legal, t.ids.second), exposedChunk('CookiePolicyPage'));
    const code = readFileSync(chunk);
    rmSync(chunk);
    const before = t.storeText();
    const refused = await t.release(['promote', shellApp.pkg, shell]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      new RegExp(`^refused by the smoke gate: with ${legal}'s canary ${t.ids.second}, /cookie-policy: .+\n$`),
    );
    expect(t.storeText()).toEqual(before);

    // With the chunk back, both smokes pass: the next step, the shell's render of every page,
    // is what stops it here, for want of a blog api in this test's site.
    writeFileSync(chunk, code);
    const passed = await t.release(['promote', shellApp.pkg, shell]);
    expect(passed.stderr).toMatch(/^refused by the prerender: GET \S+\/api\/posts\S* did not answer/);
    expect(t.storeText()).toEqual(before);
  });

  test('promoting the canary release completes it: a promotion, its pages rendered, the canary cleared', async () => {
    expect((await t.release(['promote', legal, t.ids.second, '--canary', '20', '--no-watch'])).code).toBe(0);
    const completed = await t.release(['promote', legal, t.ids.second]);
    expect(completed.code).toBe(0);
    expect(completed.stdout).toContain('3 re-rendered');
    expect(readLive(t.store).apps[legal]).toEqual({
      live: t.ids.second,
      previous: t.ids.first,
      since: expect.any(String),
    });
    expect(readLog(t.store).at(-1)).toMatchObject({ command: 'promote', from: t.ids.first, to: t.ids.second });
  });

  test('a shell is checked against the canary too: one that fits live but not the canary is refused, naming it', async () => {
    expect((await t.release(['promote', legal, t.ids.second, '--canary', '10', '--no-watch'])).code).toBe(0);
    // The canary needs a newer shared library than the live release and the shells here provide.
    const canaryJson = path.join(releaseFolder(t.store, legal, t.ids.second), releaseJsonFile);
    const described = JSON.parse(readFileSync(canaryJson, 'utf8')) as { shared: { requires: Record<string, string> } };
    writeFileSync(
      canaryJson,
      JSON.stringify({ ...described, shared: { ...described.shared, requires: { shared: '^0.2.0' } } }),
    );
    const shell = (await addTestRelease(createFolderStore(t.store), shellApp.pkg, new Date('2026-11-25T06:40:00Z'))).id;
    const before = t.storeText();

    const refused = await t.release(['promote', shellApp.pkg, shell]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `refused by the compatibility gate: ${legal} ${t.ids.second} needs shared ^0.2.0, the shell ${shell} provides 0.1.0\n`,
    );
    expect(t.storeText()).toEqual(before);
  });

  test('the watcher ends the one it judged, with its reason in the log; the shell is refused a canary in one line', async () => {
    expect((await t.release(['promote', legal, t.ids.second, '--canary', '30', '--no-watch'])).code).toBe(0);
    const reason = 'error rate 4.0 % over 200 page views, live 0.5 % over 1800';
    await expect(
      withReleases(t.env, (releases) => endCanary(releases, legal, t.env, { release: t.ids.first, reason })),
    ).rejects.toThrow(`the canary of ${legal} is ${t.ids.second} now, not ${t.ids.first}: nothing was ended`);
    await withReleases(t.env, (releases) => endCanary(releases, legal, t.env, { release: t.ids.second, reason }));
    expect(readLive(t.store).apps[legal]?.canary).toBeUndefined();
    expect(readLog(t.store).at(-1)).toMatchObject({ command: 'rollback', from: t.ids.second, to: t.ids.first, reason });
    expect((await t.release(['log'])).stdout.trim().split('\n').at(-1)).toMatch(new RegExp(`${reason}$`));
    await expect(withReleases(t.env, (releases) => endCanary(releases, legal, t.env))).rejects.toThrow(
      `${legal} has no canary to end`,
    );

    const shell = await t.release(['promote', shellApp.pkg, t.ids.shell, '--canary', '10', '--no-watch']);
    expect(shell.code).toBe(1);
    expect(shell.stderr).toBe(
      `canaries are for remotes: the shell goes to every visitor at once (promote ${shellApp.pkg} <id>)\n`,
    );
  });
});
