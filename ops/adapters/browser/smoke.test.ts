/**
 * The smoke gate on a folder store of small builds (../../testing/test-store.ts): mfe-marketing's
 * eleven routes, tried in a few tabs that each start the app once and go on as a visitor's clicks do.
 */
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { remoteNameOf } from '../../core/release-json';
import { releaseFolder } from '../../core/store-layout';
import { createFolderStore } from '../folder/folder-store';
import { readLive } from '../folder/live';
import { startStaticServer } from '../serve/static-server';
import { setUpCommandStore } from '../../testing/command-store';
import { addTestRelease, exposedChunk } from '../../testing/test-store';
import { registryOf } from '../../testing/site-pages';
import { smokeProblems, type StartPreviewServer } from './smoke';

jest.setTimeout(60_000);

const marketing = 'mfe-marketing';
const routes = registryOf(remoteNameOf(marketing)!);

const t = setUpCommandStore();

/**
 * What the previews' servers were asked: the shell's documents (a page loaded afresh), and every
 * path (a precompressed copy's, as the server rewrote it).
 */
function recordingServers(): { start: StartPreviewServer; documents: string[]; paths: string[] } {
  const recorded = { documents: [] as string[], paths: [] as string[] };
  const start: StartPreviewServer = async (options) => {
    const server: Server = await startStaticServer(options);
    server.on('request', (request: { url?: string; headers: Record<string, unknown> }) => {
      const url = request.url ?? '';
      recorded.paths.push(url);
      if (options.isShell && request.headers['sec-fetch-dest'] === 'document') recorded.documents.push(url);
    });
    return server;
  };
  return { start, ...recorded };
}

async function smokeMarketingCandidate(start: StartPreviewServer, breakModule?: string): Promise<string[]> {
  const store = createFolderStore(t.store);
  const first = await addTestRelease(store, marketing, new Date('2026-11-25T06:30:00Z'));
  t.switchInTest(marketing, first.id, 'start');
  const candidate = await addTestRelease(store, marketing, new Date('2026-11-25T06:40:00Z'));
  if (breakModule) rmSync(path.join(releaseFolder(t.store, marketing, candidate.id), exposedChunk(breakModule)));
  return smokeProblems({ store, renderedFrom: async () => ({}) }, readLive(t.store), candidate, t.env, start);
}

test('every route is tried, each tab starting the app once and reaching its next routes without a document request', async () => {
  const servers = recordingServers();
  expect(await smokeMarketingCandidate(servers.start)).toEqual([]);
  // Each route's own page module was fetched by its page.
  for (const route of routes) {
    expect(servers.paths.some((url) => url.includes(`/${exposedChunk(route.module)}`))).toBe(true);
  }
  // Three tabs, three documents: the other eight routes were reached in the tabs.
  expect(servers.documents).toHaveLength(3);
  expect(routes.length).toBe(11);
});

test('a route failing on the way is the one named, and the routes after it in its tab are still tried', async () => {
  // Past the three routes loaded first: reached in a tab.
  const broken = routes[4]!;
  const servers = recordingServers();
  const problems = await smokeMarketingCandidate(servers.start, broken.module);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(new RegExp(`^${broken.path}: `));
  expect(servers.documents).not.toContain(broken.path);
  for (const route of routes.filter((route) => route !== broken)) {
    expect(servers.paths.some((url) => url.includes(`/${exposedChunk(route.module)}`))).toBe(true);
  }
});
