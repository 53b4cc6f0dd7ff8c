/**
 * The report pass of `/app-config.json` (api/src/reports/report-pass.ts, whose rules this repeats),
 * in nginx's JavaScript (njs 0.7): signed per answer for the releases it names, with a key of
 * `$preview_secret`, by ./swap.js over a bucket and by `appConfig` below over a folder.
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

/** Over a folder: the live configuration (`$app_config`), with a pass for its releases when there is a secret. */
function appConfig(r) {
  const config = JSON.parse(r.variables.app_config);
  const secret = r.variables.preview_secret;
  if (secret) config.reportPass = reportPass(secret, config.releases || {}, Number(r.variables.report_pass_seconds));
  r.return(200, JSON.stringify(config));
}

export default { reportPass, appConfig };
