/**
 * The release commands as an operator runs them (`tsx ops/cli/release.ts …`, real child
 * processes) on a store of small builds (./test-store.ts), with the remotes' releases served by a
 * static origin of the test's own (`RELEASES_URL`), the smoke gate in Chromium and the prerender in Node.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localOrigin, remoteApps, shellApp } from 'shared/remotes';
import { freePort } from 'shared/testing/free-port';
import { startStaticServer } from '../adapters/serve/static-server';
import { canaryPagesFolder, canaryPagesList } from '../core/canary-pages';
import { canaryPagesRoot, createFolderStore, pagesFolder, releaseFolder } from '../adapters/folder/folder-store';
import { commitSwitch, liveFile, logFile, readLive, readLog } from '../adapters/folder/live';
import { switchEntry, switchLive, type LogEntry } from '../core/live-record';
import { releaseJsonFile } from '../core/release-json';
import { runRelease } from '../testing/release-command';
import { endCanary } from './canary';
import { withReleases } from './open-releases';
import { verifyPreview } from '../core/swap-cookies';
import { addTestRelease, exposedChunk } from '../testing/test-store';

jest.setTimeout(120_000);

const legal = 'mfe-legal';

let folder = '';
let store = '';
let env: Record<string, string> = {};
const servers: Server[] = [];
const ids = { shell: '', first: '', second: '' };

const release = (args: readonly string[], whenStarted?: (child: ChildProcess) => void) =>
  runRelease(args, env, { whenStarted });

async function serve(root: string): Promise<Server> {
  const server = await startStaticServer({ root, port: 0, isShell: false, env: {} });
  servers.push(server);
  return server;
}

const originOf = (server: Server) => localOrigin((server.address() as AddressInfo).port);
const storeText = () => [liveFile, logFile].map((file) => readFileSync(path.join(store, file), 'utf8'));
const cookiePolicyPage = () => path.join(pagesFolder(store), 'cookie-policy', 'index.html');

/** Makes `id` live as `npm start` or a promotion does, without its gates or pages. */
function switchInTest(pkg: string, id: string, command: LogEntry['command']): void {
  const live = readLive(store);
  const entry = switchEntry(live, pkg, id, { who: 'test', command, gates: {}, timings: {} });
  commitSwitch(store, live, switchLive(live, pkg, id, new Date()), entry);
}

/** The pointer and the log agree: each app's live release is the "to" of its last log line. */
function expectLogAndPointerAgree(): void {
  const log = readLog(store);
  for (const [pkg, entry] of Object.entries(readLive(store).apps)) {
    expect({ pkg, lastLogged: log.filter((line) => line.app === pkg).at(-1)?.to }).toEqual({
      pkg,
      lastLogged: entry.live,
    });
  }
}

/** Stops the command (and its browser) when its prerender asks the site's origin for `manifest`. */
function killWhenRequested(origin: Server, manifest: string): (child: ChildProcess) => void {
  return (child) => {
    const listener = (request: { url?: string }) => {
      if (request.url !== manifest) return;
      origin.off('request', listener);
      process.kill(-child.pid!, 'SIGKILL');
    };
    origin.on('request', listener);
  };
}

beforeEach(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'release-commands-'));
  store = path.join(folder, 'store');
  const releases = createFolderStore(store);
  ids.shell = (await addTestRelease(releases, shellApp.pkg, new Date('2026-11-25T06:00:00Z'))).id;
  ids.first = (await addTestRelease(releases, legal, new Date('2026-11-25T06:10:00Z'))).id;
  ids.second = (await addTestRelease(releases, legal, new Date('2026-11-25T06:20:00Z'))).id;
  for (const [pkg, id] of [
    [shellApp.pkg, ids.shell],
    [legal, ids.first],
  ] as const) {
    switchInTest(pkg, id, 'start');
  }
  env = {
    RELEASE_STORE: store,
    RELEASES_URL: originOf(await serve(store)),
    // No blog api: the default port's may be a developer's `npm start`, which is not this site's.
    BLOG_API_URL: localOrigin(await freePort()),
  };
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(folder, { recursive: true, force: true });
});

