/**
 * nginx over a folder store (deploy/nginx/README.md): a configuration generated from the store and
 * the site's environment (`SITE_URL`, `RELEASES_URL_<APP>`, `API_UPSTREAM`), with the live
 * releases written in, so a promotion rewrites it and reloads nginx (ops/commands/ports.ts). It
 * lists no route: a page is its page file, published with no reload. Also the parts a bucket
 * origin (./bucket-origin.ts) shares.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appConfigPath, type AppConfig } from 'shared/app-config';
import { apiApp, localOrigin, remoteApps, shellApp } from 'shared/remotes';
import { redirectRoutes } from 'shared/routes';
import { blogPostPattern } from '../../core/blog-posts';
import { notFoundPage } from '../../core/prerendered-pages';
import { servedReleases } from '../../core/route-table';
import {
  cacheControl,
  hashedFile,
  originHeaders,
  pageHeaders as pageHeadersOf,
  unservedPath,
} from '../../core/serving-rules';
import { appConfigFromLive, liveReleaseId, releasesOriginVariable, siteOriginEnv } from '../../core/serving-config';
import { pagesFolder, releaseFolder, type ServedFolder } from '../../core/store-layout';
import { REPORT_PASS_TTL_SECONDS } from 'api/report-pass';

type Env = Readonly<Record<string, string | undefined>>;

export const nginxConfFile = 'nginx.conf';
export const nginxPidFile = 'nginx.pid';

/** Debian's Brotli module (`libnginx-mod-http-brotli-static`). */
export const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** Debian's njs module (`libnginx-mod-http-js`): ./blog-posts.js, ./report-pass.js, ./swap.js. */
export const njsModule = '/usr/lib/nginx/modules/ngx_http_js_module.so';
const mimeTypes = '/etc/nginx/mime.types';

/** The environment of an nginx-served site, completed with its defaults. */
export function nginxSiteEnv(env: Env): Env {
  const site = siteOriginEnv(env);
  for (const app of remoteApps) {
    const variable = releasesOriginVariable(app.pkg);
    if (!env[variable]) throw new Error(`${variable} must name ${app.pkg}'s origin, e.g. http://127.0.0.1:8084`);
  }
  return site;
}

export function listenDirectives(origin: URL, env: Env): string[] {
  const port = origin.port || (origin.protocol === 'https:' ? '443' : '80');
  if (origin.protocol !== 'https:') return [`listen ${origin.hostname}:${port};`, `server_name ${origin.hostname};`];
  if (!env.TLS_CERTIFICATE || !env.TLS_CERTIFICATE_KEY) {
    throw new Error(`${origin.origin} is https: set TLS_CERTIFICATE and TLS_CERTIFICATE_KEY (PEM files)`);
  }
  return [
    `listen ${port} ssl;`,
    `server_name ${origin.hostname};`,
    `ssl_certificate ${quote(env.TLS_CERTIFICATE)};`,
    `ssl_certificate_key ${quote(env.TLS_CERTIFICATE_KEY)};`,
  ];
}

