/**
 * The gates a release passes before visitors get it, and the refusals of a switch the live set
 * does not allow. Each refusal is an Error whose message is the one line the operator reads.
 */
import { shellApp } from 'shared/remotes';
import { compatibilityProblems } from './compatibility';
import { contractProblems, sameTypes, type Assignability } from './contract';
import type { Live } from './live-record';
import type { ReleaseJson } from './release-json';
import { releaseAppOf, verifyRelease, type ReleaseStore } from './release-store';

/**
 * The smoke gate: the candidate's pages loaded as the live set would serve them; one line per
 * failure. It may get ready (a browser, its preview's servers) while `checked`, the gates before
 * it, runs, and loads no page of the candidate unless they pass.
 */
export type SmokeGate = (
  live: Pick<Live, 'apps'>,
  candidate: ReleaseJson,
  checked?: Promise<void>,
) => Promise<string[]>;

/** A gate's stage in the log entry's timings: its milliseconds (`verifyMs`, `compatibilityMs`, `smokeMs`). */
export type GateStage = 'verifyMs' | 'compatibilityMs' | 'smokeMs';

/** Runs one stage of the gates, timing it when the command records timings (the core has no clock). */
export type StageTimer = <T>(stage: GateStage, work: () => Promise<T>) => Promise<T>;

const untimed: StageTimer = (_stage, work) => work();

/**
 * Every release visitors are served of the apps but `except` (whose release is being replaced):
 * each one's live release and its canary's, read and validated.
 */
export function servedReleases(store: ReleaseStore, live: Pick<Live, 'apps'>, except: string): Promise<ReleaseJson[]> {
  const served = Object.entries(live.apps)
    .filter(([pkg]) => pkg !== except)
    .flatMap(([pkg, entry]) =>
      [entry.live, ...(entry.canary ? [entry.canary.release] : [])].map((id) => ({ pkg, id })),
    );
  return Promise.all(served.map(({ pkg, id }) => store.readRelease(pkg, id)));
}

/**
 * The gates of a rollback: the release verified whole, and compatible with what visitors are
 * served, its contract with the other remotes included (types compared by `assignable`).
 */
export async function compatibilityGate(
  store: ReleaseStore,
  live: Pick<Live, 'apps'>,
  release: ReleaseJson,
  assignable: Assignability = sameTypes,
  time: StageTimer = untimed,
): Promise<void> {
  // Both at once; a release not whole is refused as such, whatever else is wrong with it.
  const [verified, compatible] = await Promise.allSettled([
    time('verifyMs', () => verifyRelease(store, release)),
    time('compatibilityMs', () => compatibilityCheck(store, live, release, assignable)),
  ]);
  if (verified.status === 'rejected') throw verified.reason;
  if (compatible.status === 'rejected') throw compatible.reason;
}

/** The compatibility gate on its own: `release` against what visitors are served. */
async function compatibilityCheck(
  store: ReleaseStore,
  live: Pick<Live, 'apps'>,
  release: ReleaseJson,
  assignable: Assignability,
): Promise<void> {
  const served = await servedReleases(store, live, release.app);
  // What the release being replaced served, to tell a page the candidate drops; unreadable (a
  // corrupt release.json, which a rollback replaces), it tells nothing rather than stop the switch.
  const replacedId = live.apps[release.app]?.live;
  const replaced =
    replacedId === undefined ? undefined : await store.readRelease(release.app, replacedId).catch(() => undefined);
  const incompatible = [
    ...compatibilityProblems(release, served, replaced),
    ...contractProblems(release, served, assignable),
  ];
  if (incompatible.length > 0) throw new Error(`refused by the compatibility gate: ${incompatible.join('; ')}`);
}

/** The gates of a release given to visitors, all or a canary's share: verified whole, compatible, its smoke test. */
export async function passGates(
  { store, smoke, assignable }: { store: ReleaseStore; smoke: SmokeGate; assignable?: Assignability },
  live: Pick<Live, 'apps'>,
  candidate: ReleaseJson,
  time: StageTimer = untimed,
): Promise<void> {
  const checked = compatibilityGate(store, live, candidate, assignable, time);
  const [compatible, smoked] = await Promise.allSettled([
    checked,
    time('smokeMs', () => smoke(live, candidate, checked)),
  ]);
  if (compatible.status === 'rejected') throw compatible.reason;
  if (smoked.status === 'rejected') throw smoked.reason;
  if (smoked.value.length > 0) throw new Error(`refused by the smoke gate: ${smoked.value.join('; ')}`);
}

/** Previews and canaries swap a remote in under the live shell: the shell itself is refused. */
export function refuseShell(pkg: string, what: string): void {
  if (releaseAppOf(pkg) === shellApp) {
    throw new Error(`${what} are for remotes: the shell goes to every visitor at once (promote ${pkg} <id>)`);
  }
}

/** Canaries and previews where the site serves no swaps (nginx over a folder store) would reach no visitor. */
export function refuseUnswapped(what: string, servesSwaps: boolean): void {
  if (servesSwaps) return;
  throw new Error(
    `${what} are not served by nginx over a folder store (NGINX_SITE): ` +
      'use a bucket store (RELEASE_STORE=s3://…) and its nginx origin, or serve the folder with npx tsx ops/cli/serve.ts',
  );
}

/** While `pkg` has a canary, only its release may be promoted (completing it). */
export function refuseBesideCanary(live: Pick<Live, 'apps'>, pkg: string, id: string): void {
  const running = live.apps[pkg]?.canary;
  if (running && running.release !== id) {
    throw new Error(
      `${pkg} has a canary of ${running.release} (${running.share} %): ` +
        `npm run release -- promote ${pkg} ${running.release} completes it, npm run release -- rollback ${pkg} ends it`,
    );
  }
}
