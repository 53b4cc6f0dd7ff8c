/**
 * Run-time configuration: the shell serves it as `/app-config.json`, written from environment
 * variables when the site starts, so one build serves every environment. The same checks
 * (`parseAppConfig`) read the environment on the server and the JSON in the browser.
 */
import type { RoutedPage } from 'shared/pages';
import { apiApp, localManifestUrl, localOrigin, remoteApps, shellApp, type RemoteName } from 'shared/remotes';

/**
 * The checks are written out here rather than with zod, even zod/mini: it was the only part of zod
 * the shell loads on every page, about 5 KB compressed of the shared library's 11.
 */

/** A field's check: the value kept (unknown keys dropped), or a problem noted under its path. */
type Check<T> = (value: unknown, path: string, problems: string[]) => T;

function problem<T>(problems: string[], path: string, message: string, kept: T): T {
  problems.push(`${path}: ${message}`);
  return kept;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text: Check<string> = (value, path, problems) =>
  typeof value === 'string' ? value : problem(problems, path, 'expected a string', '');

const flag: Check<boolean> = (value, path, problems) =>
  typeof value === 'boolean' ? value : problem(problems, path, 'expected a boolean', false);

/** An absolute URL, trimmed, without the tabs and line breaks the URL parser ignores. */
const url: Check<string> = (value, path, problems) => {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  try {
    new URL(trimmed);
    return trimmed.replace(/[\t\n\r]/g, '');
  } catch {
    return problem(problems, path, 'expected a URL', '');
  }
};

const oneOf =
  <T extends string>(allowed: readonly T[]): Check<T> =>
  (value, path, problems) =>
    allowed.includes(value as T)
      ? (value as T)
      : problem(problems, path, `expected one of ${allowed.join(', ')}`, allowed[0] as T);

type Shape = Record<string, Check<unknown>>;
type Fields<S extends Shape> = { [Key in keyof S]: ReturnType<S[Key]> };
/** The fields `S` checks, those named in `Optional` optional, so that a required one cannot be left out. */
type Checked<S extends Shape, Optional extends keyof S> = Omit<Fields<S>, Optional> &
  Partial<Pick<Fields<S>, Optional>>;

/**
 * An object of exactly these fields: an optional one (`optional`) may be absent. (`NoInfer`: the
 * optional keys are those named, not inferred from the type the caller assigns the check to.)
 */
function object<S extends Shape, Optional extends keyof S = never>(
  shape: S,
  optional: readonly Optional[] = [],
): Check<Checked<S, NoInfer<Optional>>> {
  return (value, path, problems) => {
    const fieldPath = (key: string) => (path ? `${path}.${key}` : key);
    if (!isObject(value)) return problem(problems, path || '(root)', 'expected an object', {} as Checked<S, Optional>);
    const kept: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      if (value[key] === undefined && optional.includes(key as Optional)) continue;
      kept[key] = check(value[key], fieldPath(key), problems);
    }
    return kept as Checked<S, Optional>;
  };
}

function list<T>(entry: Check<T>): Check<T[]> {
  return (value, path, problems) =>
    Array.isArray(value)
      ? value.map((item, index) => entry(item, `${path}.${index}`, problems))
      : problem(problems, path, 'expected an array', []);
}

/** An object with an optional entry per app, by package name. */
function byApp<T>(apps: readonly { pkg: string }[], entry: Check<T>): Check<Partial<Record<string, T>>> {
  const pkgs = apps.map((app) => app.pkg);
  return object(Object.fromEntries(pkgs.map((pkg) => [pkg, entry])), pkgs);
}

/**
 * A route of the served table as the browser checks it: each field's type, not the entry's own
 * rules (`routedPageSchema`, checked where release.json is read).
 */
const routedPage: Check<RoutedPage> = object({
  path: text,
  remote: oneOf(remoteApps.map((app) => app.name)),
  module: text,
  title: text,
  description: text,
  sitemap: flag,
});

