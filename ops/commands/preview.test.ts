/** `preview` as an operator runs it (../testing/command-store.ts). */
import { readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { localOrigin, shellApp } from 'shared/remotes';
import { verifyPreview } from '../core/swap-cookies';
import { legal, setUpCommandStore } from '../testing/command-store';
import { runRelease } from '../testing/release-command';
import { exposedChunk } from '../testing/test-store';
import { releaseFolder } from '../core/store-layout';

jest.setTimeout(120_000);

const t = setUpCommandStore();

test('preview prints a signed link to the site that expires when it says, for a whole release of a remote only', async () => {
  const outcome = await t.release(['preview', legal, t.ids.second, '--hours', '2']);
  expect(outcome.code).toBe(0);
  const lines = outcome.stdout.trim().split('\n');
  const link = new URL(lines.at(-1)!);
  expect(link.origin + link.pathname).toBe(`${localOrigin(shellApp.port)}/_preview`);
  const { app, release: id, expires, sig } = Object.fromEntries(link.searchParams);
  expect([app, id]).toEqual([legal, t.ids.second]);
  expect(Number(expires) * 1000 - Date.now()).toBeGreaterThan(2 * 3600_000 - 60_000);
  expect(lines[1]).toContain(new Date(Number(expires) * 1000).toISOString());
  const secretFile = path.join(t.store, 'preview-secret');
  expect(statSync(secretFile).mode & 0o777).toBe(0o600);
  const secret = readFileSync(secretFile, 'utf8');
  expect(verifyPreview(secret, legal, `${id}.${expires}.${sig}`, new Date())).toEqual({
    release: t.ids.second,
    expires: Number(expires),
  });

  const site = await runRelease(['preview', legal, t.ids.second], { ...t.env, SITE_URL: 'https://www.example.com' });
  expect(site.stdout.trim().split('\n').at(-1)).toMatch(/^https:\/\/www\.example\.com\/_preview\?app=mfe-legal&/);

  rmSync(path.join(releaseFolder(t.store, legal, t.ids.second), exposedChunk('CookiePolicyPage')));
  for (const [args, refusal] of [
    [['preview', legal, t.ids.second], `${legal} ${t.ids.second} is not the release that was built`],
    [['preview', legal, '20261125T000000Z-9'], `${legal} has no release 20261125T000000Z-9`],
    [['preview', shellApp.pkg, t.ids.shell], 'previews are for remotes'],
  ] as const) {
    const refused = await t.release(args);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([expect.stringContaining(refusal)]);
  }
});
