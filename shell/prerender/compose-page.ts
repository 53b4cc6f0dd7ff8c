/**
 * One prerendered page: the shell's app page (its scripts, its config preload) with the route's
 * rendered markup in `#root`, its own title, description, canonical URL and Open Graph tags, the
 * styles it needs to paint inlined in the head, and preloads for the manifest and scripts the
 * browser would otherwise discover one after another.
 *
 * The first paint needs only the HTML: its styles are inlined (a few KB, where each stylesheet
 * on another origin would cost a connection and a round trip before anything shows), and the
 * scripts (the shell's and the preloads) start once the page has painted, so on a slow
 * connection their bytes do not compete with the page's.
 */
import { PENDING_TAPS_ATTRIBUTE } from '../src/carry-over';

/** What the browser showed and fetched for one route, captured by `capture.ts`. */
export interface CapturedPage {
  /** The route's path: `/`, `/blog/a-post`. */
  path: string;
  title: string;
  description: string;
  /** `#root`'s inner HTML once the page had settled. */
  rootHtml: string;
  /** The stylesheets in the document's head, in order: URL (root-relative for the shell's) and text. */
  stylesheets: readonly Stylesheet[];
  /** Absolute URLs of the scripts the page loaded, in the order they were requested. */
  scripts: readonly string[];
  /** Absolute URLs fetched as data on the way to the page (the remote's manifest). */
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

/** `</script>` inside JSON would end the element early. */
function jsonForScript(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
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

/** The id of the app's starter, the script that follows the page's markup. */
const STARTER_ID = 'app-starter';

function headTags(page: CapturedPage, meta: PageMeta): string[] {
  const url = canonicalUrl(meta.siteUrl, page.path);
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  return [
    // The first paint waits until the page's markup is parsed whole: until the starter, the
    // first element after it (the browser lets go of an expected element as soon as it is in the
    // document, so #root itself would not do). Now and then the parser yielded mid-page and the
    // browser painted part of it: a paragraph painted half-parsed counted as a smaller largest
    // paint, and its full copy in the app, swapped in later, as a new and later one (LCP 2.6 s
    // instead of 0.7 s in about one load of a blog page in twenty). The pages fit one round
    // trip, so waiting for the whole of it costs no time on the wire.
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
 * How long after asking for its last file the app starts anyway, when a request has neither
 * arrived nor failed by then: on a slow connection the app then evaluates as its files arrive.
 */
const APP_START_TIMEOUT_MS = 3_000;

/**
 * Starts the app once the page has painted: its scripts and complete stylesheets, the run-time
 * config, the manifest and the chunks it needs are requested ahead (preloads cut the federation
 * waterfall), but none of their bytes delays the first paint on a slow connection; the app's
 * scripts run once all of them are in. A tab opened in the background, or a browser that does
 * not time paints, starts at once.
 *
 * The complete stylesheets are held back (`media="print"`, marked `data-takeover`) until the
 * app replaces the painted page (`shell/src/takeover.ts`), which applies them in the same step.
 */
function appStarter(page: CapturedPage, shell: { scripts: readonly string[]; fetches: readonly string[] }): string {
  const preloads = [
    ...[...shell.fetches, ...page.fetches].map((href) => ({ href, as: 'fetch' })),
    ...page.scripts.map((href) => ({ href, as: 'script' })),
  ];
  const stylesheets = page.stylesheets.filter(isInlined).map(({ href }) => href);
  return `<script id="${STARTER_ID}">(() => {
  // A tap on a button of the painted page does nothing until the app runs: it is counted on the
  // button, and the app replays it as it replaces this root (shell/src/carry-over.ts).
  document.getElementById('root')?.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (button) button.setAttribute('${PENDING_TAPS_ATTRIBUTE}', String(Number(button.getAttribute('${PENDING_TAPS_ATTRIBUTE}') || 0) + 1));
  }, true);
  const preloads = ${jsonForScript(preloads)};
  const scripts = ${jsonForScript(shell.scripts)};
  const stylesheets = ${jsonForScript(stylesheets)};
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The app's scripts run once everything asked for here has arrived or failed. Run as they
    // arrived, main.js, react-dom and the app's modules were evaluated while the other files still
    // downloaded and compiled on the same cores, and their tasks took two to ten times their CPU
    // time on the clock. A request that hangs holds the app back no longer than the timeout.
    let unsettled = scripts.length + stylesheets.length + preloads.length;
    let appStarted = false;
    const startApp = () => {
      if (appStarted) return;
      appStarted = true;
      for (const src of scripts) document.body.append(Object.assign(document.createElement('script'), { src, async: false }));
    };
    const settle = () => {
      unsettled -= 1;
      if (unsettled === 0) startApp();
    };
    const addLink = (attributes) => {
      const link = Object.assign(document.createElement('link'), attributes);
      if (link.as === 'fetch') link.crossOrigin = 'anonymous';
      link.addEventListener('load', settle);
      link.addEventListener('error', settle);
      // Marked for a retry of its remote, which must clear it first (shared/src/federation/failed-preloads.ts).
      link.addEventListener('error', () => { link.dataset.loadFailed = ''; });
      document.head.append(link);
      return link;
    };
    for (const href of scripts) addLink({ rel: 'preload', href, as: 'script' });
    // The first read of localStorage waits on the browser process. The federation runtime reads it
    // as main.js starts (its debug switch), then the consent store does: read here first, the wait
    // falls in a task of its own while the scripts download, not in main.js's (27 → 14 ms).
    const readStorage = () => {
      try {
        localStorage.length;
      } catch {
        // Storage blocked: the app copes with that itself.
      }
    };
    // The complete stylesheets, in the page's order. Added by the app and the federation runtime,
    // each applied as it arrived, overriding the rules inlined from all of them: one remote's rule
    // beat another's until the last stylesheet was in (a label on a blog post shrank and grew
    // back). Held back here (the app starts only once they are all in), the app applies them all
    // as it replaces the page, in one style recalculation instead of two; it finds them by their
    // full address and adds none again.
    const addStylesheet = (href) => {
      const link = addLink({ rel: 'stylesheet', href: new URL(href, location.href).href, media: 'print' });
      link.dataset.takeover = 'loading';
      link.addEventListener('load', () => { link.dataset.takeover = 'settled'; });
      link.addEventListener('error', () => { link.dataset.takeover = 'settled'; });
    };
    // Three links per task: each costs the main thread about a millisecond, and all in one task
    // they held a phone's main thread long enough to delay a tap. One per task made some twenty
    // tasks while the requests they start keep both cores busy, and a task of 1 ms of CPU could
    // then take 35 ms on the clock.
    const links = [...stylesheets.map((href) => () => addStylesheet(href)), ...preloads.map((preload) => () => addLink({ rel: 'preload', ...preload }))];
    const tasks = [readStorage];
    for (let first = 0; first < links.length; first += 3) {
      const batch = links.slice(first, first + 3);
      tasks.push(() => batch.forEach((add) => add()));
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const task = tasks.shift();
      if (!task) {
        channel.port1.close();
        setTimeout(startApp, ${APP_START_TIMEOUT_MS});
        return;
      }
      task();
      channel.port2.postMessage(undefined);
    };
    channel.port2.postMessage(undefined);
  };
  // The first paint's performance entry, not a timer: a page under test may have frozen its clock.
  const paintTimed = window.PerformanceObserver?.supportedEntryTypes?.includes('paint');
  if (document.visibilityState !== 'visible' || !paintTimed) start();
  else new PerformanceObserver(start).observe({ type: 'paint', buffered: true });
})();</script>`;
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`The app page has no ${what}`);
  return html.replace(pattern, () => replacement);
}

/** The app page (`app.html`) turned into the prerendered page of `page`. */
export function composePage(appPage: string, page: CapturedPage, meta: PageMeta): string {
  // The shell's own scripts and fetches (its run-time config) start with the app, after the
  // first paint: a request the HTML makes before it can hold the paint back on a slow link.
  const scriptTags = appPage.match(/<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g) ?? [];
  const fetchTags = appPage.match(/<link\b[^>]*\brel="preload"[^>]*\bas="fetch"[^>]*>/g) ?? [];
  const shell = {
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
  return replaceOnce(html, /<\/body>/, `${appStarter(page, shell)}</body>`, '</body>');
}
