/**
 * Field health (docs/architecture.md#field-reports): what this page tells the api about the apps
 * and releases that served it. A view per page shown, naming every app placed on it; an error when a remote fails to load, when
 * a remote's boundary catches, or when an unhandled error or rejection comes from the site's own
 * scripts; and, only while the visitor allows analytics, the page's Core Web Vitals, with
 * `web-vitals` loaded then and not before. Views and errors need no consent: they carry no cookie
 * and nothing that identifies the visitor (the cookie policy says so, and why).
 */
import type { CLSMetric, INPMetric, LCPMetric } from 'web-vitals';
import { isLoadFailure } from 'shared/federation/lazy-remote';
import { shellApp } from 'shared/remotes';
import { selectAnalyticsAllowed, useSiteStore } from 'shared/site-store';
import { REMOTE_FAILED_EVENT, REMOTE_PLACED_EVENT, type RemoteFailure } from 'shared/ui/remote-boundary';
import {
  appOfModule,
  appOfScript,
  firstStackUrl,
  pageAppOf,
  releaseOf,
  reportMessage,
  reportRoute,
  viewApps,
} from './attribution';
import { createFieldReporter, type FieldReporter } from './reporter';

/** The largest vital the api takes (ms); a tab left in the background can exceed it. */
const VITAL_MAX = 600_000;

let reporter: FieldReporter | undefined;

/**
 * The apps whose boundaries were placed on each route's page (a lead form of mfe-forms on a
 * marketing page), read when its views are sent: a form's boundary mounts with the page or, on a
 * hydrated page, just after it, so after or before the view is made.
 */
const placedApps = new Map<string, Set<string>>();

function placedOn(route: string): Set<string> {
  let apps = placedApps.get(route);
  if (!apps) {
    apps = new Set();
    placedApps.set(route, apps);
  }
  return apps;
}

function pageReporter(): FieldReporter {
  reporter ??= createFieldReporter(
    () => useSiteStore.getState().config,
    (url, body) => navigator.sendBeacon(url, body),
  );
  return reporter;
}

/** A page shown at `pathname`: the first one and each client navigation (a redirect shows none). */
export function reportView(pathname: string): void {
  const route = reportRoute(pathname);
  const placed = placedOn(route);
  pageReporter().add((config) => {
    const pageApp = pageAppOf(config, pathname);
    return pageApp ? { kind: 'view', route, apps: viewApps(config, [pageApp, ...placed]) } : undefined;
  });
}

function stackOf(error: unknown): string {
  return error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
}

/** An error of a script at `scriptUrl`, reported only when that script is the site's own. */
function reportUnhandled(scriptUrl: string | undefined, message: string): void {
  if (!scriptUrl) return;
  const route = reportRoute(window.location.pathname);
  const origin = window.location.origin;
  pageReporter().add((config) => {
    const app = appOfScript(config, scriptUrl, origin);
    if (!app) return undefined;
    return { kind: 'error', route, app, release: releaseOf(config, app), source: 'unhandled', message };
  });
}

/**
 * Loads `web-vitals` once the visitor allows analytics (at once if they already do) and reports
 * the page's LCP, INP and CLS, attributed to the app of the page the visit landed on (the library
 * measures the document, not each client navigation). A withdrawn consent stops the reports.
 */
function watchVitals(pathname: string): () => void {
  const route = reportRoute(pathname);
  const allowed = () => selectAnalyticsAllowed(useSiteStore.getState());
  const report = (metric: LCPMetric | INPMetric | CLSMetric) => {
    if (!allowed() || !(metric.value >= 0 && metric.value <= VITAL_MAX)) return;
    pageReporter().add((config) => {
      const app = pageAppOf(config, pathname) ?? shellApp.pkg;
      return { kind: 'vital', route, app, release: releaseOf(config, app), name: metric.name, value: metric.value };
    });
  };
  let loading = false;
  const load = () => {
    if (loading || !allowed()) return;
    loading = true;
    import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(
      ({ onCLS, onINP, onLCP }) => {
        onLCP(report);
        onINP(report);
        onCLS(report);
      },
      () => {
        // Tried again at the next change of the store (a consent saved again, say).
        loading = false;
      },
    );
  };
  load();
  return useSiteStore.subscribe(load);
}

/** Starts reporting the page's errors and vitals, and sending when it is hidden; returns the stop. */
export function startFieldHealth(): () => void {
  const onRemotePlaced = (event: Event) => {
    const app = appOfModule((event as CustomEvent<string>).detail);
    if (app) placedOn(reportRoute(window.location.pathname)).add(app);
  };
  const onRemoteFailed = (event: Event) => {
    const { moduleId, error } = (event as CustomEvent<RemoteFailure>).detail;
    const app = appOfModule(moduleId);
    if (!app) return;
    const route = reportRoute(window.location.pathname);
    const source = isLoadFailure(error) ? 'load' : 'boundary';
    const message = reportMessage(error, `${moduleId} failed`);
    pageReporter().add((config) => ({ kind: 'error', route, app, release: releaseOf(config, app), source, message }));
  };
  // The stack names the script that threw; `filename` may be one that only rethrew it (React's).
  const onError = (event: ErrorEvent) =>
    reportUnhandled(firstStackUrl(stackOf(event.error)) ?? event.filename, reportMessage(event.error, event.message));
  const onRejection = (event: PromiseRejectionEvent) =>
    reportUnhandled(firstStackUrl(stackOf(event.reason)), reportMessage(event.reason, 'Unhandled rejection'));
  // On the document, so it runs after web-vitals' own listener (on window, capturing) has
  // reported the page's last values.
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') pageReporter().flush();
  };
  const onPageHide = () => pageReporter().flush();

  window.addEventListener(REMOTE_PLACED_EVENT, onRemotePlaced);
  window.addEventListener(REMOTE_FAILED_EVENT, onRemoteFailed);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('pagehide', onPageHide);
  const stopVitals = watchVitals(window.location.pathname);
  return () => {
    window.removeEventListener(REMOTE_PLACED_EVENT, onRemotePlaced);
    window.removeEventListener(REMOTE_FAILED_EVENT, onRemoteFailed);
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('pagehide', onPageHide);
    stopVitals();
  };
}
