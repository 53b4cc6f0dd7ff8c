/**
 * nginx over a bucket store (deploy/nginx/README.md, "A bucket origin"): every location proxies to
 * the bucket; the site served is read from `site/served` on each request, so a switch reaches
 * every server with no reload. Previews and canaries are decided per request by ./swap.js.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { appConfigPath } from 'shared/app-config';
import { REPORT_PASS_TTL_SECONDS } from 'api/report-pass';
import { remoteApps, shellApp } from 'shared/remotes';
import {
  bucketAddress,
  canaryFolder,
  servedMetadata,
  servedObject,
  sharedFilesFolder,
  siteFolder,
} from '../../core/bucket-layout';
import { releasesOriginVariable } from '../../core/serving-config';
import { canaryPagesList } from '../../core/canary-pages';
import {
  cohortCookie,
  cohortMaxAgeSeconds,
  invalidPreviewText,
  previewCookieName,
  previewExitPath,
  previewPath,
} from '../../core/swap-cookies';
import { givenPreviewSecret } from '../../core/preview-secret';
import { fixedPageHeaders } from '../../core/content-security-policy';
import { notFoundPage } from '../../core/prerendered-pages';
import { cacheControl, escapeRegExp, hashedFile, originHeaders } from '../../core/serving-rules';
import {
  addHeaders,
  apiAndRedirects,
  appPageLocation,
  blogPostLocations,
  blogPostsHttp,
  compressedAppConfig,
  indent,
  listenDirectives,
  nginxMain,
  nginxSiteEnv,
  njsModule,
  notFoundLocation,
  pagePath,
  quote,
  reportPassHttp,
  strictTransportSecurity,
  unservedFiles,
  writeNjsModules,
  writeNginxConf,
  writeReportPassFiles,
} from './site';

type Env = Readonly<Record<string, string | undefined>>;

/** The upstream every location proxies to. */
const upstream = 'bucket_origin';
const cacheZone = 'bucket_files';
/** The internal location asking the bucket which site is served. */
const servedLocation = '/.site-served';
/** The internal location the swaps' subrequests read the bucket through (`/.bucket/<key>`). */
const bucketLocation = '/.bucket/';
/** The live run-time configuration, where ./swap.js sends a browser it swaps nothing for. */
const liveAppConfig = '@app_config';
/** A page, where ./swap.js sends every browser once it has set `$page_swapped`; a post's, which has its own. */
const routePage = '@route_page';
const postPage = '@post_page';

/** Beside nginx.conf: the swaps' module and its site's names (the secret: ./site.ts, writeReportPassFiles). */
const swapModule = 'swap.js';
const swapSiteModule = 'swap-site.js';

/**
 * S3's own response headers, hidden from browsers by name: those of a GET of a plain object, and
 * the bucket's CORS headers, which would double the origin's (a browser refuses them twice).
 */
const bucketHeaders = [
  'Access-Control-Allow-Origin',
  'Access-Control-Allow-Credentials',
  'Access-Control-Allow-Methods',
  'Access-Control-Allow-Headers',
  'Access-Control-Expose-Headers',
  'Access-Control-Max-Age',
  'Vary',
  'x-amz-id-2',
  'x-amz-request-id',
  'x-amz-version-id',
  'x-amz-delete-marker',
  'x-amz-expiration',
  'x-amz-restore',
  'x-amz-replication-status',
  'x-amz-storage-class',
  'x-amz-tagging-count',
  'x-amz-mp-parts-count',
  'x-amz-website-redirect-location',
  'x-amz-server-side-encryption',
  'x-amz-server-side-encryption-aws-kms-key-id',
  'x-amz-server-side-encryption-bucket-key-enabled',
  'x-amz-object-lock-mode',
  'x-amz-object-lock-retain-until-date',
  'x-amz-object-lock-legal-hold',
  'x-amz-bucket-region',
  ...Object.values(servedMetadata).map((name) => `x-amz-meta-${name}`),
];

/** A Content-Encoding the browser accepts, unless it refused it with `q=0`. */
function accepts(token: string): string {
  return `"~*(^|,)\\s*${token}\\s*(,|$|;(?!\\s*q=0(\\.0*)?\\s*(,|$)))"`;
}

