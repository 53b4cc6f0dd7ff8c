/**
 * One Lighthouse run and the numbers the benchmark keeps from it. Lighthouse 13 declares
 * Node ≥ 22.19 but runs on Node 20 here; it drives Debian's Chromium through chrome-launcher.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromiumArgs } from '../lib/chromium';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The flags every script uses (no calls to Google's services), headless, and without scrollbars
 * as Playwright and Puppeteer launch headless Chromium. With them, an emulated phone flashes its
 * overlay scrollbar on every scrollable page about 300 ms after the first paint, and Lighthouse
 * screenshots each of the fade's some twenty frames: 110–120 ms of CPU in the GPU process, on
 * one of this machine's two cores, while the page starts (docs/performance.md, method).
 */
const chromeFlags = ['--headless=new', ...chromiumArgs, '--hide-scrollbars'];

export interface RunMetrics {
  /** Category scores, 0–100; null when Lighthouse could not score the category. */
  performance: number | null;
  seo: number | null;
  bestPractices: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Bytes over the wire (compressed) of the page's scripts. */
  jsTransferBytes: number;
  requests: number;
  /** The HTTP status of the page itself. */
  statusCode: number | null;
  /** Lighthouse's estimate of this machine's speed, which its simulated throttling depends on. */
  benchmarkIndex: number | null;
  lighthouseVersion: string;
}

export type RunOutcome = { ok: true; metrics: RunMetrics } | { ok: false; error: string };

export function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  // handleSIGINT off: the benchmark's own Ctrl+C handler closes Chromium and stops the site,
  // where chrome-launcher's would exit the process before the site is stopped.
  return chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags, handleSIGINT: false, logLevel: 'error' });
}

/** "Chromium 156.0.8078.79 built on Debian …", for the results' machine line. */
export async function chromiumVersion(): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(chromiumPath, ['--version']);
    return stdout.trim().split('\n')[0] || `${chromiumPath} (version unknown)`;
  } catch {
    return `${chromiumPath} (version unknown)`;
  }
}

/**
 * One run with Lighthouse's default config: mobile form factor and simulated throttling (a
 * slow 4G and a 4× slower CPU, applied to the trace afterwards). Lighthouse resets the cache
 * and storage before each run, so every run is a first visit.
 */
export async function runLighthouse(
  chromePort: number,
  url: string,
  { allowErrorStatus }: { allowErrorStatus: boolean },
): Promise<RunOutcome> {
  const flags: Flags = {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo', 'best-practices'],
    // Without it Lighthouse refuses to audit a page answered with 404.
    ignoreStatusCode: allowErrorStatus,
  };
  try {
    const result = await lighthouse(url, flags);
    if (!result) return { ok: false, error: 'Lighthouse returned no result' };
    const { lhr } = result;
    if (lhr.runtimeError) return { ok: false, error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    return { ok: true, metrics: metricsOf(lhr) };
  } catch (error) {
    return { ok: false, error: firstLine(error instanceof Error ? error.message : String(error)) };
  }
}

function metricsOf(lhr: Result): RunMetrics {
  const requests = networkRequests(lhr);
  return {
    performance: categoryScore(lhr, 'performance'),
    seo: categoryScore(lhr, 'seo'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    fcpMs: auditValue(lhr, 'first-contentful-paint'),
    lcpMs: auditValue(lhr, 'largest-contentful-paint'),
    tbtMs: auditValue(lhr, 'total-blocking-time'),
    cls: auditValue(lhr, 'cumulative-layout-shift'),
    jsTransferBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + request.transferSize, 0),
    requests: requests.length,
    statusCode: documentStatus(lhr, requests),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

function categoryScore(lhr: Result, id: string): number | null {
  const score = lhr.categories[id]?.score;
  return typeof score === 'number' ? score * 100 : null;
}

function auditValue(lhr: Result, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
}

interface NetworkRequest {
  url: string;
  resourceType: string;
  transferSize: number;
  statusCode: number | null;
}

/** The rows of the network-requests audit: every request of the page load. */
function networkRequests(lhr: Result): NetworkRequest[] {
  const details = lhr.audits['network-requests']?.details;
  if (!details || details.type !== 'table') return [];
  return details.items.map((item) => ({
    url: String(item.url),
    resourceType: typeof item.resourceType === 'string' ? item.resourceType : 'Other',
    transferSize: typeof item.transferSize === 'number' ? item.transferSize : 0,
    statusCode: typeof item.statusCode === 'number' ? item.statusCode : null,
  }));
}

function documentStatus(lhr: Result, requests: readonly NetworkRequest[]): number | null {
  const page = requests.find((request) => request.resourceType === 'Document' && request.url === lhr.finalDisplayedUrl);
  return (page ?? requests.find((request) => request.resourceType === 'Document'))?.statusCode ?? null;
}

/** Error messages go into a Markdown paragraph and a progress line: one line is enough. */
function firstLine(text: string): string {
  return text.split('\n')[0] ?? text;
}
