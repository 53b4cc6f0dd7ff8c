/** `rollback` as an operator runs it: its pages rendered before its switch, or the app page when they cannot be (../testing/command-store.ts). */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { shellApp } from 'shared/remotes';
import { readLive } from '../adapters/folder/live';
import { releaseJsonFile } from '../core/release-json';
import { expectLogAndPointerAgree, killWhenRequested, legal, setUpCommandStore } from '../testing/command-store';
import { pagesFolder, releaseFolder } from '../core/store-layout';

jest.setTimeout(120_000);

const t = setUpCommandStore();

describe('the log and the pointer change together, and the pages can always be rendered again', () => {
  test('a rollback renders its pages before its switch: killed then, nothing is switched; the next one completes it', async () => {
    t.switchInTest(legal, t.ids.second, 'promote');

    const origin = t.servers[0]!;
    const killed = await t.release(
      ['rollback', legal],
      killWhenRequested(origin, `/${legal}/${t.ids.first}/mf-manifest.json`),
    );
    expect(killed.signal).toBe('SIGKILL');
    expect(readLive(t.store).apps[legal]?.live).toBe(t.ids.second);
    expectLogAndPointerAgree(t.store);

    const again = await t.release(['rollback', legal]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('3 re-rendered');
    expectLogAndPointerAgree(t.store);
    expect(readLive(t.store).apps[legal]?.live).toBe(t.ids.first);
    expect((await t.release(['status'])).stdout).toMatch(new RegExp(`^${legal} .*${t.ids.first}.* current`, 'm'));
    expect(readFileSync(t.cookiePolicyPage(), 'utf8')).toContain('<h1>Cookie Policy</h1>');
    expect((await t.release(['promote', legal, t.ids.first])).stderr).toContain('is live already');
  });

  test('a rollback to a release never live for every visitor is refused, and nothing changes', async () => {
    const before = t.storeText();
    const refused = await t.release(['rollback', legal, t.ids.second]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `${legal} ${t.ids.second} was never live: a rollback goes back to a release visitors had, without the smoke gate`,
    );
    expect(t.storeText()).toEqual(before);
  });

  test('a rollback whose pages cannot be rendered still rolls back, and its routes fall back to the app page', async () => {
    expect((await t.release(['promote', legal, t.ids.second])).code).toBe(0);
    expect(existsSync(t.cookiePolicyPage())).toBe(true);
    // As if the last render of /about (another app's page) had placed a module of mfe-legal in it.
    const pages = pagesFolder(t.store);
    const aboutPage = path.join(pages, 'about', 'index.html');
    mkdirSync(path.dirname(aboutPage));
    writeFileSync(aboutPage, `<p>${legal} ${t.ids.second} placed here</p>`);
    const written = JSON.parse(readFileSync(path.join(pages, 'prerendered.json'), 'utf8')) as string[];
    writeFileSync(path.join(pages, 'prerendered.json'), JSON.stringify([...written, 'about/index.html']));
    const renderedFrom = JSON.parse(readFileSync(path.join(pages, 'rendered-from.json'), 'utf8')) as object;
    const marketing = { shell: t.ids.shell, release: 'm1', places: { '/about': [legal] } };
    writeFileSync(
      path.join(pages, 'rendered-from.json'),
      JSON.stringify({ ...renderedFrom, 'mfe-marketing': marketing }),
    );
    // The site's origin no longer serves the remote: the pages of the release rolled back to cannot render.
    t.env.RELEASES_URL = await t.emptyOrigin();

    const rolledBack = await t.release(['rollback', legal]);
    expect(rolledBack.code).toBe(0);
    expect(rolledBack.stdout).toContain(`not re-rendered`);
    expect(rolledBack.stdout).toContain(`npm run release -- promote ${legal} ${t.ids.first} renders them`);
    expect(readLive(t.store).apps[legal]?.live).toBe(t.ids.first);
    // No page holding the release rolled back from is served, its routes' or another app's
    // placing its modules: the app page renders them.
    expect(existsSync(t.cookiePolicyPage())).toBe(false);
    expect(existsSync(aboutPage)).toBe(false);
    expect((await t.release(['status'])).stdout).toMatch(new RegExp(`^${legal} .*${t.ids.first}.* stale`, 'm'));
  });
});

describe('a corrupt file in the store', () => {
  test('a corrupt release.json of the live release is shown by status, and rolling back still works', async () => {
    t.switchInTest(legal, t.ids.second, 'promote');
    const corrupt = path.join(releaseFolder(t.store, legal, t.ids.second), releaseJsonFile);
    writeFileSync(corrupt, '{"id":');

    const status = await t.release(['status']);
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(new RegExp(`^${shellApp.pkg} `, 'm'));
    expect(status.stdout).toContain(`${corrupt} is not JSON`);

    const rolledBack = await t.release(['rollback', legal]);
    expect(rolledBack.stderr).toBe('');
    expect(rolledBack.code).toBe(0);
    expect(readLive(t.store).apps[legal]?.live).toBe(t.ids.first);
  });
});
