/**
 * nginx over a folder (./site.ts) in njs 0.7: the live run-time configuration, read on each request
 * from the file written beside the configuration (`$app_config_file`) and answered with a report
 * pass (./report-pass.js); a page's path without its page file (./served-pages.js).
 */
import fs from 'fs';
import passes from 'report-pass.js';
import pages from 'served-pages.js';

function liveConfig(r) {
  return JSON.parse(fs.readFileSync(r.variables.app_config_file, 'utf8'));
}

/** `/app-config.json`: the live configuration, with a pass for its releases when there is a secret. */
function appConfig(r) {
  const config = liveConfig(r);
  const secret = r.variables.preview_secret;
  if (secret) {
    config.reportPass = passes.reportPass(secret, config.releases || {}, Number(r.variables.report_pass_seconds));
  }
  r.return(200, JSON.stringify(config));
}

/** The app page where the live table lists the path, else the 404 page. */
function missingPage(r) {
  const table = pages.tableOf(liveConfig(r));
  r.internalRedirect(table && pages.isPage(table, r.variables.uri) ? pages.appPage : pages.notFound);
}

export default { appConfig, missingPage };
