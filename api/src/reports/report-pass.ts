/**
 * The report pass: what lets a page's field reports in. Each `/app-config.json` answer carries one
 * (ops/adapters/serve/serving.ts; nginx over a bucket, ops/adapters/nginx/swap.js, which repeats these rules), a
 * short-lived value signed over the releases that answer serves, app by app. `POST /api/reports`
 * takes a batch only with a pass that checks out and only about the releases it names, so nobody
 * without the site's secret can report on a release the site is not serving. It names releases,
 * never a visitor: no cookie, nothing personal.
 *
 * `<expires unix s>.<app>:<release>,…(by app)>.<HMAC-SHA256, base64url>`, keyed with
 * HMAC-SHA256(secret, 'field-reports'): the operator's one secret (`RELEASE_PREVIEW_SECRET`), never
 * usable as a preview signature.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { REPORT_PASS_MAX } from 'shared/schemas/field-report-limits';

/** How long a pass lasts: a page open longer stops reporting (the reporter drops what it cannot send). */
export const REPORT_PASS_TTL_SECONDS = 2 * 60 * 60;

/** The key both sides sign and check passes with, from the operator's secret. */
export function reportPassKey(secret: string): string {
  return createHmac('sha256', secret).update('field-reports').digest('hex');
}

const signatureOf = (key: string, signed: string) => createHmac('sha256', key).update(signed).digest('base64url');

/** A pass for `releases` (app → release; an app without one is left out), good until `expires` (unix seconds). */
export function signReportPass(
  key: string,
  releases: Readonly<Record<string, string | undefined>>,
  expires: number,
): string {
  const pairs = Object.keys(releases)
    .filter((app) => releases[app] !== undefined)
    .sort()
    .map((app) => `${app}:${releases[app]}`)
    .join(',');
  const signed = `${expires}.${pairs}`;
  return `${signed}.${signatureOf(key, signed)}`;
}

const passPattern = /^(\d{1,12})\.((?:[a-z][a-z0-9-]{0,39}:[\w-]{1,64},?)*)\.([\w-]{43})$/;

/** The releases a pass names (app → release), when its signature checks out and it has not expired. */
export function verifyReportPass(key: string, pass: string, now: Date): Map<string, string> | undefined {
  const match = pass.length <= REPORT_PASS_MAX ? passPattern.exec(pass) : null;
  if (!match) return undefined;
  const [, expires = '', pairs = '', given = ''] = match;
  if (Number(expires) * 1000 <= now.getTime()) return undefined;
  const expected = Buffer.from(signatureOf(key, `${expires}.${pairs}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return new Map(pairs.split(',').flatMap((pair) => (pair ? [pair.split(':') as [string, string]] : [])));
}
