/**
 * One Lighthouse run and the numbers the benchmark keeps from it. Lighthouse drives Chromium
 * through chrome-launcher.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../../ops/lib/chromium';

/** The Chromium every other script launches; chrome-launcher needs its path spelt out. */
const chromiumPath = chromiumExecutablePath() ?? chromium.executablePath();

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
  /**
   * Best Practices with the console's report of the page's own error status set aside, which a
   * page that must answer 404 cannot avoid (Chromium logs it; Lighthouse does not support
   * auditing error pages, GoogleChrome/lighthouse#10493). Equal to `bestPractices` on a page
   * that answers 200.
   */
  bestPracticesBesideOwnStatus: number | null;
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
    bestPracticesBesideOwnStatus: bestPracticesBesideOwnStatus(lhr),
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

const ERRORS_IN_CONSOLE = 'errors-in-console';

/**
 * The Best Practices score recomputed from its audits' weights (Lighthouse has already set the
 * weight of audits that do not apply to 0), counting errors-in-console as passed when its only
 * rows are the network's report of the page's own 4xx or 5xx answer. Any other console error,
 * or any other failed audit, still costs what it costs.
 */
function bestPracticesBesideOwnStatus(lhr: Result): number | null {
  const category = lhr.categories['best-practices'];
  if (!category || typeof category.score !== 'number') return null;
  const onlyOwnStatus = consoleErrorRows(lhr).every(
    (row) =>
      row.source === 'network' &&
      row.url === lhr.mainDocumentUrl &&
      /^Failed to load resource: the server responded with a status of [45]\d\d\b/.test(row.description),
  );
  let weighted = 0;
  let weights = 0;
  for (const { id, weight } of category.auditRefs) {
    const score = id === ERRORS_IN_CONSOLE && onlyOwnStatus ? 1 : (lhr.audits[id]?.score ?? 0);
    weighted += weight * score;
    weights += weight;
  }
  return weights === 0 ? null : (weighted / weights) * 100;
}

function consoleErrorRows(lhr: Result): { source: string; url: string; description: string }[] {
  const details = lhr.audits[ERRORS_IN_CONSOLE]?.details;
  if (!details || details.type !== 'table') return [];
  return details.items.map((item) => {
    const location = item.sourceLocation;
    return {
      source: String(item.source),
      url: typeof location === 'object' && location !== null && 'url' in location ? String(location.url) : '',
      description: String(item.description),
    };
  });
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