export interface AppConfig {
  remotes: Record<RemoteName, string>;
  formEndpoint: string;
  blogApiUrl: string;
  /** Empty: the local development token provider is used instead of reCAPTCHA. */
  recaptchaSiteKey: string;
  /** Empty: no analytics script at all, whatever the visitor consents to. */
  gaMeasurementId: string;
  /**
   * The release of each app (by package name, the shell's too) this browser is served: what its
   * field reports name. Absent where the site is not served from a release store.
   */
  releases?: Partial<Record<string, string>>;
  /**
   * The short-lived, signed value this browser's field reports must carry, naming `releases`
   * (api/src/reports/report-pass.ts). Absent where nothing signs one: the page then reports nothing.
   */
  reportPass?: string;
  /**
   * The remotes this browser previews (a signed preview cookie swapped them in), by package name,
   * with the release and until when (ISO time): the shell shows a bar naming each, with a way
   * out. Absent for every other visitor.
   */
  previews?: Partial<Record<string, { release: string; expires: string }>>;
  /**
   * The route table of the releases this browser is served (ops/core/route-table.ts): the shell
   * routes these pages, and answers every other path with its redirects or its 404 page.
   */
  pages?: RoutedPage[];
}

const appConfigCheck: Check<AppConfig> = object(
  {
    remotes: object(Object.fromEntries(remoteApps.map((app) => [app.name, url])) as Record<RemoteName, Check<string>>),
    formEndpoint: url,
    blogApiUrl: url,
    recaptchaSiteKey: text,
    gaMeasurementId: text,
    releases: byApp([shellApp, ...remoteApps], text),
    reportPass: text,
    previews: byApp(remoteApps, object({ release: text, expires: text })),
    pages: list(routedPage),
  },
  ['releases', 'reportPass', 'previews', 'pages'],
);

/** The configuration `value` holds, without the fields it does not know; throws naming every field that is wrong. */
export function parseAppConfig(value: unknown): AppConfig {
  const problems: string[] = [];
  const config = appConfigCheck(value, '', problems);
  if (problems.length > 0) throw new Error(`Invalid site configuration:\n  ${problems.join('\n  ')}`);
  return config;
}

export const appConfigPath = '/app-config.json';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Builds the configuration from environment variables, each falling back to its local default.
 * `liveRemotes`: the manifest URLs of the live releases (ops/core/serving-config.ts), which a
 * remote's variable, when set, still overrides.
 */
export function appConfigFromEnv(env: Env, liveRemotes: Partial<Record<RemoteName, string>> = {}): AppConfig {
  const remotes = Object.fromEntries(
    remoteApps.map((app) => [app.name, env[app.envVar] || liveRemotes[app.name] || localManifestUrl(app.port)]),
  );
  return parseAppConfig({
    remotes,
    formEndpoint: env.FORM_ENDPOINT || `${localOrigin(apiApp.port)}/api/forms`,
    blogApiUrl: env.BLOG_API_URL || localOrigin(apiApp.port),
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY ?? '',
    gaMeasurementId: env.GA_MEASUREMENT_ID ?? '',
  });
}

/**
 * Where consent records go: the `consents` route beside the form endpoint, on the api the forms
 * post to. Derived rather than configured, so no deployment needs a new setting.
 */
export function consentEndpoint(config: AppConfig): string {
  return new URL('consents', config.formEndpoint).href;
}

/** Where field reports go (shared/src/schemas/field-reports.ts): `reports` beside the form endpoint, as consents. */
export function fieldReportsEndpoint(config: AppConfig): string {
  return new URL('reports', config.formEndpoint).href;
}

let pending: Promise<AppConfig> | undefined;

/** Fetches `/app-config.json` once per page; later callers share the answer, a failure is retried. */
export function loadAppConfig(): Promise<AppConfig> {
  pending ??= fetch(appConfigPath)
    .then((response) => {
      if (!response.ok) throw new Error(`${appConfigPath} answered ${response.status}`);
      return response.json();
    })
    .then(parseAppConfig)
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