/** Request paths nginx can put into an object's key as they are (no escaping needed). */
const safePath = String.raw`[\w.~-]+(?:/[\w.~-]+)*`;

export interface BucketOriginSite {
  /** The folder of the generated configuration, its pid file, logs, temporary files and cache. */
  siteDir: string;
  /** `RELEASE_STORE` (s3://…), the AWS variables and the site's origins (./site.ts). */
  env: Env;
}

interface Fetch {
  /** The object's key under the prefix; may hold nginx variables. */
  object: string;
  /** Immutable: kept in the cache. Otherwise the bucket revalidates with the browser's If-None-Match. */
  cached: boolean;
  /** `add_header` lines (a location's own drop those of the server). */
  headers: readonly string[];
  /** Where a missing object goes: `= @next`, `=404 /404.html`. */
  missing: string;
  /** What the answer varies by (`Vary`): the encoding, and for pages and the configuration the cookies. */
  vary?: string;
  /** Lines before the proxying: the served site's lookup. */
  before?: readonly string[];
  /** The status an error page keeps when the copy is missing too (the app page of an unknown post: 404). */
  status?: number;
}

/** The configuration of the site served from the bucket `env.RELEASE_STORE` names. */
export function bucketOriginConfig({ siteDir, env: rawEnv }: BucketOriginSite): string {
  const env = nginxSiteEnv(rawEnv);
  const bucket = bucketAddress(env.RELEASE_STORE ?? '', env);
  if (!new RegExp(`^(${safePath})?$`).test(bucket.prefix)) {
    throw new Error(`${bucket.location}: nginx reads prefixes of letters, digits and . _ ~ - only`);
  }
  const endpoint = new URL(bucket.endpoint ?? `https://s3.${env.AWS_REGION || 'us-east-1'}.amazonaws.com`);
  const https = endpoint.protocol === 'https:';
  const root = [endpoint.pathname.replace(/^\/+|\/+$/g, ''), bucket.name, bucket.prefix].filter(Boolean).join('/');

  /** An object's location body: the proxying, and where a missing object goes. */
  const bucketUrl = (object: string) => `${https ? 'https' : 'http'}://${upstream}/${root}/${object}`;
  function proxyTo(object: string, fetch: Fetch, missing: string): string[] {
    const url = bucketUrl(object);
    return [
      ...(fetch.before ?? []),
      `proxy_pass ${url};`,
      ...(fetch.cached
        ? [`proxy_cache ${cacheZone};`, `proxy_cache_key ${url};`, 'proxy_cache_valid 200 30d;']
        : [
            'proxy_set_header If-None-Match $http_if_none_match;',
            'proxy_set_header If-Modified-Since $http_if_modified_since;',
          ]),
      ...bucketRequestHeaders,
      'proxy_intercept_errors on;',
      `error_page 403 404 ${missing};`,
      // The bucket unreachable, or no site published yet (auth_request then answers 500).
      'error_page 500 502 503 504 =503 @unavailable;',
      `add_header Vary ${quote(fetch.vary ?? 'Accept-Encoding')} always;`,
      ...fetch.headers,
    ];
  }
  // Only what the bucket needs of a request: a browser's cookies or Authorization never reach it.
  const bucketRequestHeaders = [
    'proxy_pass_request_headers off;',
    `proxy_set_header Host ${endpoint.host};`,
    'proxy_set_header Connection "";',
  ];

  /**
   * A location answering an object (`match`: `= /x`, `~ "…"`, `@name`), its copy first; the
   * object itself from `@<name>`, which the caller names uniquely in the server.
   */
  function objectLocations(match: string, name: string, fetch: Fetch): string[] {
    return [
      `location ${match} {`,
      // The bucket answers reads only; `if` that returns is the one use of it nginx calls safe.
      ...(match.startsWith('@') ? [] : ['  if ($request_method !~ ^(GET|HEAD)$) { return 405; }']),
      ...indent(proxyTo(`${fetch.object}$copy_suffix`, fetch, `=${fetch.status ?? ''} @${name}`), 1),
      '}',
      `location @${name} {`,
      ...indent(proxyTo(fetch.object, { ...fetch, before: [] }, fetch.missing), 1),
      '}',
    ];
  }

  const served = [
    `auth_request ${servedLocation};`,
    `auth_request_set $site $upstream_http_x_amz_meta_${servedMetadata.site};`,
    `auth_request_set $csp $upstream_http_x_amz_meta_${servedMetadata.csp};`,
    `auth_request_set $site_canary $upstream_http_x_amz_meta_${servedMetadata.canary};`,
  ];
  const shellHeaders = addHeaders(originHeaders(true));
  const pageHeaders = [
    ...addHeaders({ ...fixedPageHeaders, ...strictTransportSecurity }),
    'add_header Content-Security-Policy $csp always;',
  ];
  // A route's page and the configuration depend on the cookies (the cohort cookie, a swapped
  // browser's own page); a location's proxy_hide_header drops the http level's, so all are named.
  const byCookie = 'Accept-Encoding, Cookie';
  const cookieHeaders = ['add_header Set-Cookie $cohort_cookie always;'];
  const routeHeaders = [
    ...pageHeaders,
    ...cookieHeaders,
    ...[...bucketHeaders, 'Cache-Control'].map((name) => `proxy_hide_header ${name};`),
    'add_header Cache-Control $page_cache_control always;',
  ];
  // `Location: /` as the Node server sends it, not made absolute from the address nginx listens on.
  const previewDirectives = [
    ...addHeaders({ ...originHeaders(true), 'Cache-Control': 'no-store' }),
    'absolute_redirect off;',
  ];
  const hashedLocation = `~ "^/[\\w.~/-]*${hashedFile.source}"`;
  const siteFiles = [`/${shellApp.pageStarter}`, '/sitemap.xml', '/robots.txt'].map((file) => file.slice(1));
  const notFound = `=404 /${notFoundPage}`;

  const siteFetch = (object: string, headers: readonly string[], before = served): Fetch => ({
    object: `${siteFolder}/$site/${object}`,
    cached: false,
    headers,
    missing: notFound,
    before,
  });
  const lastAnswers = [
    `location @missing { default_type text/plain; return 404 ${quote('Not found')}; }`,
    'location @unavailable {',
    '  default_type text/plain;',
    '  add_header Cache-Control no-store always;',
    '  add_header Retry-After 10 always;',
    `  return 503 ${quote('Service unavailable, try again shortly')};`,
    '}',
  ];

  const unavailable = 'error_page 500 502 503 504 =503 @unavailable;';
  const shellServer = [
    'server {',
    ...indent(
      [
        ...listenDirectives(new URL(env.SITE_URL ?? ''), env),
        // For what the bucket does not answer: the redirects, the api's responses.
        ...addHeaders({ ...originHeaders(true), 'Cache-Control': cacheControl.revalidate }),
        'recursive_error_pages on;',
        `error_page 404 /${notFoundPage};`,
        '',
        '# The site served: its id and its pages’ policy, from site/served’s metadata, per request.',
        `location = ${servedLocation} {`,
        '  internal;',
        `  proxy_pass ${bucketUrl(`${siteFolder}/${servedObject}`)};`,
        '  proxy_method HEAD;',
        '  proxy_pass_request_body off;',
        ...indent(bucketRequestHeaders, 1),
        '}',
        '',
        '# The bucket as the swaps’ subrequests read it: a release’s release.json, the live configuration.',
        `location ^~ ${bucketLocation} {`,
        '  internal;',
        `  proxy_pass ${bucketUrl('')};`,
        // Read whole into memory by the module: a release.json is some tens of KB.
        '  subrequest_output_buffer_size 1m;',
        ...indent(bucketRequestHeaders, 1),
        '}',
        '',
        ...blogPostLocations(env, {
          before: ['if ($request_method !~ ^(GET|HEAD)$) { return 405; }', ...served, unavailable],
          known: [unavailable, 'js_content swap.postPage;'],
          unknown: ['error_page 404 @blog_post_app_page;', 'return 404;'],
        }),
        ...objectLocations('@blog_post_app_page', 'blog_post_app_page_itself', {
          ...siteFetch(shellApp.appPage, routeHeaders, []),
          vary: byCookie,
          status: 404,
        }),
        ...objectLocations(postPage, 'post_page_itself', {
          ...siteFetch('$page_object', routeHeaders, []),
          missing: `= ${appPageLocation}`,
          vary: byCookie,
        }),
        '',
        '# A page: its file in the site served; a swapped browser’s as ./swap.js chooses (the live',
        '# one, a canary’s, the app page, or the 404 page where its releases have no such page).',
        `location ~ "${pagePath}" {`,
        '  if ($request_method !~ ^(GET|HEAD)$) { return 405; }',
        ...indent(served, 1),
        '  error_page 500 502 503 504 =503 @unavailable;',
        '  js_content swap.page;',
        '}',
        ...objectLocations(routePage, 'page_itself', {
          ...siteFetch('$page_object', routeHeaders, []),
          missing: '= @page_missing',
          vary: byCookie,
        }),
        '# Without its file: the app page where the table lists it (its pages unpublished), else the 404 page.',
        'location @page_missing {',
        '  error_page 500 502 503 504 =503 @unavailable;',
        '  js_content swap.missingPage;',
        '}',
        ...objectLocations(appPageLocation, 'app_page_itself', {
          ...siteFetch(shellApp.appPage, routeHeaders, []),
          vary: byCookie,
        }),
        `location ${notFoundLocation} { return 404; }`,
        // A swapped browser's 404 at a live page's path is its own: private, as its pages are.
        ...objectLocations(`= /${notFoundPage}`, 'not_found_itself', {
          ...siteFetch(notFoundPage, routeHeaders, ['internal;', ...served]),
          missing: '=404 @missing',
          vary: byCookie,
        }),
        '',
        '# The run-time configuration: the site’s, or a swapped browser’s own (./swap.js).',
        `location = ${appConfigPath} {`,
        '  if ($request_method !~ ^(GET|HEAD)$) { return 405; }',
        ...indent(served, 1),
        ...indent([...shellHeaders, 'add_header Vary Cookie always;', ...cookieHeaders, ...compressedAppConfig], 1),
        '  error_page 500 502 503 504 =503 @unavailable;',
        '  js_content swap.appConfig;',
        '}',
        ...objectLocations(liveAppConfig, 'app_config_itself', {
          ...siteFetch(
            appConfigPath.slice(1),
            [
              ...shellHeaders,
              ...cookieHeaders,
              'proxy_hide_header Cache-Control;',
              'add_header Cache-Control $cookie_cache_control always;',
              ...compressedAppConfig,
            ],
            [],
          ),
          vary: byCookie,
        }),
        '',
        '# Previews: a link’s cookie (./swap.js), and the way out of every preview.',
        `location = ${previewPath} {`,
        ...indent(previewDirectives, 1),
        '  js_content swap.previewLink;',
        '}',
        `location = ${previewExitPath} {`,
        ...indent(previewDirectives, 1),
        '  js_content swap.previewExit;',
        '}',
        '',
        '# The site’s files: the starter, the sitemap, robots.txt.',
        ...objectLocations(
          `~ "^/(?<site_file>${siteFiles.map(escapeRegExp).join('|')})$"`,
          'site_file',
          siteFetch('$site_file', shellHeaders),
        ),
        '',
        '# Content-hashed files of every shell served (open tabs of older shells find theirs).',
        ...objectLocations(hashedLocation, 'shared_file', {
          object: `${siteFolder}/${sharedFilesFolder}$uri`,
          cached: true,
          headers: shellHeaders,
          missing: notFound,
        }),
        '',
        ...apiAndRedirects(env),
        '',
        'location / { return 404; }',
        ...lastAnswers,
      ],
      1,
    ),
    '}',
  ];

  const remoteServers = remoteApps.flatMap((app) => {
    const headers = addHeaders(originHeaders(false));
    const fetch = (cached: boolean): Fetch => ({
      object: `${app.pkg}$uri`,
      cached,
      headers,
      missing: '=404 @missing',
    });
    return [
      '',
      `# ${app.pkg}: its releases by id (no live release at the root: the shell reads the manifest by id).`,
      'server {',
      ...indent(
        [
          ...listenDirectives(new URL(env[releasesOriginVariable(app.pkg)] ?? ''), env),
          ...headers,
          'recursive_error_pages on;',
          ...unservedFiles,
          ...objectLocations(hashedLocation, 'hashed', fetch(true)),
          ...objectLocations(`~ "^/${safePath}$"`, 'file', fetch(false)),
          'location / { return 404; }',
          ...lastAnswers,
        ],
        1,
      ),
      '}',
    ];
  });

  return nginxMain(
    siteDir,
    [`load_module ${njsModule};`],
    [
      `proxy_cache_path ${quote(`${siteDir}/cache`)} levels=1:2 keys_zone=${cacheZone}:10m max_size=1g inactive=30d use_temp_path=off;`,
      '# The bucket, over connections kept open (shorter than the bucket keeps them idle).',
      `upstream ${upstream} {`,
      `  server ${endpoint.hostname}:${endpoint.port || (https ? '443' : '80')};`,
      '  keepalive 16;',
      '  keepalive_timeout 4s;',
      '}',
      'proxy_http_version 1.1;',
      ...(https ? ['proxy_ssl_server_name on;', `proxy_ssl_name ${endpoint.hostname};`] : []),
      ...bucketHeaders.map((name) => `proxy_hide_header ${name};`),
      // The hidden names are longer than the default buckets of that table hold.
      'proxy_headers_hash_bucket_size 128;',
      '# The copy of an object the browser accepts, as the name suffix of the bucket’s copies.',
      'map $http_accept_encoding $copy_suffix {',
      `  ${accepts('br')} .br;`,
      `  ${accepts('gzip')} .gz;`,
      '  default "";',
      '}',
      '# A page’s file in a site (`/` → index.html, `/about/` → about/index.html); a post’s slug no key holds as it is, the app page.',
      'map $uri $page_file {',
      '  / index.html;',
      `  "~^/(?<page_path>${safePath})/?$" $page_path/index.html;`,
      `  default ${shellApp.appPage};`,
      '}',
      '',
      ...blogPostsHttp(siteDir),
      ...reportPassHttp(siteDir),
      '# Previews and canaries: whether this browser is served releases of its own (./swap.js).',
      `js_import swap from ${quote(path.join(siteDir, swapModule))};`,
      'js_var $page_swapped;',
      'js_set $cohort_cookie swap.cohortCookie;',
      '# nginx’s random id of the request, read once per request: a new visitor’s cohort.',
      'map $request_id $cohort_seed { default $request_id; }',
      '# A swapped browser’s page (./swap.js): the live one, the app page, or from a canary’s folder.',
      `map $page_swapped $page_object { "" $page_file; live $page_file; app ${shellApp.appPage}; default $page_swapped/$page_file; }`,
      '# An answer setting the cohort cookie is private: a shared cache would give everyone that cohort.',
      `map $cohort_cookie $cookie_cache_control { "" ${quote(cacheControl.revalidate)}; default ${quote(cacheControl.private)}; }`,
      `map $page_swapped $page_cache_control { "" $cookie_cache_control; default ${quote(cacheControl.private)}; }`,
      '',
      ...shellServer,
      ...remoteServers,
    ],
  );
}

