/**
 * Which app and release a field report names: a page's apps by the configuration's route table, a boundary's
 * module by its container name, an unhandled error by the URL of the script it came from. Pure
 * functions of the run-time configuration, so the rules are tested without a page.
 */
import type { AppConfig } from 'shared/app-config';
import { remoteBase } from 'shared/federation/failed-preloads';
import { remoteApps, remotePackage, shellApp } from 'shared/remotes';
import { matchPath } from 'shared/router';
import { redirectRoutes } from 'shared/routes';
import { FIELD_REPORT_MESSAGE_MAX, FIELD_REPORT_ROUTE_MAX } from 'shared/schemas/field-report-limits';

/** The release this browser is served of `app`; `dev` where the site is not served from a release store. */
export function releaseOf(config: AppConfig, app: string): string {
  return config.releases?.[app] ?? 'dev';
}

/** The app of a boundary's module: `mfe_forms/ContactForm` is mfe-forms'. */
export function appOfModule(moduleId: string): string | undefined {
  return remotePackage(moduleId.split('/')[0] ?? '');
}

/**
 * The app whose page a path shows: its route's remote (of the route table this browser is
 * served), or the shell for its own 404 page; undefined for a redirect, which shows no page of its own.
 */
export function pageAppOf(config: AppConfig, pathname: string): string | undefined {
  if (redirectRoutes.some((route) => matchPath(route.path, pathname))) return undefined;
  const route = config.pages?.find((candidate) => matchPath(candidate.path, pathname));
  return route ? remotePackage(route.remote) : shellApp.pkg;
}

/** The apps a view names, each with its release: the shell and the apps placed on the page. */
export function viewApps(config: AppConfig, pageApps: Iterable<string>): Record<string, string> {
  const apps = [shellApp.pkg, ...pageApps];
  return Object.fromEntries(apps.map((app) => [app, releaseOf(config, app)]));
}

/** A path as a report's route: characters the api refuses (a query has none) replaced, cut to length. */
export function reportRoute(pathname: string): string {
  return pathname.replace(/[^\w\-./]/g, '_').slice(0, FIELD_REPORT_ROUTE_MAX);
}

/** An error's message as a report carries it: cut to the length the api accepts. */
export function reportMessage(error: unknown, fallback = ''): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : fallback;
  return (message || fallback).slice(0, FIELD_REPORT_MESSAGE_MAX);
}

/**
 * The first script URL of a stack trace, without its line and column: Chromium's `at f (url:1:2)`
 * and `at url:1:2`, Firefox's and Safari's `f@url:1:2`.
 */
export function firstStackUrl(stack: string): string | undefined {
  return /(https?:\/\/[^\s()]+?)(?::\d+){1,2}(?=[\s)]|$)/m.exec(stack)?.[1];
}

function isOfOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

/**
 * The app whose script is at `url`: a remote's when it lies under its release's folder (its
 * manifest's), the shell's when on the shell's own origin; undefined for any other script (a
 * browser extension's, a third party's), which the site does not report.
 */
export function appOfScript(config: AppConfig, url: string, shellOrigin: string): string | undefined {
  const remote = remoteApps.find((candidate) => url.startsWith(remoteBase(config.remotes[candidate.name])));
  if (remote) return remote.pkg;
  return isOfOrigin(url, shellOrigin) ? shellApp.pkg : undefined;
}
