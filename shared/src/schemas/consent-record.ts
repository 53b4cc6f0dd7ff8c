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

export const consentSources = ['banner', 'dialog'] as const;
export type ConsentSource = (typeof consentSources)[number];

/** Long enough for any real path; a record is never a way to store a large blob. */
export const CONSENT_PATH_MAX = 2000;

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
  givenAt: z.iso.datetime({ error: 'givenAt must be an ISO time in UTC' }),
  source: z.enum(consentSources, { error: 'source must be banner or dialog' }),
  /** The browser sent Global Privacy Control. */
  gpc: flag('gpc'),
  /** The browser sent Do-Not-Track. */
  dnt: flag('dnt'),
  /** The page's path, without its query or fragment. */
  path: z
    .string({ error: 'path is required' })
    .check(
      z.regex(/^\/[^?#\s]*$/, 'path must be a path starting with / without a query'),
      z.maxLength(CONSENT_PATH_MAX, `path must be at most ${CONSENT_PATH_MAX} characters`),
    ),
});

export type ConsentRecord = z.infer<typeof consentRecordSchema>;
