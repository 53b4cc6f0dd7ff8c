/**
 * The limits of field reports the browser keeps to, apart from their schema (./field-reports.ts)
 * so the shell reads them without bundling zod.
 */

/** At most this many reports travel in one request (a page's batch). */
export const FIELD_REPORTS_MAX = 20;
/** An error's message is cut to this length in the browser and refused beyond it by the api. */
export const FIELD_REPORT_MESSAGE_MAX = 300;
/** A report's route (a site path) is at most this long. */
export const FIELD_REPORT_ROUTE_MAX = 200;
/** A report pass (api/src/reports/report-pass.ts) is at most this long. */
export const REPORT_PASS_MAX = 1024;

/** Whether a report pass has expired (it starts with its expiry, in unix seconds): the api would refuse it. */
export function reportPassExpired(pass: string, now: number = Date.now()): boolean {
  return Number(pass.split('.')[0]) * 1000 <= now;
}
