/**
 * One prerendered page: the shell's app page with the route's markup in `#root`, its own head
 * tags, the styles it paints with inlined, and the scripts and preloads left to the starter
 * (`shell/src/page-starter.ts`) to ask for once the page has painted (docs/page-loading.md).
 */
import { jsonForScript, pageDataElement, type PageData } from 'shared/page-data';
import { STARTER_ID, STARTER_PLAN_ID, type StarterPlan } from 'shell/page-starter';

/** One route rendered with React in Node (ops/adapters/render/render-worker.ts), with the files it needs (./page-files.ts). */
export interface RenderedPage {
  /** The route's path: `/`, `/blog/a-post`. */
  path: string;
  title: string;
  description: string;
  /** React's server markup of the app, for `#root`. */
  rootHtml: string;
  /** The stylesheets the page needs, in order: URL (root-relative for the shell's) and text. */
  stylesheets: readonly Stylesheet[];
  /** URLs of the scripts the app will load for the page (root-relative for the shell's). */
  scripts: readonly string[];
  /** URLs the app fetches as data on the way to the page (the remotes' manifests). */
  fetches: readonly string[];
  /** The data the page was rendered from (the blog's posts), for the hydration to render again. */
  data?: PageData;
}

/** The shell's built files a page is composed from. */
export interface ShellFiles {
  /** The app page (`app.html`): the template. */
  appPage: string;
  /** The compiled starter (`app-starter.js`), written as it is: its hash allows it to run. */
  starter: string;
}

/** The shell's own scripts and data fetches, taken out of the app page for the starter to start. */
interface ShellAssets {
  scripts: readonly string[];
  fetches: readonly string[];
}

export interface Stylesheet {
  href: string;
  css: string;
}

export interface PageMeta {
  /** The site's public origin, for canonical and Open Graph URLs: `https://www.example.com`. */
  siteUrl: string;
  siteName: string;
  /** `article` for a blog post, else `website`. */
  type: 'website' | 'article';
  /** JSON-LD for the page's head, when it has structured data. */
  structuredData?: object;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

/**
 * The site-wide description of the app page, which a page that sets none keeps in a browser (a
 * server render sees only the descriptions pages set).
 */
export function appPageDescription(appPage: string): string {
  const content = /<meta\s+name="description"\s+content="([^"]*)"/.exec(appPage)?.[1] ?? '';
  const entities = new Map(Object.entries(escapes).map(([character, entity]) => [entity, character]));
  return content.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities.get(entity) ?? entity);
}

export function canonicalUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * Whether a stylesheet is inlined (the starter adds it in full once the page has painted). One
 * with `url()`s stays a link, since they are relative to the file's own address.
 */
function isInlined({ css }: Stylesheet): boolean {
  return !css.includes('url(');
}

function styleTag(stylesheet: Stylesheet, siteUrl: string): string {
  const { href, css } = stylesheet;
  const absolute = href.startsWith('/') ? canonicalUrl(siteUrl, href) : href;
  if (!isInlined(stylesheet)) return `<link rel="stylesheet" href="${escapeHtml(absolute)}" />`;
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

function headTags(page: RenderedPage, meta: PageMeta): string[] {
  const url = canonicalUrl(meta.siteUrl, page.path);
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  return [
    // The first paint waits for the whole markup, up to the starter after #root: a page painted
    // half-parsed counted a later largest paint when the app swapped in its copy.
    `<link rel="expect" href="#${STARTER_ID}" blocking="render" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:site_name" content="${escapeHtml(meta.siteName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    ...(meta.structuredData
      ? [`<script type="application/ld+json">${jsonForScript(meta.structuredData)}</script>`]
      : []),
    ...page.stylesheets.map((stylesheet) => styleTag(stylesheet, meta.siteUrl)),
  ];
}

/**
 * The page's starter (`shell/src/page-starter.ts`, built as `app-starter.js`) and its plan: the
 * shell's scripts and fetches, the complete stylesheets to hold until the app hydrates, and what
 * the route loads, to preload. The code is the same on every page; only the plan, which is data and
 * never runs, differs.
 */
function starterTags(page: RenderedPage, shell: ShellFiles, shellAssets: ShellAssets): string {
  const plan: StarterPlan = {
    scripts: [...shellAssets.scripts],
    stylesheets: page.stylesheets.filter(isInlined).map(({ href }) => href),
    preloads: [
      ...[...shellAssets.fetches, ...page.fetches].map((href) => ({ href, as: 'fetch' as const })),
      ...page.scripts.map((href) => ({ href, as: 'script' as const })),
    ],
  };
  // Minified code has no reason to hold the text that would end its element early.
  if (/<\/script/i.test(shell.starter)) throw new Error('The starter contains "</script"');
  return (
    `<script type="application/json" id="${STARTER_PLAN_ID}">${jsonForScript(plan)}</script>` +
    `<script id="${STARTER_ID}">${shell.starter}</script>`
  );
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`The app page has no ${what}`);
  return html.replace(pattern, () => replacement);
}

/** The app page (`app.html`) turned into the prerendered page of `page`. */
export function composePage(shell: ShellFiles, page: RenderedPage, meta: PageMeta): string {
  const { appPage } = shell;
  // The shell's own scripts and fetches (its run-time config) start with the app, after the
  // first paint: a request the HTML makes before it can hold the paint back on a slow link.
  const scriptTags = appPage.match(/<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g) ?? [];
  const fetchTags = appPage.match(/<link\b[^>]*\brel="preload"[^>]*\bas="fetch"[^>]*>/g) ?? [];
  const shellAssets: ShellAssets = {
    scripts: scriptTags.map((tag) => /\bsrc="([^"]*)"/.exec(tag)?.[1] ?? ''),
    fetches: fetchTags.map((tag) => /\bhref="([^"]*)"/.exec(tag)?.[1] ?? ''),
  };
  let html = [...scriptTags, ...fetchTags].reduce((rest, tag) => rest.replace(tag, ''), appPage);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`, '<title>');
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    'meta description',
  );
  html = replaceOnce(html, /<\/head>/, `${headTags(page, meta).join('\n    ')}\n  </head>`, '</head>');
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered>${page.rootHtml}</div>`,
    'empty #root',
  );
  // The page reads without JavaScript now, so the warning that it cannot would be wrong.
  html = html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  const dataTag = page.data ? pageDataElement(page.data) : '';
  return replaceOnce(html, /<\/body>/, `${dataTag}${starterTags(page, shell, shellAssets)}</body>`, '</body>');
}
