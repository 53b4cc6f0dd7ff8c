/**
 * The switch: the site of the next live set staged, the pointer moved and logged as one
 * compare-and-swap of the live record (a command that switched meanwhile makes this one refuse),
 * then the site served.
 */
import { switchEntry, switchLive, type Live, type LiveRecord, type LogEntry } from './live-record';
import type { PageRenderer } from './page-renderer';
import type { SiteContent, SitePublisher, StagedSite } from './release-store';

export interface SwitchPorts {
  site: SitePublisher;
  record: LiveRecord;
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
 * Switches from `live` (as read holding the lock) to `next`, logging `entry`, serving `content`
 * (the site rendered for `next`). Returns the milliseconds from the pointer's commit until the
 * site is served.
 */
export async function switchTo(
  ports: SwitchPorts,
  live: Live,
  next: Omit<Live, 'version'>,
  entry: LogEntry,
  content: SiteContent,
): Promise<number> {
  return switchToStaged(ports, live, next, entry, await ports.site.stageSite(content));
}

/** As `switchTo`, with the site of `next` already staged. */
export async function switchToStaged(
  { record, served }: SwitchPorts,
  live: Live,
  next: Omit<Live, 'version'>,
  entry: LogEntry,
  staged: StagedSite,
): Promise<number> {
  const started = performance.now();
  await record.commitSwitch(live, { ...next, ...(staged.id ? { site: staged.id } : {}) }, entry);
  await staged.serve();
  served?.();
  return performance.now() - started;
}

/** Publishes the site of the live set as it is (`content`), switching nothing. */
export async function publishPages({ site }: Pick<SwitchPorts, 'site'>, content: SiteContent): Promise<void> {
  const staged = await site.stageSite(content);
  await staged.serve();
}

/**
 * Switches `pkg` to `id` without the gates or its pages, logged as made live (`start`) by `who`:
 * what `npm start` does with its builds. The caller holds the lock.
 */
export async function switchUngated(
  ports: SwitchPorts & { pages: PageRenderer },
  pkg: string,
  id: string,
  who: string,
): Promise<void> {
  const live = await ports.record.readLive();
  const entry = switchEntry(live, pkg, id, { who, command: 'start', gates: {}, timings: {} });
  const next = switchLive(live, pkg, id, new Date());
  await switchTo(ports, live, next, entry, (await ports.pages.renderPages(next)).content);
}
