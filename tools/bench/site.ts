/**
 * The site under test: built with `npm run build` and served as production serves it, through
 * nginx (`npm start -- --nginx`, tools/start.ts), in a process group of its own so that stopping it
 * stops nginx and the api with it, and nothing else.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { apiApp, localOrigin, remoteApps, shellApp } from 'shared/remotes';
import { answersOk, waitUntilAnswering } from '../../ops/lib/wait-until-answering';
import { repoRoot } from '../../ops/lib/workspace';
import { releaseStore } from '../../ops/commands/open-releases';
import { pagesFolder } from '../../ops/core/store-layout';

export const siteOrigin = localOrigin(shellApp.port);
const apiHealthUrl = `${localOrigin(apiApp.port)}/api/health`;

/**
 * Where the reference page is served: beside the prerendered pages of the release store, which
 * the shell's server serves first, so the same server serves it, and no release holds it.
 */
export const referenceUrl = `${siteOrigin}/bench-reference.html`;
const referenceSource = path.join(import.meta.dirname, 'reference.html');
const referenceTarget = path.join(pagesFolder(releaseStore(process.env)), 'bench-reference.html');
/** The prerender's last file, which `serveSite` waits for, beside the pages it writes. */
const prerenderedLast = path.join(pagesFolder(releaseStore(process.env)), 'robots.txt');
/** The attribute that tells the reference page apart from the shell's page, which the shell serves for any path. */
const referenceMarker = 'data-bench-reference';

/** Every port `npm start` listens on. */
const sitePorts = [shellApp.port, ...remoteApps.map((app) => app.port), apiApp.port];
const serveTimeoutMs = 120_000;
const stopTimeoutMs = 10_000;

/** Ports of the site something already listens on (IPv4 or IPv6 loopback). */
export async function busySitePorts(): Promise<number[]> {
  const busy = await Promise.all(sitePorts.map(async (port) => ((await isListening(port)) ? port : undefined)));
  return busy.filter((port) => port !== undefined);
}

async function isListening(port: number): Promise<boolean> {
  const answers = await Promise.all(['127.0.0.1', '::1'].map((host) => acceptsConnection(host, port)));
  return answers.includes(true);
}

function acceptsConnection(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** `npm run build`, its output on stderr so that stdout carries only the results. */
export function buildSite(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 2, 2] });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`npm run build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/**
 * Copies the reference page beside the served pages. Returns what removes it again, so that it
 * never ships with a sync of the store.
 */
export function installReferencePage(): () => void {
  mkdirSync(path.dirname(referenceTarget), { recursive: true });
  copyFileSync(referenceSource, referenceTarget);
  return () => rmSync(referenceTarget, { force: true });
}

/** Whether the reference page itself answers, not the shell's page that every unknown path gets. */
export async function isReferenceServed(): Promise<boolean> {
  try {
    const response = await fetch(referenceUrl);
    return response.ok && (await response.text()).includes(referenceMarker);
  } catch {
    return false;
  }
}

/** Whether a site answers on :3000 (its run-time configuration). */
export async function isSiteServed(): Promise<boolean> {
  return answersOk(`${siteOrigin}/app-config.json`);
}

export interface ServedSite {
  /** Stops the process group and waits until it is gone. */
  stop(): Promise<void>;
}

/**
 * The site a benchmark measures: built and served by it (`build` false: the builds as they are,
 * only what has none built), or with `reuse` whatever answers on :3000 already, as it is. Returns
 * the site it started, for the caller to stop; none with `reuse`.
 */
export async function siteToMeasure(reuse: boolean, build = true): Promise<ServedSite | undefined> {
  if (reuse) {
    if (!(await isSiteServed())) {
      throw new Error(`--reuse: nothing answers ${siteOrigin}/app-config.json. Start the site or drop --reuse.`);
    }
    console.error(`--reuse: measuring what ${siteOrigin} serves now, as it is (not rebuilt).`);
    return undefined;
  }
  // A server already on a site port would be measured instead of (or collide with) a fresh build.
  const busy = await busySitePorts();
  if (busy.length > 0) {
    throw new Error(
      `Something already listens on port${busy.length === 1 ? '' : 's'} ${busy.join(', ')}: refusing to measure a site this script did not build. ` +
        'Stop that server, or pass --reuse to measure what it serves.',
    );
  }
  if (build) {
    console.error('Building the site (npm run build)…');
    await buildSite();
  }
  console.error('Serving the site (tools/start.ts --nginx)…');
  return serveSite();
}

/**
 * Starts `tsx tools/start.ts --nginx` and resolves once it has prerendered the pages (robots.txt is
 * the last file the prerender writes), so no page is measured before its HTML exists. nginx, not
 * the Node servers of a plain `npm start`: what a visitor's page load costs is measured on the
 * server that serves visitors, and Node's per-request work (some milliseconds for each of a
 * page's files on two busy cores) would be charged to the page by Lighthouse's simulation
 * (docs/performance.md#the-largest-paint-against-the-reference-page).
 */
export async function serveSite(): Promise<ServedSite> {
  // A previous prerender's would answer at once, while this one still writes the pages.
  rmSync(prerenderedLast, { force: true });
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  // detached: the child leads a new process group, so one signal to -pid reaches start.ts, its
  // tsx wrapper and the api it spawns, and Ctrl+C in the terminal reaches only this script.
  const child = spawn(tsx, ['tools/start.ts', '--nginx'], { cwd: repoRoot, detached: true, stdio: ['ignore', 2, 2] });
  const groupId = child.pid;
  if (groupId === undefined) throw new Error('Could not start tools/start.ts');
  // Last resort if this script dies without its cleanup (an exception, process.exit).
  const signalOnExit = () => signalGroup(groupId, 'SIGTERM');
  process.once('exit', signalOnExit);
  const site: ServedSite = {
    async stop() {
      process.off('exit', signalOnExit);
      await stopGroup(child, groupId);
    },
  };
  try {
    await waitUntilServed(child);
  } catch (error) {
    await site.stop();
    throw error;
  }
  return site;
}

async function waitUntilServed(child: ChildProcess): Promise<void> {
  await waitUntilAnswering([`${siteOrigin}/robots.txt`, apiHealthUrl], {
    timeoutMs: serveTimeoutMs,
    intervalMs: 500,
    gaveUp: () =>
      child.exitCode !== null || child.signalCode !== null
        ? `tools/start.ts exited (${child.signalCode ?? `exit code ${child.exitCode}`}) before serving`
        : undefined,
  }).catch((error: unknown) => {
    // robots.txt is the prerender's last file: not answering means the site was not prerendered.
    throw new Error(`The site was not prerendered or the api did not answer: ${(error as Error).message}`, {
      cause: error,
    });
  });
}

async function stopGroup(child: ChildProcess, groupId: number): Promise<void> {
  signalGroup(groupId, 'SIGTERM');
  if (await groupGoneWithin(groupId, stopTimeoutMs)) return;
  console.error(`The site's processes did not stop within ${stopTimeoutMs / 1000} s; killing process group ${groupId}`);
  signalGroup(groupId, 'SIGKILL');
  await groupGoneWithin(groupId, stopTimeoutMs);
  child.unref();
}

/** Sends a signal to the process group; a group that is already gone is fine. */
function signalGroup(groupId: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-groupId, signal);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

async function groupGoneWithin(groupId: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!signalGroup(groupId, 0)) return true;
    await delay(200);
  }
  return !signalGroup(groupId, 0);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
