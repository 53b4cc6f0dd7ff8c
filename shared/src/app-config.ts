/**
 * Run-time configuration: the shell serves it as `/app-config.json`, written from environment
 * variables when the site starts, so one build serves every environment. The same schema checks
 * the environment on the server and the JSON in the browser.
 */
// zod/mini: the same checks at a fraction of the size, in the shell every page downloads.
import * as z from 'zod/mini';
import type { RoutedPage } from 'shared/pages';
import { apiApp, localManifestUrl, localOrigin, remoteApps, shellApp, type RemoteName } from 'shared/remotes';

const url = z.url();

/**
 * An object with an optional entry per app, by package name. Not `z.record` or `z.iso`: each
 * adds about 1 KB of zod to every page.
 */
function byApp<T extends z.ZodMiniType>(apps: readonly { pkg: string }[], entry: T) {
  return z.object(
    Object.fromEntries(apps.map((app) => [app.pkg, z.optional(entry)])) as Record<string, z.ZodMiniOptional<T>>,
  );
}

/**
 * A route of the served table as the browser checks it: each field's type, not the entry's own
 * rules (`routedPageSchema`, checked where release.json is read), which add about 1 KB.
 */
const routedPage = z.object({
  path: z.string(),
  remote: z.enum(remoteApps.map((app) => app.name) as [RemoteName, ...RemoteName[]]),
  module: z.string(),
  title: z.string(),
  description: z.string(),
  sitemap: z.boolean(),
}) satisfies z.ZodMiniType<RoutedPage>;

export const appConfigSchema = z.object({
  remotes: z.object({
    mfe_marketing: url,
    mfe_forms: url,
    mfe_blog: url,
    mfe_legal: url,
  }) satisfies z.ZodMiniType<Record<RemoteName, string>>,
  formEndpoint: url,
  blogApiUrl: url,
  /** Empty: the local development token provider is used instead of reCAPTCHA. */
  recaptchaSiteKey: z.string(),
  /** Empty: no analytics script at all, whatever the visitor consents to. */
  gaMeasurementId: z.string(),
  /**
   * The release of each app (by package name, the shell's too) this browser is served: what its
   * field reports name. Absent where the site is not served from a release store.
   */
  releases: z.optional(byApp([shellApp, ...remoteApps], z.string())),
  /**
   * The short-lived, signed value this browser's field reports must carry, naming `releases`
   * (api/src/reports/report-pass.ts). Absent where nothing signs one: the page then reports nothing.
   */
  reportPass: z.optional(z.string()),
  /**
   * The remotes this browser previews (a signed preview cookie swapped them in), by package name,
   * with the release and until when (ISO time): the shell shows a bar naming each, with a way
   * out. Absent for every other visitor.
   */
  previews: z.optional(byApp(remoteApps, z.object({ release: z.string(), expires: z.string() }))),
  /**
   * The route table of the releases this browser is served (ops/core/route-table.ts): the shell
   * routes these pages, and answers every other path with its redirects or its 404 page.
   */
  pages: z.optional(z.array(routedPage)),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

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
  const result = appConfigSchema.safeParse({
    remotes,
    formEndpoint: env.FORM_ENDPOINT || `${localOrigin(apiApp.port)}/api/forms`,
    blogApiUrl: env.BLOG_API_URL || localOrigin(apiApp.port),
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY ?? '',
    gaMeasurementId: env.GA_MEASUREMENT_ID ?? '',
  });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid site configuration:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
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
    .then((json: unknown) => appConfigSchema.parse(json))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