/** A string as one double-quoted nginx argument; a `$` (which nginx reads as a variable) is refused. */
export function quote(value: string): string {
  if (value.includes('$')) throw new Error(`nginx would read "$" as a variable in ${value}`);
  return `"${value.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
}

/** `add_header` directives, sent with every status (`always`): the 404 page's too. */
export function addHeaders(headers: Record<string, string>): string[] {
  return Object.entries(headers).map(([name, value]) => `add_header ${name} ${quote(value)} always;`);
}

export function indent(lines: readonly string[], depth: number): string[] {
  return lines.map((line) => `${'  '.repeat(depth)}${line}`);
}

/** Where the shell origin's `/api/` goes. */
function apiUpstream(env: Env): string {
  return (env.API_UPSTREAM || localOrigin(apiApp.port)).replace(/\/+$/, '');
}

/** The shell origin's `/api/` proxy and the legal short links' redirects, the same in every mode. */
export function apiAndRedirects(env: Env): string[] {
  const api = apiUpstream(env);
  return [
    '# The api, with the client address for its rate limit (TRUST_PROXY_HOPS=1); `^~`: no page’s path.',
    'location ^~ /api/ {',
    `  proxy_pass ${api};`,
    '  proxy_set_header Host $host;',
    '  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '  proxy_set_header X-Forwarded-Proto $scheme;',
    '}',
    '',
    ...redirectRoutes.map((route) => `location = ${route.path} { return 301 ${route.redirectTo}; }`),
  ];
}

/** After a server's routes: the files no origin serves (serving-rules.ts), wherever they are. */
export const unservedFiles = [
  '# The release commands’ own files, the server builds, a page by its file name: 404.',
  `location ~ "${unservedPath.source}" { return 404; }`,
];

/**
 * The paths a page may have (a registry's static segments are letters, digits, _ and -), with or
 * without the trailing slash: each answers its page file, whatever releases serve it.
 */
export const pagePath = String.raw`^/([\w-]+(/[\w-]+)*/?)?$`;

/** Where ./served-pages.js sends a page's path without its page file. */
export const appPageLocation = '@app_page';
export const notFoundLocation = '@not_found';

/** The run-time configuration compressed as the Node server's compression() does: with its table, some KB. */
export const compressedAppConfig = ['gzip on;', 'gzip_types application/json;', 'gzip_min_length 1024;'];

/** nginx terminates TLS in production: HSTS is its own (content-security-policy.ts). */
export const strictTransportSecurity = { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' };

export interface NginxSite {
  /** The release store served. */
  store: ServedFolder;
  /** The folder of the generated configuration, its pid file, logs and temporary files. */
  siteDir: string;
  env: Env;
}

/** Beside nginx.conf: the live set's run-time configuration, too long for a directive's argument. */
const appConfigFile = 'app-config.json';

/** The configuration for the store's live set, and its run-time configuration (`appConfigFile`). */
export function nginxConfig({ store: served, siteDir, env: rawEnv }: NginxSite): {
  conf: string;
  appConfig: AppConfig;
} {
  const env = nginxSiteEnv(rawEnv);
  const store = served.folder;
  const live = served.live();
  const appConfig = appConfigFromLive(live, env, servedReleases(live, served.release));
  const shellLive = liveReleaseId(store, shellApp.pkg, live);
  const shellRoot = releaseFolder(store, shellApp.pkg, shellLive);
  const starter = readFileSync(path.join(shellRoot, shellApp.pageStarter), 'utf8');
  const pageHeaders = addHeaders({ ...pageHeadersOf(appConfig, [starter]), ...strictTransportSecurity });
  const relative = (folder: string) => `/${path.relative(store, folder)}`;
  const pages = relative(pagesFolder(store));
  const appPage = `${relative(shellRoot)}/${shellApp.appPage}`;
  // Older shell releases stay reachable, so a tab opened before a promotion still loads its chunks.
  const shellReleases = [
    shellLive,
    ...served
      .releaseIds(shellApp.pkg)
      .reverse()
      .filter((id) => id !== shellLive),
  ];
  const assetFolders = shellReleases.map((id) => `${relative(releaseFolder(store, shellApp.pkg, id))}$uri`);

  const shellServer = [
    'server {',
    ...indent(
      [
        ...listenDirectives(new URL(env.SITE_URL ?? ''), env),
        `root ${quote(store)};`,
        'add_header Cache-Control $cache_control always;',
        ...addHeaders(originHeaders(true)),
        `error_page 404 /${notFoundPage};`,
        '',
        '# The run-time configuration of the live set (the release command rewrites it on a promotion),',
        '# with its route table. Each answer with a report pass for its releases, signed anew (./folder-site.js).',
        `set $app_config_file ${quote(path.join(siteDir, appConfigFile))};`,
        `location = ${appConfigPath} {`,
        '  default_type application/json;',
        // A location's own add_header drops the server's: the origin's headers are repeated here.
        ...indent(addHeaders({ ...originHeaders(true), 'Cache-Control': cacheControl.revalidate }), 1),
        `  set $report_pass_seconds ${REPORT_PASS_TTL_SECONDS};`,
        ...indent(compressedAppConfig, 1),
        '  js_content folder_site.appConfig;',
        '}',
        '',
        ...apiAndRedirects(env),
        '',
        ...blogPostLocations(env, {
          // Its prerendered page, else the app page (a post published since the last prerender).
          known: [...pageHeaders, `try_files ${pages}$uri/index.html ${appPage} =404;`],
          unknown: [`error_page 404 ${appPageLocation};`, 'return 404;'],
        }),
        '',
        '# A page: its prerendered page; without it, the app page where the live table lists it',
        '# (its pages unpublished), else the 404 page (./folder-site.js).',
        `location ~ "${pagePath}" {`,
        ...indent(pageHeaders, 1),
        `  try_files ${pages}$uri/index.html @page_missing;`,
        '}',
        'location @page_missing { js_content folder_site.missingPage; }',
        `location ${appPageLocation} {`,
        ...indent([...pageHeaders, `try_files ${appPage} =404;`], 1),
        '}',
        `location ${notFoundLocation} { return 404; }`,
        '',
        ...unservedFiles,
        '',
        `location = /${notFoundPage} {`,
        '  internal;',
        ...indent(pageHeaders, 1),
        `  try_files ${pages}/${notFoundPage} ${appPage} =404;`,
        '}',
        '',
        '# The shell’s files: the live release first, then older ones; the sitemap and robots.txt.',
        'location / {',
        `  try_files ${pages}$uri ${assetFolders.join(' ')} =404;`,
        '}',
      ],
      1,
    ),
    '}',
  ];

  const remoteServers = remoteApps.flatMap((app) => {
    const liveId = live.apps[app.pkg]?.live;
    return [
      '',
      `# ${app.pkg}: its releases by id; its live one also at the root.`,
      'server {',
      ...indent(
        [
          ...listenDirectives(new URL(env[releasesOriginVariable(app.pkg)] ?? ''), env),
          `root ${quote(path.join(store, app.pkg))};`,
          'add_header Cache-Control $cache_control always;',
          ...addHeaders(originHeaders(false)),
          ...unservedFiles,
          `location / { try_files $uri ${liveId ? `/${liveId}$uri ` : ''}=404; }`,
        ],
        1,
      ),
      '}',
    ];
  });

  const modules = [...(existsSync(brotliModule) ? [`load_module ${brotliModule};`] : []), `load_module ${njsModule};`];
  const conf = nginxMain(siteDir, modules, [
    ...blogPostsHttp(siteDir),
    ...reportPassHttp(siteDir),
    `js_import folder_site from ${quote(path.join(siteDir, folderSiteModule))};`,
    'sendfile on;',
    // The build's and the prerender's copies. gzip_static alone would send `x.js.gz` for a
    // deleted `x.js`: every location here looks the file itself up with try_files first.
    ...(existsSync(brotliModule) ? ['brotli_static on;'] : []),
    'gzip_static on;',
    'gzip off;',
    `map $uri $cache_control { "~${hashedFile.source}" ${quote(cacheControl.immutable)}; default ${cacheControl.revalidate}; }`,
    '',
    ...shellServer,
    ...remoteServers,
  ]);
  return { conf, appConfig };
}

/** A whole configuration: pid, logs and temporary files in the site folder, then the mode's `http` lines. */
export function nginxMain(siteDir: string, modules: readonly string[], http: readonly string[]): string {
  const temp = (name: string) => quote(path.join(siteDir, 'temp', name));
  return [
    '# Generated by `npm run nginx -- write` (ops/adapters/nginx/) from the release store; do not edit.',
    ...modules,
    'worker_processes 1;',
    `pid ${quote(path.join(siteDir, nginxPidFile))};`,
    `error_log ${quote(path.join(siteDir, 'error.log'))} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    ...indent(
      [
        `include ${mimeTypes};`,
        'default_type application/octet-stream;',
        'charset utf-8;',
        `access_log ${quote(path.join(siteDir, 'access.log'))};`,
        `client_body_temp_path ${temp('body')};`,
        `proxy_temp_path ${temp('proxy')};`,
        `fastcgi_temp_path ${temp('fastcgi')};`,
        `uwsgi_temp_path ${temp('uwsgi')};`,
        `scgi_temp_path ${temp('scgi')};`,
        'server_tokens off;',
        ...http,
      ],
      1,
    ),
    '}',
    '',
  ].join('\n');
}

/** Writes the site's configuration and its run-time configuration; returns the first's path. */
export function writeNginxSite(site: NginxSite): string {
  const { conf, appConfig } = nginxConfig(site);
  writeNjsModules(site.siteDir, [folderSiteModule]);
  writeReportPassFiles(site.siteDir, site.store.previewSecretReader(nginxSiteEnv(site.env))());
  writeWhole(path.join(site.siteDir, appConfigFile), JSON.stringify(appConfig));
  return writeNginxConf(site.siteDir, conf);
}

/** ./report-pass.js, which signs each `/app-config.json`'s report pass in both modes. */
const reportPassModule = 'report-pass.js';
/** ./folder-site.js: a folder's `/app-config.json` and a page's path without its page file. */
const folderSiteModule = 'folder-site.js';
/** Beside nginx.conf: the site's secret as `$preview_secret`, readable by its owner only. */
export const previewSecretConf = 'preview-secret.conf';

/** The `http` level's lines: where the modules import theirs from, and the secret the passes are signed with. */
export function reportPassHttp(siteDir: string): string[] {
  return [
    '# The site’s secret: it signs the report passes (and, over a bucket, checks the previews).',
    `js_path ${quote(siteDir)};`,
    `include ${quote(path.join(siteDir, previewSecretConf))};`,
  ];
}

/**
 * Copies the report pass's module beside the configuration and writes the secret in a file only
 * its owner reads (nginx reads it as root, as it starts); an empty secret signs no pass.
 */
export function writeReportPassFiles(siteDir: string, secret: string): void {
  // Refused without showing it (quote's message would).
  if (secret.includes('$')) {
    throw new Error(
      'RELEASE_PREVIEW_SECRET holds a "$", which nginx would read as a variable: use another (openssl rand -hex 32)',
    );
  }
  mkdirSync(siteDir, { recursive: true });
  copyFileSync(path.join(import.meta.dirname, reportPassModule), path.join(siteDir, reportPassModule));
  const secretFile = path.join(siteDir, previewSecretConf);
  const temporary = `${secretFile}.${process.pid}.tmp`;
  writeFileSync(temporary, `js_var $preview_secret ${secret ? quote(secret) : '""'};\n`, { mode: 0o600 });
  renameSync(temporary, secretFile);
}

/** Writes a configuration into the site folder; returns its path. */
export function writeNginxConf(siteDir: string, conf: string): string {
  mkdirSync(path.join(siteDir, 'temp'), { recursive: true });
  const file = path.join(siteDir, nginxConfFile);
  writeWhole(file, conf);
  return file;
}

/** Whole or not at all: a reload, or a request, never reads half a file. */
function writeWhole(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/**
 * nginx's arguments to run a site in the foreground, as the tests do; under root its workers run
 * as root too, since `nobody` cannot read a checkout in a private (0700) folder.
 */
export function foregroundNginxArgs(siteDir: string, conf: string): string[] {
  const workers = process.getuid?.() === 0 ? ' user root;' : '';
  return ['-p', siteDir, '-c', conf, '-g', `daemon off;${workers}`];
}

/** Tells a running nginx of the site to load its configuration again; false when none runs. */
export function reloadNginx(siteDir: string): boolean {
  const pidFile = path.join(siteDir, nginxPidFile);
  if (!existsSync(pidFile)) return false;
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8').trim()), 'SIGHUP');
    return true;
  } catch {
    return false;
  }
}

// A blog post's path in both modes: ./blog-posts.js asks the blog api about its slug, then goes to
// `@blog_post` (its page) or `@blog_post_unknown` (the app page with 404); lookups cached as the api says.

const blogPostsModule = 'blog-posts.js';
/** ./served-pages.js: a page's path without its page file, in both modes. */
const servedPagesModule = 'served-pages.js';
const blogPostsCache = 'blog_posts';

/** Where the lookups go: the blog api, or the api itself when the blog api is the site's own `/api/`. */
function blogPostsUrl(env: Env): string {
  const blogApi = new URL(env.BLOG_API_URL ?? '');
  const ownApi = blogApi.origin === new URL(env.SITE_URL ?? '').origin && blogApi.pathname === '/';
  return `${ownApi ? apiUpstream(env) : blogApi.href.replace(/\/+$/, '')}/api/posts`;
}

/** The `http` level's lines: the module and the lookups' cache, in the site folder. */
export function blogPostsHttp(siteDir: string): string[] {
  return [
    '# A blog post’s path asks the blog api about its slug (./blog-posts.js).',
    `js_import blog_posts from ${quote(path.join(siteDir, blogPostsModule))};`,
    `proxy_cache_path ${quote(path.join(siteDir, 'blog-posts'))} levels=1 keys_zone=${blogPostsCache}:1m max_size=10m inactive=10m use_temp_path=off;`,
  ];
}

export interface BlogPostPages {
  /** The post location's lines before it asks (a method check, the served site's lookup). */
  before?: readonly string[];
  /** `@blog_post`'s lines: the post's page. */
  known: readonly string[];
  /** `@blog_post_unknown`'s lines: the app page with 404. */
  unknown: readonly string[];
}

/** A server's lines: the post's location (before the other routes'), its two answers, the lookup. */
export function blogPostLocations(env: Env, pages: BlogPostPages): string[] {
  const url = blogPostsUrl(env);
  return [
    '# A blog post: the blog api asked about its slug; unknown, the app page with 404; else its page.',
    `location ~ "${blogPostPattern}" {`,
    ...indent([...(pages.before ?? []), 'js_content blog_posts.postPage;'], 1),
    '}',
    'location @blog_post {',
    ...indent(pages.known, 1),
    '}',
    'location @blog_post_unknown {',
    ...indent(pages.unknown, 1),
    '}',
    'location = /.blog-post-lookup {',
    ...indent(
      [
        'internal;',
        `proxy_pass ${quote(url)};`,
        // The blog api needs nothing of the visitor's request: not their cookies, nor their encodings.
        'proxy_pass_request_headers off;',
        'proxy_pass_request_body off;',
        ...(url.startsWith('https:') ? ['proxy_ssl_server_name on;'] : []),
        'proxy_connect_timeout 3s;',
        'proxy_read_timeout 3s;',
        `proxy_cache ${blogPostsCache};`,
        'proxy_cache_key $proxy_host$uri$is_args$args;',
        // Read whole by the module: one post with its text, well under this.
        'subrequest_output_buffer_size 1m;',
      ],
      1,
    ),
    '}',
  ];
}

/** Copies the modules both modes import and the mode's own beside the configuration, before it is written. */
export function writeNjsModules(siteDir: string, own: readonly string[]): void {
  mkdirSync(siteDir, { recursive: true });
  for (const module of [blogPostsModule, servedPagesModule, ...own]) {
    copyFileSync(path.join(import.meta.dirname, module), path.join(siteDir, module));
  }
}
