/**
 * Field reports: what the site tells the api about how each app's release behaves for real
 * visitors (`POST /api/reports`), read back per app and release by `npm run release -- health`
 * and by the canary watcher. A report names a route, an app and a release, never a person: no
 * IP address, cookie, user agent or free text beyond a short error message is stored, so the
 * objects are strict and refuse any other field.
 *
 * What waits for consent (the cookie policy says why): page views and errors are sent to every
 * visitor's own site, with no cookie and nothing that identifies them, to keep releases working;
 * Core Web Vitals measure the visit and wait for analytics consent.
 */
// zod/mini: shared code whose types the browser imports.
import * as z from 'zod/mini';
import {
  FIELD_REPORT_MESSAGE_MAX,
  FIELD_REPORT_ROUTE_MAX,
  FIELD_REPORTS_MAX,
  REPORT_PASS_MAX,
} from './field-report-limits';

export { FIELD_REPORT_MESSAGE_MAX, FIELD_REPORTS_MAX };
/** The largest request body the endpoint reads, in bytes (413 beyond). */
export const FIELD_REPORTS_BODY_MAX = 16 * 1024;

/** A route as the router matched it: a site path, no query, no fragment. */
const route = z
  .string()
  .check(z.maxLength(FIELD_REPORT_ROUTE_MAX), z.regex(/^\/[\w\-./]*$/, 'route must be a site path'));
/** A package name of the site: `shell`, `mfe-legal`, … */
const app = z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/, 'app must be a package name'));
/** A release id (`20261125T151842Z-1`), or `dev` for a build served outside a release store. */
const release = z.string().check(z.regex(/^[\w-]{1,64}$/, 'release must be a release id'));

export const errorSources = ['load', 'boundary', 'unhandled'] as const;
export const vitalNames = ['LCP', 'INP', 'CLS'] as const;

export const fieldReportSchema = z.discriminatedUnion('kind', [
  /** A page shown: the apps whose code composed it, each with its release. */
  z.strictObject({
    kind: z.literal('view'),
    route,
    apps: z.record(app, release).check(z.refine((apps) => Object.keys(apps).length <= 8, 'too many apps')),
  }),
  /** A remote that failed to load, an error its boundary caught, or an unhandled one in its code. */
  z.strictObject({
    kind: z.literal('error'),
    route,
    app,
    release,
    source: z.enum(errorSources),
    message: z.string().check(z.maxLength(FIELD_REPORT_MESSAGE_MAX)),
  }),
  /** A Core Web Vital of the page, attributed to the route's remote (ms for LCP and INP). */
  z.strictObject({
    kind: z.literal('vital'),
    route,
    app,
    release,
    name: z.enum(vitalNames),
    value: z.number().check(z.gte(0), z.lte(600_000)),
  }),
]);

export const fieldReportBatchSchema = z.strictObject({
  /**
   * The report pass of the page's `/app-config.json` (api/src/reports/report-pass.ts): without one
   * that checks out and names each report's release, the api stores nothing.
   */
  pass: z.optional(z.string().check(z.maxLength(REPORT_PASS_MAX))),
  reports: z.array(fieldReportSchema).check(z.minLength(1), z.maxLength(FIELD_REPORTS_MAX)),
});

export type FieldReport = z.infer<typeof fieldReportSchema>;
export type FieldReportBatch = z.infer<typeof fieldReportBatchSchema>;
