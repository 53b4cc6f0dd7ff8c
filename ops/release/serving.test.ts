import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localOrigin, shellApp } from 'shared/remotes';
import { startStaticServer } from '../serve/static-server';
import { createFolderStore } from './folder-store';
import { liveFile, writeLive } from './live';
import { switchLive } from './live-record';
import { storeServing } from './serving';
import { addTestRelease } from './test-store';

let store = '';
let server: Server | undefined;

beforeEach(() => {
  store = mkdtempSync(path.join(tmpdir(), 'release-serving-'));
});
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  rmSync(store, { recursive: true, force: true });
});

test('a live.json that turns corrupt is reported once, and the live set read before goes on being served', async () => {
  const releases = createFolderStore(store);
  const shell = await addTestRelease(releases, shellApp.pkg, new Date('2026-11-25T06:00:00Z'));
  const legal = await addTestRelease(releases, 'mfe-legal', new Date('2026-11-25T06:10:00Z'));
  const now = new Date();
  writeLive(store, switchLive(switchLive({ apps: {} }, shellApp.pkg, shell.id, now), 'mfe-legal', legal.id, now));
  const reports: string[] = [];
  const error = jest.spyOn(console, 'error').mockImplementation((message: string) => reports.push(message));
  try {
    const env = { RELEASES_URL: 'https://releases.example.com' };
    server = await startStaticServer({ ...storeServing(store, shellApp.pkg, env), port: 0, isShell: true, env });
    const origin = localOrigin((server.address() as AddressInfo).port);
    const config = await (await fetch(`${origin}/app-config.json`)).json();

    writeFileSync(path.join(store, liveFile), '{"apps":');
    for (const pagePath of ['/cookie-policy', '/', '/main.0123abcd.js']) {
      expect({ pagePath, status: (await fetch(`${origin}${pagePath}`)).status }).toEqual({ pagePath, status: 200 });
    }
    expect(await (await fetch(`${origin}/app-config.json`)).json()).toEqual(config);
    expect(reports).toEqual([
      expect.stringMatching(
        new RegExp(`^${path.join(store, liveFile)} is not JSON .*; serving the live set read before$`),
      ),
    ]);
  } finally {
    error.mockRestore();
  }
});
