/**
 * The release commands' tests, as an operator runs them (`tsx ops/cli/release.ts …`, real child
 * processes) on a folder store of small builds (./test-store.ts): the shell and a first release of
 * mfe-legal live, a second one not; the remotes' releases served by a static origin of the
 * test's own (`RELEASES_URL`). `setUpCommandStore` makes one before each test and removes it after.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localOrigin, shellApp } from 'shared/remotes';
import { freePort } from 'shared/testing/free-port';
import { startStaticServer } from '../adapters/serve/static-server';
import { createFolderStore } from '../adapters/folder/folder-store';
import { commitSwitch, liveFile, logFile, readLive, readLog } from '../adapters/folder/live';
import { switchEntry, switchLive, type LogEntry } from '../core/live-record';
import { runRelease, type Outcome } from './release-command';
import { addTestRelease } from './test-store';
import { pagesFolder } from '../core/store-layout';

export const legal = 'mfe-legal';

export interface CommandStore {
  /** The test's folder, the store inside it. */
  folder: string;
  store: string;
  env: Record<string, string>;
  /** The live shell, mfe-legal's live release and the one after it. */
  ids: { shell: string; first: string; second: string };
  /** The static origins started: the first serves the store. */
  servers: Server[];
  /** `npm run release -- <args>` on the store. */
  release(args: readonly string[], whenStarted?: (child: ChildProcess) => void): Promise<Outcome>;
  /** A static origin of `root`, stopped after the test. */
  serve(root: string): Promise<string>;
  /** An origin that serves nothing of the store: the pages of a release cannot render from it. */
  emptyOrigin(): Promise<string>;
  /** The pointer and the log, as text: a refusal leaves them as they were. */
  storeText(): string[];
  cookiePolicyPage(): string;
  /** Makes `id` live as `npm start` or a promotion does, without its gates or pages. */
  switchInTest(pkg: string, id: string, command: LogEntry['command']): void;
}

/** The pointer and the log agree: each app's live release is the "to" of its last log line. */
export function expectLogAndPointerAgree(store: string): void {
  const log = readLog(store);
  for (const [pkg, entry] of Object.entries(readLive(store).apps)) {
    expect({ pkg, lastLogged: log.filter((line) => line.app === pkg).at(-1)?.to }).toEqual({
      pkg,
      lastLogged: entry.live,
    });
  }
}

/** Stops the command (and its browser) when its prerender asks the site's origin for `manifest`. */
export function killWhenRequested(origin: Server, manifest: string): (child: ChildProcess) => void {
  return (child) => {
    const listener = (request: { url?: string }) => {
      if (request.url !== manifest) return;
      origin.off('request', listener);
      process.kill(-child.pid!, 'SIGKILL');
    };
    origin.on('request', listener);
  };
}

/** The store each test of the file starts from, set up before it and removed after it. */
export function setUpCommandStore(): CommandStore {
  const context: CommandStore = {
    folder: '',
    store: '',
    env: {},
    ids: { shell: '', first: '', second: '' },
    servers: [],
    release: (args, whenStarted) => runRelease(args, context.env, { whenStarted }),
    async serve(root) {
      const server = await startStaticServer({ root, port: 0, isShell: false, env: {} });
      context.servers.push(server);
      return localOrigin((server.address() as AddressInfo).port);
    },
    emptyOrigin: () => context.serve(mkdtempSync(path.join(context.folder, 'empty-'))),
    storeText: () => [liveFile, logFile].map((file) => readFileSync(path.join(context.store, file), 'utf8')),
    cookiePolicyPage: () => path.join(pagesFolder(context.store), 'cookie-policy', 'index.html'),
    switchInTest(pkg, id, command) {
      const live = readLive(context.store);
      const entry = switchEntry(live, pkg, id, { who: 'test', command, gates: {}, timings: {} });
      commitSwitch(context.store, live, switchLive(live, pkg, id, new Date()), entry);
    },
  };
  beforeEach(async () => {
    context.folder = mkdtempSync(path.join(tmpdir(), 'release-commands-'));
    context.store = path.join(context.folder, 'store');
    const releases = createFolderStore(context.store);
    const { ids } = context;
    ids.shell = (await addTestRelease(releases, shellApp.pkg, new Date('2026-11-25T06:00:00Z'))).id;
    ids.first = (await addTestRelease(releases, legal, new Date('2026-11-25T06:10:00Z'))).id;
    ids.second = (await addTestRelease(releases, legal, new Date('2026-11-25T06:20:00Z'))).id;
    for (const [pkg, id] of [
      [shellApp.pkg, ids.shell],
      [legal, ids.first],
    ] as const) {
      context.switchInTest(pkg, id, 'start');
    }
    context.env = {
      RELEASE_STORE: context.store,
      RELEASES_URL: await context.serve(context.store),
      // No blog api: the default port's may be a developer's `npm start`, which is not this site's.
      BLOG_API_URL: localOrigin(await freePort()),
    };
  });
  afterEach(async () => {
    await Promise.all(context.servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(context.folder, { recursive: true, force: true });
  });
  return context;
}
