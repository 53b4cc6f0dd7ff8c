/**
 * The switch: the site of the next live set staged, the pointer moved and logged as one
 * compare-and-swap of the live record (a command that switched meanwhile makes this one refuse),
 * then the site served.
 */
import { switchEntry, switchLive, type Live, type LiveRecord, type LogEntry } from './live-record';
import type { PageRenderer } from './page-renderer';
import type { CanaryPages, SitePages, SitePublisher } from './release-store';

export interface SwitchPorts {
  site: SitePublisher;
  record: LiveRecord;
  pages: Pick<PageRenderer, 'siteContent'>;
  /** Called once the site is served (nginx over a folder store writes its site again and reloads). */
  served?: () => void;
}

/**
 * The pointer as read holding the lock, with the site it names served: a command stopped between
 * its switch and serving its site is finished by the next one.
 */
export async function currentLive({ site, record }: Pick<SwitchPorts, 'site' | 'record'>): Promise<Live> {
  const live = await record.readLive();
  await site.catchUp(live);
  return live;
}

/**
 * Switches from `live` (as read holding the lock) to `next`, logging `entry`, with `pages` (absent:
 * those published stay) and the canaries' pages (rendered unless given). Returns the milliseconds
 * from the pointer's commit until the site is served.
 */
export async function switchTo(
  { site, record, pages: renderer, served }: SwitchPorts,
  live: Live,
  next: Omit<Live, 'version'>,
  entry: LogEntry,
  pages?: SitePages,
  canaryPages?: readonly CanaryPages[],
): Promise<number> {
  const staged = await site.stageSite(await renderer.siteContent(next, pages, canaryPages));
  const started = performance.now();
  await record.commitSwitch(live, { ...next, ...(staged.id ? { site: staged.id } : {}) }, entry);
  await staged.serve();
  served?.();
  return performance.now() - started;
}

/** Publishes `pages` for the live set as it is, switching nothing. */
export async function publishPages(
  { site, pages: renderer }: Pick<SwitchPorts, 'site' | 'pages'>,
  live: Omit<Live, 'version'>,
  pages: SitePages | undefined,
): Promise<void> {
  const staged = await site.stageSite(await renderer.siteContent(live, pages));
  await staged.serve();
}

/**
 * Switches `pkg` to `id` without the gates or its pages, logged as made live (`start`) by `who`:
 * what `npm start` does with its builds. The caller holds the lock.
 */
export async function switchUngated(ports: SwitchPorts, pkg: string, id: string, who: string): Promise<void> {
  const live = await ports.record.readLive();
  const entry = switchEntry(live, pkg, id, { who, command: 'start', gates: {}, timings: {} });
  await switchTo(ports, live, switchLive(live, pkg, id, new Date()), entry);
}
