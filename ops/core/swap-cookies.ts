/**
 * The two cookies that swap a remote's release in for one browser, read by both serving paths
 * (the Node server, ./serving.ts; nginx over a bucket, ../nginx/bucket-origin.ts):
 *   - `vt_preview_<app>`: a preview link's signed, expiring choice of one release of one remote
 *     (`release preview`). Only the holder of the secret can make one, so a visitor cannot pick
 *     an arbitrary release by editing it; one that does not check out is ignored.
 *   - `vt_cohort`: a random number 0–99 that keeps a visitor on the same side of every canary
 *     (`promote --canary N` serves the candidate to cohorts below N). It says nothing about them.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { paths } from 'shared/paths';

export const cohortCookie = 'vt_cohort';
/**
 * A cohort cookie lives 7 days, the longest the cookie policy gives a strictly necessary cookie:
 * a visitor stays in their cohort across the visits of a canary's days.
 */
export const cohortMaxAgeSeconds = 7 * 24 * 60 * 60;
export const previewCookiePrefix = 'vt_preview_';
/** How long a preview link and its cookie last unless `--hours` says otherwise. */
export const previewHoursDefault = 24;
/** The longest a preview link may last (a week): a leaked link must not outlive a review. */
export const previewHoursMax = 7 * 24;
/** The site's paths that set and clear the preview cookies. */
export const previewPath = paths.preview;
export const previewExitPath = paths.previewExit;
/** The plain answer (400) to a preview link that does not check out: no detail of why. */
export const invalidPreviewText = 'This preview link is invalid or has expired.';

/** `vt_preview_mfe_legal`: the cookie previewing a release of `pkg`. */
export function previewCookieName(pkg: string): string {
  return `${previewCookiePrefix}${pkg.replace(/-/g, '_')}`;
}

/** What a preview cookie's signature covers: the app, the release and the expiry, each exactly. */
function signature(secret: string, pkg: string, release: string, expires: number): string {
  return createHmac('sha256', secret).update(`${pkg}:${release}:${expires}`).digest('base64url');
}

/** A preview cookie's value: `<release>.<expires unix seconds>.<sig>`. */
export function signPreview(secret: string, pkg: string, release: string, expires: number): string {
  return `${release}.${expires}.${signature(secret, pkg, release, expires)}`;
}

export interface Preview {
  release: string;
  /** Unix seconds. */
  expires: number;
}

/** The preview a cookie value holds for `pkg`, when its signature checks out and it has not expired. */
export function verifyPreview(secret: string, pkg: string, value: string, now: Date): Preview | undefined {
  const match = /^([\w-]{1,64})\.(\d{1,12})\.([\w-]{43})$/.exec(value);
  if (!match) return undefined;
  const [, release = '', expiresText = '', given = ''] = match;
  const expires = Number(expiresText);
  if (expires * 1000 <= now.getTime()) return undefined;
  const expected = Buffer.from(signature(secret, pkg, release, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? { release, expires } : undefined;
}

/** A cohort cookie's number, when it holds one (0–99). */
export function cohortOf(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : undefined;
}

/** Uniform over 0–99 (a random byte modulo 100 would favour 0–55 by half again). */
export const newCohort = (): number => randomInt(100);

/** Whether a visitor of `cohort` gets a canary given to `share` percent of visitors. */
export const inCanary = (cohort: number, share: number): boolean => cohort < share;
