/**
 * One prerendered page: the shell's app page (its scripts, its config preload) with the route's
 * rendered markup in `#root`, its own title, description, canonical URL and Open Graph tags, the
 * remote stylesheets it needs to paint, and preloads for the scripts the browser would otherwise
 * discover one after another.
 */

/** What the browser showed and fetched for one route, captured by `capture.ts`. */
export interface CapturedPage {
  /** The route's path: `/`, `/blog/a-post`. */
  path: string;
  title: string;
  description: string;
  /** `#root`'s inner HTML once the page had settled. */
  rootHtml: string;
  /** Absolute URLs of the stylesheets in the document's head, in order. */
  stylesheets: readonly string[];
  /** Absolute URLs of the scripts the page loaded, in the order they were requested. */
  scripts: readonly string[];
  /** Absolute URLs fetched as data on the way to the page (the remote's manifest). */
  fetches: readonly string[];
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

/** `</script>` inside JSON would end the element early. */
function jsonForScript(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function canonicalUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

function headTags(page: CapturedPage, meta: PageMeta): string[] {
  const url = canonicalUrl(meta.siteUrl, page.path);
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  return [
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
    // Scripts run in order only after the HTML is parsed (defer and async chunks), so fetching
    // them now, all at once, removes the round trips of the federation waterfall.
    ...page.fetches.map(
      (href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous" />`,
    ),
    ...page.scripts.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="script" />`),
    // Render-blocking on purpose: the markup is painted with the styles it was rendered with.
    ...page.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`),
  ];
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`The app page has no ${what}`);
  return html.replace(pattern, () => replacement);
}

/** The app page (`app.html`) turned into the prerendered page of `page`. */
export function composePage(appPage: string, page: CapturedPage, meta: PageMeta): string {
  let html = appPage;
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
  return html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
}
