/**
 * Previews and canaries of a bucket origin (./bucket-origin.ts) in njs 0.7: which release of each
 * remote a browser is served, from its cookies and the canaries `site/served` carries, and its
 * route table and pages from those releases' release.json; with `$preview_secret`, each
 * `/app-config.json` carries a report pass (./report-pass.js). `write` copies it beside
 * `swap-site.js`, the site's names. Its `rules` repeat ops/core/swap-cookies.ts, setCookie,
 * canaryPageChoice and ops/core/swapped-pages.ts; ./swap-rules.test.ts runs one table of cases
 * through both. njs 0.7 has no destructuring, spread, optional chaining, for…of or Set.
 */
import crypto from 'crypto';
import passes from 'report-pass.js';
import pages from 'served-pages.js';
import site from 'swap-site.js';

const previewPattern = /^([\w-]{1,64})\.(\d{1,12})\.([\w-]{43})$/;

/** Compares in a time that does not depend on where they differ (njs has no timingSafeEqual). */
function sameText(a, b) {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** The preview a cookie value holds for `pkg`, when its signature checks out and it has not expired (`now`: ms). */
function verifyPreview(secret, pkg, value, now) {
  const match = previewPattern.exec(value);
  if (!match) return undefined;
  const expires = Number(match[2]);
  if (expires * 1000 <= now) return undefined;
  const expected = crypto.createHmac('sha256', secret).update(`${pkg}:${match[1]}:${expires}`).digest('base64url');
  return sameText(expected, match[3]) ? { release: match[1], expires } : undefined;
}

/** `mfe-legal=<release>:<share>,…` (site/served's `canary`) as a list. */
function canariesOf(text) {
  return text
    .split(',')
    .map((entry) => /^([\w-]+)=([\w-]+):(\d{1,2})$/.exec(entry))
    .filter((match) => match)
    .map((match) => ({ pkg: match[1], release: match[2], share: Number(match[3]) }));
}

/** A cohort cookie's number, when it holds one (0–99). */
function cohortOf(value) {
  return typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : undefined;
}

function inCanary(cohort, share) {
  return cohort < share;
}

/** The page for `file` of a browser in the canaries `swaps` (`pages`: their page files, or undefined). */
function canaryPageChoice(file, swaps) {
  if (swaps.some((swap) => swap.pages === undefined)) return 'app';
  const holding = swaps.filter((swap) => swap.pages.indexOf(file) >= 0);
  if (holding.length === 0) return 'live';
  return holding.length === 1 ? holding[0] : 'app';
}

/** The live table with each swapped remote's pages (`entries`) replaced by its swapped release's, where they stood. */
function swappedTable(live, swaps) {
  const placed = [];
  const table = [];
  const place = (swap) => {
    placed.push(swap);
    swap.entries.forEach((entry) => table.push(Object.assign({}, entry, { remote: swap.remote })));
  };
  live.forEach((page) => {
    const swap = swaps.find((candidate) => candidate.remote === page.remote);
    if (!swap) table.push(page);
    else if (placed.indexOf(swap) < 0) place(swap);
  });
  swaps.forEach((swap) => {
    if (placed.indexOf(swap) < 0) place(swap);
  });
  return table;
}

/** A swapped browser's page at `pathname`: `missing` (not in its table), `app`, `live` or a canary (swappedPageChoice). */
function swappedPageChoice(pathname, file, live, swaps) {
  if (live && !pages.isPage(swappedTable(live, swaps), pathname)) return 'missing';
  if (swaps.some((swap) => swap.preview)) return 'app';
  return canaryPageChoice(file, swaps);
}

/** A preview of `pkg` checked against `$preview_secret`; none without a secret. */
function checkedPreview(r, pkg, value, now) {
  const secret = r.variables.preview_secret;
  return secret && typeof value === 'string' ? verifyPreview(secret, pkg, value, now) : undefined;
}

const servedCanaries = (r) => canariesOf(r.variables.site_canary || '');
const knownCohort = (r) => cohortOf(r.variables[`cookie_${site.cohortCookie}`]);

/**
 * A new visitor's cohort: the same for every look in one request (`$request_id`, sixteen random
 * bytes). Four of its bytes: a double holds only 53 bits of the whole id.
 */
function newCohort(r) {
  return parseInt(r.variables.cohort_seed.slice(0, 8), 16) % 100;
}

/** Per remote this browser may be served another release of: its valid preview and the canary its cohort is in. */
function choices(r) {
  const canaries = servedCanaries(r);
  const known = knownCohort(r);
  const cohort = known === undefined ? newCohort(r) : known;
  const now = Date.now();
  const found = [];
  site.remotes.forEach((remote) => {
    const preview = checkedPreview(r, remote.pkg, r.variables[`cookie_${remote.cookie}`], now);
    const canary = canaries.find((entry) => entry.pkg === remote.pkg && inCanary(cohort, entry.share));
    if (preview || canary) found.push({ remote, preview, canary: canary ? canary.release : undefined });
  });
  return found;
}

/** A `Set-Cookie` value; `secure` on an https site. */
function setCookie(name, value, maxAge, secure) {
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

function cookie(name, value, maxAge) {
  return setCookie(name, value, maxAge, site.secure);
}

/** `$cohort_cookie`: the cohort cookie of a visitor without one while a canary is live, else empty. */
function cohortCookie(r) {
  if (servedCanaries(r).length === 0 || knownCohort(r) !== undefined) return '';
  return cookie(site.cohortCookie, newCohort(r), site.cohortMaxAge);
}

function parsed(text) {
  try {
    return JSON.parse(text);
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- njs 0.7 needs the binding
  } catch (error) {
    return undefined;
  }
}

/** An object of the bucket, parsed; undefined when it is not there whole. */
async function bucketJson(r, key) {
  const reply = await r.subrequest(`${site.bucketLocation}${key}`);
  return reply.status === 200 ? parsed(reply.responseText) : undefined;
}

/** A release's release.json: undefined when the bucket does not hold the release whole (it is written last). */
const releaseJson = (r, pkg, release) => bucketJson(r, `${pkg}/${release}/release.json`);

/** The live configuration of the site served. */
const liveConfig = (r) => bucketJson(r, `${site.siteFolder}/${r.variables.site}/app-config.json`);

/** The pages a release records: none when it records none, or its release.json could not be read. */
function entriesOf(release) {
  return release && Array.isArray(release.pages) ? release.pages : [];
}

/**
 * The remotes this browser is served another release of, with that release and its pages: a
 * preview whose release the bucket holds wins over a canary.
 */
async function swaps(r) {
  const served = [];
  const found = choices(r);
  for (let index = 0; index < found.length; index += 1) {
    const choice = found[index];
    const preview = choice.preview;
    const previewed = preview ? await releaseJson(r, choice.remote.pkg, preview.release) : undefined;
    if (previewed) {
      served.push({
        remote: choice.remote,
        release: preview.release,
        expires: preview.expires,
        entries: entriesOf(previewed),
      });
    } else if (choice.canary) {
      const canary = await releaseJson(r, choice.remote.pkg, choice.canary);
      served.push({ remote: choice.remote, release: choice.canary, entries: entriesOf(canary) });
    }
  }
  return served;
}

/** The page files of a canary's pages in the site served (`pages.json`), when they were rendered. */
async function canaryPageFiles(r, folder) {
  const files = await bucketJson(r, `${site.siteFolder}/${r.variables.site}/${folder}/${site.canaryPagesList}`);
  return Array.isArray(files) ? files : undefined;
}

/** The page of a swapped browser, as swappedPageChoice says: `missing`, `live`, `app`, or a canary's folder. */
async function swappedPage(r, served) {
  const previewing = served.some((swap) => swap.expires !== undefined);
  const config = await liveConfig(r);
  const table = pages.tableOf(config);
  const swapped = [];
  for (let index = 0; index < served.length; index += 1) {
    const swap = served[index];
    const folder = `${site.canaryFolder}/${swap.remote.pkg}/${swap.release}`;
    // A previewer's pages are never rendered. njs 0.7 refuses an `await` inside an object literal or arguments.
    const files = previewing ? undefined : await canaryPageFiles(r, folder);
    swapped.push({
      pkg: swap.remote.pkg,
      release: swap.release,
      remote: swap.remote.name,
      entries: swap.entries,
      preview: swap.expires !== undefined,
      pages: files,
      folder,
    });
  }
  const choice = swappedPageChoice(r.variables.uri, r.variables.page_file, table, swapped);
  return typeof choice === 'string' ? choice : choice.folder;
}

/**
 * A page's path: `$page_swapped` is empty for a browser served the live set, else which page it
 * gets (`live`, `app`, or the folder of a canary's pages), and `location` answers; the 404 page
 * when it is no page of this browser's table.
 */
async function swapPage(r, location) {
  const served = await swaps(r);
  const swapped = served.length > 0 ? await swappedPage(r, served) : '';
  r.variables.page_swapped = swapped;
  r.internalRedirect(swapped === 'missing' ? pages.notFound : location);
}

const page = (r) => swapPage(r, site.routePage);
const postPage = (r) => swapPage(r, site.postPage);

/**
 * A page's path without its page file: a swapped browser's page (swappedPageChoice found it in its
 * table) and a page of the live table are the app page, anything else the 404 page.
 */
async function missingPage(r) {
  let listed = r.variables.page_swapped !== '';
  if (!listed) {
    const config = await liveConfig(r);
    const table = pages.tableOf(config);
    listed = table !== undefined && pages.isPage(table, r.variables.uri);
  }
  r.internalRedirect(listed ? pages.appPage : pages.notFound);
}

/**
 * `/app-config.json`: the live configuration of the site served, for a swapped browser with the
 * swapped remotes' manifests, `releases`, `previews` and pages (swappedTable), and with a report
 * pass for the releases it names; as it is in the bucket without a secret to sign one and nothing swapped.
 */
async function appConfig(r) {
  const served = await swaps(r);
  const secret = r.variables.preview_secret;
  if (served.length === 0 && !secret) return r.internalRedirect(site.liveAppConfig);
  const config = await liveConfig(r);
  // The bucket did not answer it whole: the live location says why, as it does to everyone.
  if (!config) return r.internalRedirect(site.liveAppConfig);
  const releases = Object.assign({}, config.releases);
  const previews = {};
  let previewing = false;
  served.forEach((swap) => {
    config.remotes[swap.remote.name] = `${swap.remote.origin}/${swap.release}/mf-manifest.json`;
    releases[swap.remote.pkg] = swap.release;
    if (swap.expires !== undefined) {
      previews[swap.remote.pkg] = { release: swap.release, expires: new Date(swap.expires * 1000).toISOString() };
      previewing = true;
    }
  });
  config.releases = releases;
  const table = pages.tableOf(config);
  if (table) {
    config.pages = swappedTable(
      table,
      served.map((swap) => ({ remote: swap.remote.name, entries: swap.entries })),
    );
  }
  if (previewing) config.previews = previews;
  if (secret) config.reportPass = passes.reportPass(secret, releases, site.reportPassSeconds);
  r.headersOut['Content-Type'] = 'application/json';
  r.headersOut['Cache-Control'] = served.length > 0 ? site.swappedCacheControl : r.variables.cookie_cache_control;
  r.return(200, JSON.stringify(config));
}

/** `/_preview?app=&release=&expires=&sig=`: a preview link's cookie and `/`, or a plain refusal. */
async function previewLink(r) {
  const remote = site.remotes.find((candidate) => candidate.pkg === r.args.app);
  const value = `${r.args.release}.${r.args.expires}.${r.args.sig}`;
  const now = Date.now();
  const preview = remote ? checkedPreview(r, remote.pkg, value, now) : undefined;
  if (!preview || !(await releaseJson(r, remote.pkg, preview.release))) {
    r.headersOut['Content-Type'] = 'text/plain; charset=utf-8';
    return r.return(400, site.invalidPreview);
  }
  r.headersOut['Set-Cookie'] = cookie(remote.cookie, value, preview.expires - Math.floor(now / 1000));
  r.return(303, '/');
}

/** `/_preview/exit`: every preview cookie cleared, and `/`. */
function previewExit(r) {
  r.headersOut['Set-Cookie'] = site.remotes.map((remote) => cookie(remote.cookie, '', 0));
  r.return(303, '/');
}

export default {
  cohortCookie,
  page,
  postPage,
  missingPage,
  appConfig,
  previewLink,
  previewExit,
  rules: {
    verifyPreview,
    canariesOf,
    cohortOf,
    inCanary,
    canaryPageChoice,
    setCookie,
    isPage: pages.isPage,
    swappedTable,
    swappedPageChoice,
  },
};