test('extra arguments, unknown options and malformed numbers are refused with the usage, changing nothing', async () => {
  const before = storeText();
  const outcomes = await Promise.all([
    release(['promote', legal, ids.second, 'extra']),
    release(['prune', '--keep', '']),
    release(['prune', '--keep', 'abc']),
    release(['status', '--force']),
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
  expect(storeText()).toEqual(before);
  expect(existsSync(releaseFolder(store, legal, ids.second))).toBe(true);
});

test('with nginx over the folder (NGINX_SITE), a canary and a preview are refused in one line, changing nothing', async () => {
  env.NGINX_SITE = path.join(folder, 'nginx-site');
  const before = storeText();
  for (const args of [
    ['promote', legal, ids.second, '--canary', '30'],
    ['preview', legal, ids.second],
  ]) {
    const outcome = await release(args);
    expect({ args, code: outcome.code, stdout: outcome.stdout }).toEqual({ args, code: 1, stdout: '' });
    expect(outcome.stderr).toMatch(
      /^(canaries|previews) are not served by nginx over a folder store \(NGINX_SITE\): use a bucket store .*\n$/,
    );
  }
  expect(storeText()).toEqual(before);
  expect(existsSync(env.NGINX_SITE)).toBe(false);
});

describe('a release is verified whole before any gate, and no page showing the error boundary is written', () => {
  test('a release with a missing exposed chunk is refused, naming it, and nothing changes', async () => {
    const chunk = exposedChunk('CookiePolicyPage');
    rmSync(path.join(releaseFolder(store, legal, ids.second), chunk));
    const before = storeText();
    const outcome = await release(['promote', legal, ids.second]);
    expect(outcome.stderr).toContain(`${legal} ${ids.second} is not the release that was built: ${chunk} missing`);
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).not.toContain('gates');
    expect(storeText()).toEqual(before);
    expect(existsSync(cookiePolicyPage())).toBe(false);
  });

  test('a page whose remote cannot be loaded in the render is not written, and nothing is switched', async () => {
    // The site's origin serves none of the candidate; the smoke gate's own origin does.
    env.RELEASES_URL = originOf(await serve(mkdtempSync(path.join(folder, 'empty-'))));
    const before = storeText();
    const outcome = await release(['promote', legal, ids.second]);
    // The render (its server builds read from the store) fails on the files the test shell fetches.
    expect(outcome.stderr).toMatch(
      new RegExp(
        `^refused by the prerender: Prerendering /(privacy-policy|terms-of-service|cookie-policy) failed: ` +
          `mfe_legal has no manifest at ${env.RELEASES_URL}/${legal}/${ids.second}/mf-manifest.json\n`,
      ),
    );
    expect(outcome.code).toBe(1);
    expect(storeText()).toEqual(before);
    expect(existsSync(pagesFolder(store))).toBe(false);
  });
});

describe('the log and the pointer change together, and the pages can always be rendered again', () => {
  test('a promote killed during its prerender switches nothing; the next one completes it', async () => {
    const origin = servers[0]!;
    const killed = await release(
      ['promote', legal, ids.second],
      killWhenRequested(origin, `/${legal}/${ids.second}/mf-manifest.json`),
    );
    expect(killed.signal).toBe('SIGKILL');
    expect(readLive(store).apps[legal]?.live).toBe(ids.first);
    expectLogAndPointerAgree();

    const promoted = await release(['promote', legal, ids.second]);
    expect(promoted.stderr).toContain('Removed a stale lock');
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toContain('3 re-rendered');
    expect(readLive(store).apps[legal]).toMatchObject({ live: ids.second, previous: ids.first });
    expectLogAndPointerAgree();
    expect(readFileSync(cookiePolicyPage(), 'utf8')).toContain('<h1>Cookie Policy</h1>');
  });

  test('a rollback renders its pages before its switch: killed then, nothing is switched; the next one completes it', async () => {
    switchInTest(legal, ids.second, 'promote');

    const origin = servers[0]!;
    const killed = await release(
      ['rollback', legal],
      killWhenRequested(origin, `/${legal}/${ids.first}/mf-manifest.json`),
    );
    expect(killed.signal).toBe('SIGKILL');
    expect(readLive(store).apps[legal]?.live).toBe(ids.second);
    expectLogAndPointerAgree();

    const again = await release(['rollback', legal]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('3 re-rendered');
    expectLogAndPointerAgree();
    expect(readLive(store).apps[legal]?.live).toBe(ids.first);
    expect((await release(['status'])).stdout).toMatch(new RegExp(`^${legal} .*${ids.first}.* current`, 'm'));
    expect(readFileSync(cookiePolicyPage(), 'utf8')).toContain('<h1>Cookie Policy</h1>');
    expect((await release(['promote', legal, ids.first])).stderr).toContain('is live already');
  });

  test('a rollback whose pages cannot be rendered still rolls back, and its routes fall back to the app page', async () => {
    expect((await release(['promote', legal, ids.second])).code).toBe(0);
    expect(existsSync(cookiePolicyPage())).toBe(true);
    // As if the last render of /about (another app's page) had placed a module of mfe-legal in it.
    const pages = pagesFolder(store);
    const aboutPage = path.join(pages, 'about', 'index.html');
    mkdirSync(path.dirname(aboutPage));
    writeFileSync(aboutPage, `<p>${legal} ${ids.second} placed here</p>`);
    const written = JSON.parse(readFileSync(path.join(pages, 'prerendered.json'), 'utf8')) as string[];
    writeFileSync(path.join(pages, 'prerendered.json'), JSON.stringify([...written, 'about/index.html']));
    const renderedFrom = JSON.parse(readFileSync(path.join(pages, 'rendered-from.json'), 'utf8')) as object;
    const marketing = { shell: ids.shell, release: 'm1', places: { '/about': [legal] } };
    writeFileSync(
      path.join(pages, 'rendered-from.json'),
      JSON.stringify({ ...renderedFrom, 'mfe-marketing': marketing }),
    );
    // The site's origin no longer serves the remote: the pages of the release rolled back to cannot render.
    env.RELEASES_URL = originOf(await serve(mkdtempSync(path.join(folder, 'empty-'))));

    const rolledBack = await release(['rollback', legal]);
    expect(rolledBack.code).toBe(0);
    expect(rolledBack.stdout).toContain(`not re-rendered`);
    expect(rolledBack.stdout).toContain(`npm run release -- promote ${legal} ${ids.first} renders them`);
    expect(readLive(store).apps[legal]?.live).toBe(ids.first);
    // No page holding the release rolled back from is served, its routes' or another app's
    // placing its modules: the app page renders them.
    expect(existsSync(cookiePolicyPage())).toBe(false);
    expect(existsSync(aboutPage)).toBe(false);
    expect((await release(['status'])).stdout).toMatch(new RegExp(`^${legal} .*${ids.first}.* stale`, 'm'));
  });
});

describe('a corrupt file in the store', () => {
  test('a corrupt release.json of the live release is shown by status, and rolling back still works', async () => {
    switchInTest(legal, ids.second, 'promote');
    const corrupt = path.join(releaseFolder(store, legal, ids.second), releaseJsonFile);
    writeFileSync(corrupt, '{"id":');

    const status = await release(['status']);
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(new RegExp(`^${shellApp.pkg} `, 'm'));
    expect(status.stdout).toContain(`${corrupt} is not JSON`);

    const rolledBack = await release(['rollback', legal]);
    expect(rolledBack.stderr).toBe('');
    expect(rolledBack.code).toBe(0);
    expect(readLive(store).apps[legal]?.live).toBe(ids.first);
  });

  test('a corrupt live.json is named, with what to do', async () => {
    writeFileSync(path.join(store, liveFile), '{"apps":');
    for (const args of [['status'], ['rollback', legal]]) {
      const outcome = await release(args);
      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toContain(`${path.join(store, liveFile)} is not JSON`);
      expect(outcome.stderr).toContain('npm run release -- log');
    }
  });
});

describe('a canary', () => {
  test('starts after the gates for a share of visitors, widens, is refused another id, and ends with rollback; live and its pages stay', async () => {
    const before = readLive(store).apps[legal]!;
    const started = await release(['promote', legal, ids.second, '--canary', '10', '--no-watch']);
    expect(started.stderr).toBe('');
    expect(started.code).toBe(0);
    expect(started.stdout).toMatch(
      new RegExp(`^${legal} +${ids.first} +${ids.second} +10 % +compatibility passed, smoke passed, share 10%`, 'm'),
    );
    const canary = readLive(store).apps[legal]!.canary!;
    expect(readLive(store).apps[legal]).toEqual({
      ...before,
      canary: { release: ids.second, share: 10, since: canary.since },
    });
    // The live release's pages stay; the canary's own are rendered from it, for its visitors.
    expect(existsSync(pagesFolder(store))).toBe(false);
    expect(started.stdout).toMatch(/ 3 rendered /);
    const canaryPages = path.join(canaryPagesRoot(store), canaryPagesFolder(legal, ids.second));
    expect((JSON.parse(readFileSync(path.join(canaryPages, canaryPagesList), 'utf8')) as string[]).sort()).toEqual(
      ['cookie-policy', 'privacy-policy', 'terms-of-service'].map((page) => `${page}/index.html`),
    );
    expect(readFileSync(path.join(canaryPages, 'cookie-policy', 'index.html'), 'utf8')).toContain(
      `/${legal}/${ids.second}/`,
    );
    expect(readLog(store).at(-1)).toMatchObject({
      command: 'canary',
      from: ids.first,
      to: ids.second,
      gates: { compatibility: 'passed', smoke: 'passed', share: '10%' },
    });

    const widened = await release(['promote', legal, ids.second, '--canary', '50', '--no-watch']);
    expect(widened.code).toBe(0);
    expect(readLive(store).apps[legal]).toEqual({
      ...before,
      canary: { release: ids.second, share: 50, since: canary.since },
    });
    expect(readLog(store).at(-1)).toMatchObject({ command: 'canary', gates: { share: '50%' } });

    // Started with --no-watch: nothing checks it. A watcher's check on time makes it watched; one
    // that stopped checking (three of its intervals and more) no longer does.
    const status = async () => (await release(['status'])).stdout;
    expect(await status()).toMatch(
      new RegExp(`^${legal} +${ids.first} +${before.since} +${ids.second} +50 % +no +${canary.since} `, 'm'),
    );
    const check = (at: Date) =>
      withReleases(env, ({ record }) =>
        record.recordWatchCheck({
          app: legal,
          release: ids.second,
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

    const third = (await addTestRelease(createFolderStore(store), legal, new Date('2026-11-25T06:30:00Z'))).id;
    const textBefore = storeText();
    for (const args of [
      ['promote', legal, third],
      ['promote', legal, third, '--canary', '10', '--no-watch'],
      ['promote', legal, ids.first],
    ]) {
      const refused = await release(args);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(
        `${legal} has a canary of ${ids.second} (50 %): npm run release -- promote ${legal} ${ids.second} completes it, ` +
          `npm run release -- rollback ${legal} ends it\n`,
      );
    }
    expect(storeText()).toEqual(textBefore);

    const ended = await release(['rollback', legal]);
    expect(ended.code).toBe(0);
    expect(readLive(store).apps[legal]).toEqual(before);
    expect(readLog(store).at(-1)).toMatchObject({ command: 'rollback', from: ids.second, to: ids.first });
    expect(existsSync(pagesFolder(store))).toBe(false);
    expect(existsSync(canaryPages)).toBe(false);
  });

  test("a shell is smoked with the canary's release in too: refused when that breaks the canary's visitors", async () => {
    // Every remote live, for the shell's every route to pass on its own.
    for (const app of remoteApps.filter((remote) => remote.pkg !== legal)) {
      switchInTest(app.pkg, (await addTestRelease(createFolderStore(store), app.pkg, new Date())).id, 'start');
    }
    expect((await release(['promote', legal, ids.second, '--canary', '10', '--no-watch'])).code).toBe(0);
    const shell = (await addTestRelease(createFolderStore(store), shellApp.pkg, new Date('2026-11-25T06:30:00Z'))).id;
    // The canary's cookie-policy chunk gone since it started: that page fails under any shell.
    const chunk = path.join(releaseFolder(store, legal, ids.second), exposedChunk('CookiePolicyPage'));
    const code = readFileSync(chunk);
    rmSync(chunk);
    const before = storeText();
    const refused = await release(['promote', shellApp.pkg, shell]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      new RegExp(`^refused by the smoke gate: with ${legal}'s canary ${ids.second}, /cookie-policy: .+\n$`),
    );
    expect(storeText()).toEqual(before);

    // With the chunk back, both smokes pass: the next step, the shell's render of every page,
    // is what stops it here, for want of a blog api in this test's site.
    writeFileSync(chunk, code);
    const passed = await release(['promote', shellApp.pkg, shell]);
    expect(passed.stderr).toMatch(/^refused by the prerender: GET \S+\/api\/posts\S* did not answer/);
    expect(storeText()).toEqual(before);
  });

  test('promoting the canary release completes it: a promotion, its pages rendered, the canary cleared', async () => {
    expect((await release(['promote', legal, ids.second, '--canary', '20', '--no-watch'])).code).toBe(0);
    const completed = await release(['promote', legal, ids.second]);
    expect(completed.code).toBe(0);
    expect(completed.stdout).toContain('3 re-rendered');
    expect(readLive(store).apps[legal]).toEqual({ live: ids.second, previous: ids.first, since: expect.any(String) });
    expect(readLog(store).at(-1)).toMatchObject({ command: 'promote', from: ids.first, to: ids.second });
  });

  test('a shell is checked against the canary too: one that fits live but not the canary is refused, naming it', async () => {
    expect((await release(['promote', legal, ids.second, '--canary', '10', '--no-watch'])).code).toBe(0);
    // The canary needs a newer shared library than the live release and the shells here provide.
    const canaryJson = path.join(releaseFolder(store, legal, ids.second), releaseJsonFile);
    const described = JSON.parse(readFileSync(canaryJson, 'utf8')) as { shared: { requires: Record<string, string> } };
    writeFileSync(
      canaryJson,
      JSON.stringify({ ...described, shared: { ...described.shared, requires: { shared: '^0.2.0' } } }),
    );
    const shell = (await addTestRelease(createFolderStore(store), shellApp.pkg, new Date('2026-11-25T06:40:00Z'))).id;
    const before = storeText();

    const refused = await release(['promote', shellApp.pkg, shell]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `refused by the compatibility gate: ${legal} ${ids.second} needs shared ^0.2.0, the shell ${shell} provides 0.1.0\n`,
    );
    expect(storeText()).toEqual(before);
  });

  test('the watcher ends the one it judged, with its reason in the log; the shell is refused a canary in one line', async () => {
    expect((await release(['promote', legal, ids.second, '--canary', '30', '--no-watch'])).code).toBe(0);
    const reason = 'error rate 4.0 % over 200 page views, live 0.5 % over 1800';
    await expect(
      withReleases(env, (releases) => endCanary(releases, legal, env, { release: ids.first, reason })),
    ).rejects.toThrow(`the canary of ${legal} is ${ids.second} now, not ${ids.first}: nothing was ended`);
    await withReleases(env, (releases) => endCanary(releases, legal, env, { release: ids.second, reason }));
    expect(readLive(store).apps[legal]?.canary).toBeUndefined();
    expect(readLog(store).at(-1)).toMatchObject({ command: 'rollback', from: ids.second, to: ids.first, reason });
    expect((await release(['log'])).stdout.trim().split('\n').at(-1)).toMatch(new RegExp(`${reason}$`));
    await expect(withReleases(env, (releases) => endCanary(releases, legal, env))).rejects.toThrow(
      `${legal} has no canary to end`,
    );

    const shell = await release(['promote', shellApp.pkg, ids.shell, '--canary', '10', '--no-watch']);
    expect(shell.code).toBe(1);
    expect(shell.stderr).toBe(
      `canaries are for remotes: the shell goes to every visitor at once (promote ${shellApp.pkg} <id>)\n`,
    );
  });
});

test('preview prints a signed link to the site that expires when it says, for a whole release of a remote only', async () => {
  const outcome = await release(['preview', legal, ids.second, '--hours', '2']);
  expect(outcome.code).toBe(0);
  const lines = outcome.stdout.trim().split('\n');
  const link = new URL(lines.at(-1)!);
  expect(link.origin + link.pathname).toBe(`${localOrigin(shellApp.port)}/_preview`);
  const { app, release: id, expires, sig } = Object.fromEntries(link.searchParams);
  expect([app, id]).toEqual([legal, ids.second]);
  expect(Number(expires) * 1000 - Date.now()).toBeGreaterThan(2 * 3600_000 - 60_000);
  expect(lines[1]).toContain(new Date(Number(expires) * 1000).toISOString());
  const secretFile = path.join(store, 'preview-secret');
  expect(statSync(secretFile).mode & 0o777).toBe(0o600);
  const secret = readFileSync(secretFile, 'utf8');
  expect(verifyPreview(secret, legal, `${id}.${expires}.${sig}`, new Date())).toEqual({
    release: ids.second,
    expires: Number(expires),
  });

  const site = await runRelease(['preview', legal, ids.second], { ...env, SITE_URL: 'https://www.example.com' });
  expect(site.stdout.trim().split('\n').at(-1)).toMatch(/^https:\/\/www\.example\.com\/_preview\?app=mfe-legal&/);

  rmSync(path.join(releaseFolder(store, legal, ids.second), exposedChunk('CookiePolicyPage')));
  for (const [args, refusal] of [
    [['preview', legal, ids.second], `${legal} ${ids.second} is not the release that was built`],
    [['preview', legal, '20261125T000000Z-9'], `${legal} has no release 20261125T000000Z-9`],
    [['preview', shellApp.pkg, ids.shell], 'previews are for remotes'],
  ] as const) {
    const refused = await release(args);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([expect.stringContaining(refusal)]);
  }
});
