/**
 * A consent record (docs/architecture.md#consent-records): one stored cookie choice, sent by the
 * browser to `POST /api/consents` and checked by the api with this schema. The browser builds
 * records to its type (shared/src/consent-records.ts imports the type only, to keep zod's
 * checks out of the shell). It identifies a choice, not a person: a random id made in the
 * browser, never an IP address, a user agent or a cookie, so the object is strict and refuses
 * any other field.
 */
// zod/mini, like the run-time configuration's schema: shared code that may run in a browser.
import * as z from 'zod/mini';
import { CONSENT_VALIDITY_MONTHS } from 'shared/consent';

export const consentSources = ['banner', 'dialog'] as const;
export type ConsentSource = (typeof consentSources)[number];

/** Long enough for any real path; a record is never a way to store a large blob. */
export const CONSENT_PATH_MAX = 2000;

/** How far ahead of the api's clock a browser's clock may run. */
export const GIVEN_AT_MAX_AHEAD_MS = 24 * 60 * 60 * 1000;

/**
 * A record is made with the choice and sent at once, or on a later page if the api could not be
 * reached: its time is now, give or take a browser clock a little off, or the time of a choice
 * still valid (older ones expired and the browser asked again). Anything else (year 0000, 9999)
 * no browser sends, and PostgreSQL cannot store every such time.
 */
function givenAtInWindow(givenAt: string): boolean {
  const time = Date.parse(givenAt);
  const now = new Date();
  const oldest = new Date(now);
  oldest.setUTCMonth(oldest.getUTCMonth() - CONSENT_VALIDITY_MONTHS);
  return time >= oldest.getTime() && time <= now.getTime() + GIVEN_AT_MAX_AHEAD_MS;
}

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

export const consentRecordSchema = z.strictObject({
  /**
   * Made with `crypto.randomUUID()` in the browser and kept with the choice. Lower-cased: a UUID
   * in upper case is the same id, so it must be the same record and history.
   */
  consentId: z.uuid({ error: 'consentId must be a UUID' }).check(z.toLowerCase()),
  analytics: flag('analytics'),
  marketing: flag('marketing'),
  /** The consent text's version the visitor answered (`CONSENT_VERSION`). */
  version: z
    .string({ error: 'version must look like 1.0' })
    .check(z.regex(/^\d{1,4}\.\d{1,4}$/, 'version must look like 1.0')),
  /** When the choice was made, in UTC (`Date#toISOString`). */
  givenAt: z.iso
    .datetime({ error: 'givenAt must be an ISO time in UTC', abort: true })
    .check(
      z.refine(
        givenAtInWindow,
        `givenAt must be within the last ${CONSENT_VALIDITY_MONTHS} months and at most a day ahead`,
      ),
    ),
  source: z.enum(consentSources, { error: 'source must be banner or dialog' }),
  /** The browser sent Global Privacy Control. */
  gpc: flag('gpc'),
  /** The browser sent Do-Not-Track. */
  dnt: flag('dnt'),
  /**
   * The page's path, without its query or fragment: `location.pathname`, which percent-encodes
   * anything but visible ASCII, so a control character or a lone surrogate is never a browser's.
   */
  path: z
    .string({ error: 'path is required' })
    .check(
      z.regex(/^\/[^?#]*$/, 'path must be a path starting with / without a query'),
      z.regex(/^[\x21-\x7e]*$/, 'path must be visible ASCII, percent-encoded as the browser gives it'),
      z.maxLength(CONSENT_PATH_MAX, `path must be at most ${CONSENT_PATH_MAX} characters`),
    ),
});

export type ConsentRecord = z.infer<typeof consentRecordSchema>;
