/**
 * The report pass of `/app-config.json` (api/src/reports/report-pass.ts, whose rules this repeats),
 * in nginx's JavaScript (njs 0.7): signed per answer for the releases it names, with a key of
 * `$preview_secret`, by ./swap.js over a bucket and by ./folder-site.js over a folder.
 * `npm run nginx -- write` copies this file into the site folder.
 */
import crypto from 'crypto';

/** A pass for `releases` (app → release), good for `seconds` from now. */
function reportPass(secret, releases, seconds) {
  const key = crypto.createHmac('sha256', secret).update('field-reports').digest('hex');
  const expires = Math.floor(Date.now() / 1000) + seconds;
  const pairs = Object.keys(releases)
    .filter((app) => typeof releases[app] === 'string')
    .sort()
    .map((app) => `${app}:${releases[app]}`)
    .join(',');
  const signed = `${expires}.${pairs}`;
  return `${signed}.${crypto.createHmac('sha256', key).update(signed).digest('base64url')}`;
}

export default { reportPass };