/**
 * Writes the configuration into the site folder with the swaps' module, the site's names and the
 * secret beside it; returns the configuration's path. Without `RELEASE_PREVIEW_SECRET` previews
 * are refused and no report pass is signed.
 */
export function writeBucketOriginSite(site: BucketOriginSite): string {
  const conf = bucketOriginConfig(site);
  const env = nginxSiteEnv(site.env);
  writeReportPassFiles(site.siteDir, givenPreviewSecret(env) ?? '');
  const names = {
    remotes: remoteApps.map((app) => ({
      pkg: app.pkg,
      name: app.name,
      cookie: previewCookieName(app.pkg),
      origin: new URL(env[releasesOriginVariable(app.pkg)] ?? '').origin,
    })),
    cohortCookie,
    cohortMaxAge: cohortMaxAgeSeconds,
    secure: new URL(env.SITE_URL ?? '').protocol === 'https:',
    bucketLocation,
    liveAppConfig,
    routePage,
    postPage,
    siteFolder,
    canaryFolder,
    canaryPagesList,
    swappedCacheControl: cacheControl.private,
    reportPassSeconds: REPORT_PASS_TTL_SECONDS,
    invalidPreview: invalidPreviewText,
  };
  // What the configuration reads first, so that a reload of it finds them all.
  writeNjsModules(site.siteDir, [swapModule]);
  writeFileSync(path.join(site.siteDir, swapSiteModule), `export default ${JSON.stringify(names, null, 2)};\n`);
  return writeNginxConf(site.siteDir, conf);
}
