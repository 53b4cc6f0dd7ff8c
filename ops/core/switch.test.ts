import { memoryLiveRecord, memorySite } from '../testing/memory-ports';
import { SwitchConflict, switchEntry, switchLive, type Live } from './live-record';
import type { PageRenderer } from './page-renderer';
import type { SiteContent } from './release-store';
import { currentLive, publishPages, switchTo, switchUngated } from './switch';

const at = new Date('2026-11-25T06:30:00Z');
const live: Live = {
  apps: { 'mfe-legal': { live: 'L1', previous: null, since: at.toISOString() } },
  version: 1,
};
const contentOf = (next: Omit<Live, 'version'>): SiteContent => ({
  live: next,
  appConfig: {} as SiteContent['appConfig'],
  pageHeaders: {},
  canaryPages: [],
});
const details = { who: 'ops@box', command: 'promote', gates: {}, timings: {} } as const;

function ports(steps: string[], from: Live = live) {
  return { site: memorySite(steps), record: memoryLiveRecord(steps, from), served: () => steps.push('served') };
}

test('a switch stages the site, commits the pointer with its log entry and the site it names, then serves it', async () => {
  const steps: string[] = [];
  const switching = ports(steps);
  const next = switchLive(live, 'mfe-legal', 'L2', at);
  const entry = switchEntry(live, 'mfe-legal', 'L2', details, at);

  expect(await switchTo(switching, live, next, entry, contentOf(next))).toBeGreaterThanOrEqual(0);
  expect(steps).toEqual(['stage site-1', 'commit promote mfe-legal L2', 'serve site-1', 'served']);
  expect(switching.record.live).toEqual({ ...next, site: 'site-1', version: 2 });
  expect(switching.record.log).toEqual([entry]);
});

test('a switch from a pointer another command moved meanwhile is refused: nothing is logged or served', async () => {
  const steps: string[] = [];
  const switching = ports(steps, { ...live, version: 2 });
  const next = switchLive(live, 'mfe-legal', 'L2', at);

  await expect(
    switchTo(switching, live, next, switchEntry(live, 'mfe-legal', 'L2', details, at), contentOf(next)),
  ).rejects.toThrow(SwitchConflict);
  expect(steps).toEqual(['stage site-1']);
  expect(switching.record.log).toEqual([]);
  expect(switching.site.served).toBeUndefined();
});

test('the pointer read holding the lock has its site served first: a switch stopped before serving it is finished', async () => {
  const steps: string[] = [];
  const switching = ports(steps, { ...live, site: 'site-7' });
  expect(await currentLive(switching)).toEqual({ ...live, site: 'site-7' });
  expect(steps).toEqual(['catch up site-7']);
});

test('publishing the pages of the live set switches nothing', async () => {
  const steps: string[] = [];
  const switching = ports(steps);
  await publishPages(switching, contentOf(live));
  expect(steps).toEqual(['stage site-1', 'serve site-1']);
  expect(switching.record.live).toBe(live);
});

test('a build made live without the gates is logged as made live (start), with the site rendered for it', async () => {
  const steps: string[] = [];
  const rendered: Omit<Live, 'version'>[] = [];
  const pages: PageRenderer = {
    async renderPages(next) {
      rendered.push(next);
      return { content: contentOf(next), rendered: { pages: 0, posts: 0, milliseconds: 0 } };
    },
  };
  const switching = { ...ports(steps), pages };

  await switchUngated(switching, 'mfe-legal', 'L2', 'ops@box');
  expect(switching.record.log).toEqual([
    expect.objectContaining({ who: 'ops@box', command: 'start', app: 'mfe-legal', from: 'L1', to: 'L2', gates: {} }),
  ]);
  expect(rendered).toEqual([{ apps: { 'mfe-legal': expect.objectContaining({ live: 'L2', previous: 'L1' }) } }]);
  expect(switching.record.live.apps['mfe-legal']?.live).toBe('L2');
});
